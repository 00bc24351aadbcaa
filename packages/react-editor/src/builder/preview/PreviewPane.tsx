import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { overflowsIn, type BuiltAbstract } from '@figura/sdk-core/builder';
import { useTranslation } from '../../i18n/translation';
import type { PreviewCanvasProps } from './PreviewCanvas';

type Canvas = ComponentType<PreviewCanvasProps>;

// The preview's code once loaded (the module, like React.lazy's cache; no builder state).
let loadedCanvas: Canvas | null = null;
const loadCanvas = () =>
  import('./PreviewCanvas').then((module) => (loadedCanvas = module.default));

export interface PreviewPaneProps {
  documents: StoreApi<BuiltAbstract>;
  /** The draft (placeholders in empty fields) while the author works, the journal's document to export. */
  which: 'draft' | 'document';
  /** The journal's name for the size line ("Cell"). */
  profileName: string;
}

/**
 * The live preview beside every step. Its code (fabric, the renderer) loads after the builder's
 * first frame, so the steps take input first; until then the pane says it is coming.
 */
export function PreviewPane({ documents, which, profileName }: PreviewPaneProps) {
  const { t } = useTranslation('builder');
  const [Canvas, setCanvas] = useState<Canvas | null>(() => loadedCanvas);
  const [failed, setFailed] = useState(false);
  const document = useStore(documents, (state) => state[which]);
  const tooLong = useStore(documents, (state) => overflowsIn(state, which).length);

  useEffect(() => {
    if (Canvas) return;
    let live = true;
    loadCanvas().then(
      (loaded) => live && setCanvas(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [Canvas]);

  const label = document.alt?.trim() || t('preview.label');
  return (
    <section className="figura-builder-preview" aria-label={t('preview.heading')}>
      {Canvas ? (
        <Canvas documents={documents} which={which} label={label} />
      ) : (
        <p role={failed ? 'alert' : 'status'} className="figura-message">
          {failed ? t('preview.failed') : t('preview.loading')}
        </p>
      )}
      <p className="figura-builder-preview-caption">
        {t('preview.size', {
          width: document.width,
          height: document.height,
          profile: profileName,
        })}
      </p>
      {tooLong > 0 && (
        <p className="figura-builder-preview-caption figura-builder-too-long">
          {t('preview.tooLong', { count: tooLong, profile: profileName })}
        </p>
      )}
    </section>
  );
}
