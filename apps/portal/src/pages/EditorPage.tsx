import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Editor } from '@figura/react-editor';
import { extractErrorMessage } from '@figura/sdk-core/api';
import type { Creation } from '@figura/sdk-core/schema';
import { useSession } from '../session/SessionContext';
import { CreationNameField } from './CreationNameField';
import { PortalHeader } from './PortalHeader';

export default function EditorPage() {
  const { creationId = '' } = useParams();
  const { api } = useSession();
  const [creation, setCreation] = useState<Creation | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    api
      .getCreation(creationId)
      .then((found) => !cancelled && setCreation(found))
      .catch((caught: unknown) => !cancelled && setError(extractErrorMessage(caught)));
    return () => {
      cancelled = true;
    };
  }, [api, creationId]);

  useEffect(() => {
    if (creation) document.title = `${creation.name} · Figura`;
  }, [creation]);

  return (
    <div className="editor-page">
      <PortalHeader>
        <Link to="/my-creations" className="back-link">
          ← My creations
        </Link>
        {creation && <CreationNameField creation={creation} onRenamed={setCreation} />}
      </PortalHeader>
      {error ? (
        <main className="page-message" role="alert">
          <h1>This creation could not be opened</h1>
          <p>{error}</p>
          <Link to="/my-creations">Back to my creations</Link>
        </main>
      ) : (
        <main className="editor-host">
          <Editor creationId={creationId} api={api} />
        </main>
      )}
    </div>
  );
}
