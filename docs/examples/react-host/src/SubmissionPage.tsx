// A journal's submission page written in React: it renders Figura's builder as a component
// (`@figura/react-editor/builder`), gives it an API client that sends the journal's embed token,
// and attaches the exported file to its own form.
import { useEffect, useMemo, useRef, useState } from 'react';
import { createApiClient } from '@figura/sdk-core/api';
import { AbstractBuilder, type BuilderExportDetail } from '@figura/react-editor/builder';
import { embedToken, type IssuedToken } from './journal-server';

const submissionId = new URLSearchParams(location.search).get('submission') ?? 'MS-2026-0042';
const author = 'Ada Lovelace';

export function SubmissionPage() {
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [attached, setAttached] = useState<string | null>(null);
  const token = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    embedToken(submissionId, author).then(
      (first) => {
        token.current = first.token;
        setIssued(first);
      },
      (error: Error) => setProblem(error.message),
    );
  }, []);

  // One client for the page: it reads the current token on every call and asks the journal's
  // server for a fresh one when the API refuses it (embed tokens live 15 minutes).
  const api = useMemo(
    () =>
      issued &&
      createApiClient({
        baseURL: issued.apiBase,
        getToken: () => token.current,
        refreshToken: async () => {
          token.current = (await embedToken(submissionId, author)).token;
          return true;
        },
      }),
    [issued],
  );

  const attach = ({ file, fileName, width, height, dpi }: BuilderExportDetail) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([file], fileName, { type: file.type }));
    if (fileInput.current) fileInput.current.files = transfer.files;
    setAttached(
      `attached: ${fileName}, ${(file.size / 1024).toFixed(1)} KB, ${width}x${height} px, ${dpi} dpi`,
    );
  };

  return (
    <>
      <header>
        <strong>Journal of Example Studies</strong> — submit a manuscript (React)
      </header>
      <main>
        <form action="/submit" method="post" encType="multipart/form-data">
          <p>Manuscript {submissionId}</p>
          <fieldset>
            <legend>Graphical abstract</legend>
            {problem ? <p role="alert">{problem}</p> : null}
            {api && issued ? (
              <div className="builder-host">
                <AbstractBuilder api={api} profile={issued.profile} resume onExport={attach} />
              </div>
            ) : (
              <p role="status">Preparing the builder…</p>
            )}
            <p>
              <label htmlFor="abstract-file">Graphical abstract file</label>{' '}
              <input ref={fileInput} id="abstract-file" name="graphicalAbstract" type="file" />
            </p>
            <p id="attached" aria-live="polite">
              {attached ?? 'No file attached yet.'}
            </p>
          </fieldset>
          <button type="submit">Submit manuscript</button>
        </form>
      </main>
    </>
  );
}
