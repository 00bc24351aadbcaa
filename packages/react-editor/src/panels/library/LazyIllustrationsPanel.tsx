import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { IllustrationsPanelProps } from './IllustrationsPanel';
import { fetchFirstPage, fetchLibraryData } from './library-data';

type Panel = ComponentType<IllustrationsPanelProps>;

// The panel's code, once loaded (the module itself, like React.lazy's cache; no editor state).
let loadedPanel: Panel | null = null;
const loadPanel = () =>
  import('./IllustrationsPanel').then((module) => (loadedPanel = module.default));

/**
 * The Illustrations panel, its code loaded on first use. Not React.lazy: a Suspense fallback holds
 * the panel back for a while once shown, and here the first results should appear as soon as the
 * code, the index and the first thumbnails are in. The index is asked for at once, in parallel
 * with the code.
 */
export function LazyIllustrationsPanel(props: IllustrationsPanelProps) {
  const { t } = useTranslation('editor');
  const [panel, setPanel] = useState<Panel | null>(() => loadedPanel);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { api } = props.editor;

  useEffect(() => {
    // Errors are the panel's to show (it asks again); this only starts the request early.
    fetchLibraryData(api).catch(() => undefined);
    fetchFirstPage(api).catch(() => undefined);
    if (panel) return;
    let live = true;
    loadPanel().then(
      (loaded) => live && setPanel(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, panel, attempt]);

  if (panel) {
    const Loaded = panel;
    return <Loaded {...props} />;
  }
  return (
    <aside className="figura-panel">
      {failed ? (
        <p role="alert" className="figura-message">
          {t('library.loadFailed')}{' '}
          <button
            type="button"
            className="figura-button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('tryAgain')}
          </button>
        </p>
      ) : (
        <p role="status" className="figura-message">
          {t('library.loading')}
        </p>
      )}
    </aside>
  );
}
