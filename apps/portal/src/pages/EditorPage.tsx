import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Editor, type FiguraEditor } from '@figura/react-editor';
import { useTranslation } from '@figura/react-editor/i18n';
import { errorText } from '@figura/sdk-core/api';
import type { Creation } from '@figura/sdk-core/schema';
import { useSession } from '../session/SessionContext';
import { useRefreshCreationsOnLeave, useShowRenamedCreation } from '../cache/queries';
import { CreationNameField } from './CreationNameField';
import { PortalHeader } from '../navigation/PortalHeader';
import { useBreadcrumbs } from '@figura/react-editor/breadcrumbs';
import { Breadcrumbs, useTrail } from '../navigation/Breadcrumbs';
import { useMyTeam } from '../cache/team';
import { locationTrail } from './location-trail';
import { HistoryPanel } from '../history/HistoryPanel';
import { EditorTips } from './EditorTips';
import { backgroundRemover } from '../workers/background-remover';

export default function EditorPage() {
  const { creationId = '' } = useParams();
  const { api, config, session, user } = useSession();
  // A rename or a new creation here shows in the lists on the way back.
  useRefreshCreationsOnLeave();
  const showRenamed = useShowRenamedCreation();
  const { t, i18n } = useTranslation('portal');
  // Co-editing on the API's rooms, as the signed-in person (read once, when the editor opens).
  const collaboration = useMemo(
    () => ({
      url: config.apiUrl,
      token: () => session.getToken() ?? '',
      user: { name: user?.name || user?.email || t('editorPage.someone') },
    }),
    [config.apiUrl, session, user, t],
  );
  const [creation, setCreation] = useState<Creation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editor, setEditor] = useState<FiguraEditor | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const trailLength = useBreadcrumbs((state) => state.items.length);
  const { team } = useMyTeam(api, user?.id);

  useEffect(() => {
    let cancelled = false;
    api
      .getCreation(creationId)
      .then((found) => !cancelled && setCreation(found))
      .catch((caught: unknown) => !cancelled && setError(errorText(caught, t)));
    return () => {
      cancelled = true;
    };
  }, [api, creationId, t]);

  // The editor's renames (the field's, and their undo and redo) show in the header and lists.
  useEffect(
    () => editor?.on('name', ({ name }) => setCreation((shown) => shown && { ...shown, name })),
    [editor],
  );
  useEffect(() => {
    if (creation) showRenamed(creation);
  }, [creation, showRenamed]);

  useEffect(() => {
    if (creation) document.title = t('editorPage.title', { name: creation.name });
  }, [creation, t]);
  // Where the creation lives, once it is known.
  useTrail(creation ? locationTrail(creation, team, t) : null);

  return (
    <div className="editor-page">
      <PortalHeader>
        {/* Where the creation lives, or the way back to the list until it is known. */}
        {creation && trailLength > 0 ? (
          <Breadcrumbs backTrail />
        ) : (
          <Link to="/my-creations" className="back-link">
            {t('editorPage.back')}
          </Link>
        )}
        {creation && (
          <CreationNameField
            name={creation.name}
            readOnly={creation.access === 'commentor'}
            rename={async (name) => {
              // Through the editor once it is open: a rename is then a step Ctrl+Z takes back.
              if (editor) return editor.rename(name);
              setCreation(await api.updateCreation(creation.id, { name }));
            }}
          />
        )}
        {editor && (
          <button
            type="button"
            className="button"
            aria-pressed={historyOpen}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            {t('history.open')}
          </button>
        )}
      </PortalHeader>
      {error ? (
        <main className="page-message" role="alert">
          <h1>{t('editorPage.failed')}</h1>
          <p>{error}</p>
          <Link to="/my-creations">{t('editorPage.backToList')}</Link>
        </main>
      ) : (
        <main className="editor-host">
          {/* The portal's strings instance: the editor's namespaces load into it once. */}
          <Editor
            creationId={creationId}
            api={api}
            i18n={i18n}
            collaboration={collaboration}
            backgroundRemover={backgroundRemover}
            upgradeUrl="/pricing/"
            onMount={(mounted) => {
              setEditor(mounted);
              return () => setEditor(null);
            }}
          />
          {historyOpen && editor && (
            <HistoryPanel
              api={api}
              creationId={creationId}
              editor={editor}
              onClose={() => setHistoryOpen(false)}
            />
          )}
        </main>
      )}
      {!error && user?.id && editor && <EditorTips userId={user.id} editor={editor} />}
    </div>
  );
}
