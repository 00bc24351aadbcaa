import { useCallback, useEffect, useState } from 'react';
import { renderDocumentThumbnail, type FiguraEditor } from '@figura/react-editor';
import { useTranslation } from '@figura/react-editor/i18n';
import { errorText } from '@figura/sdk-core/api';
import type { FiguraClient } from '@figura/sdk-core/api';
import { parseSlideDocument, type SlideBackup } from '@figura/sdk-core/schema';

/** Versions drawn as previews; older ones are listed without. */
const PREVIEWED = 20;

interface HistoryPanelProps {
  api: FiguraClient;
  creationId: string;
  editor: FiguraEditor;
  onClose: () => void;
}

/**
 * The current slide's saved versions, newest first, each drawn small. Restoring one saves its
 * document as a new version (the API's restore) and loads it into the editor: the versions
 * before stay listed, so a restore is undone by restoring the one it replaced.
 */
export function HistoryPanel({ api, creationId, editor, onClose }: HistoryPanelProps) {
  const { t } = useTranslation('portal');
  const [slideId, setSlideId] = useState(() => editor.getCurrentSlideId());
  const [versions, setVersions] = useState<SlideBackup[] | null>(null);
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);

  useEffect(() => editor.on('slides', () => setSlideId(editor.getCurrentSlideId())), [editor]);

  const load = useCallback(async () => {
    try {
      setError(null);
      // What is on the canvas is saved first, so it is listed too.
      await editor.flush();
      setVersions((await api.listSlideBackups(creationId, slideId)).data);
    } catch (caught) {
      setError(errorText(caught, t));
    }
  }, [api, creationId, editor, slideId, t]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!versions) return;
    let cancelled = false;
    void (async () => {
      for (const version of versions.slice(0, PREVIEWED)) {
        if (cancelled || previews.has(version.versionId)) continue;
        try {
          const reply = await api.getSlideVersion({ key: slideId, versionId: version.versionId });
          const url = await renderDocumentThumbnail(parseSlideDocument(reply.content));
          if (!cancelled) setPreviews((shown) => new Map(shown).set(version.versionId, url));
        } catch {
          // Listed without a preview.
        }
      }
    })();
    return () => {
      cancelled = true;
    };
    // Previews already drawn are kept across reloads of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, slideId, versions]);

  async function restore(version: SlideBackup) {
    setRestoring(version.versionId);
    try {
      await editor.flush();
      await api.restoreSlideVersion(creationId, slideId, version.versionId);
      await editor.loadTheirs();
      await load();
    } catch (caught) {
      setError(errorText(caught, t));
    } finally {
      setRestoring(null);
    }
  }

  return (
    <aside className="history-panel" aria-label={t('history.title')}>
      <header className="history-header">
        <h2>{t('history.title')}</h2>
        <button type="button" className="link-button" onClick={onClose}>
          {t('history.close')}
        </button>
      </header>
      {error && (
        <p role="alert" className="alert error">
          {error}
        </p>
      )}
      {versions === null && !error && <p aria-busy="true">{t('history.loading')}</p>}
      {versions?.length === 0 && <p className="empty-state">{t('history.empty')}</p>}
      {versions && versions.length > 0 && (
        <ol className="history-list" aria-label={t('history.versions')}>
          {versions.map((version, index) => (
            <li key={version.versionId} className="history-item">
              {previews.has(version.versionId) ? (
                <img className="history-preview" src={previews.get(version.versionId)} alt="" />
              ) : (
                <span className="history-preview" aria-hidden="true" />
              )}
              <span className="history-meta">
                <strong>{t('history.version', { revision: version.revision })}</strong>
                <span>{t('history.savedAt', { date: version.savedAt })}</span>
                {version.savedBy?.name && <span>{version.savedBy.name}</span>}
              </span>
              {index === 0 ? (
                <span className="history-current">{t('history.current')}</span>
              ) : editor.readOnly ? null : (
                <button
                  type="button"
                  className="button"
                  disabled={restoring !== null}
                  aria-busy={restoring === version.versionId}
                  aria-label={t('history.restoreLabel', { revision: version.revision })}
                  onClick={() => void restore(version)}
                >
                  {t('history.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
