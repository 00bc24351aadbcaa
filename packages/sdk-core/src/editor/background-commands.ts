// Removing a picture's backdrop in the editor (background-removal.ts does the pixels): the view
// decodes and encodes the image, this counts the removal with the API (the plan's
// `backgroundRemovals`), stores the result as a new file and puts it in the element's place as
// one history step, so Ctrl+Z brings the original back.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import { errorText } from '../api/error-text';
import type { Translate } from '../i18n/create-i18n';
import { fileIdOf, fileRef } from '../schema/document/file-refs';
import { bytesToBase64 } from '../schema/document/image-data';
import type { EditorStore } from '../stores/editor-store';
import type { BackgroundRemovalOptions, Pixels } from './background-removal';
import { removeHere, type BackgroundRemover } from './background-remover';
import { allowanceUsedUp, readAllowance, type PlanAllowance } from './plan-allowance';

/** What the view does for the engine: pictures to pixels and back (a canvas in browsers). */
export interface PixelCodec {
  decode(src: string): Promise<Pixels>;
  /** A PNG of the pixels. */
  encode(pixels: Pixels): Promise<Uint8Array>;
}

export interface BackgroundRemovalState {
  status: 'idle' | 'working' | 'failed';
  message: string | null;
  /** The plan's removals this month (`cap` null: unlimited), once read (`prepare`). */
  allowance: PlanAllowance | null;
}

export interface BackgroundRemoval {
  readonly state: StoreApi<BackgroundRemovalState>;
  prepare(): Promise<void>;
  atLimit(): boolean;
  /** Removes the backdrop of picture `elementId` (an upload or a generated image). */
  apply(elementId: string, options: BackgroundRemovalOptions, codec: PixelCodec): Promise<boolean>;
}

/** Less than this share of the picture left: the tolerance took the subject too. */
const NEARLY_NOTHING = 0.01;

export function createBackgroundRemoval({
  api,
  store,
  resolveFile,
  t,
  remove = removeHere,
}: {
  api: Pick<Partial<FiguraApi>, 'getPlan' | 'storeBackgroundRemoval'>;
  store: EditorStore;
  resolveFile: ((fileId: string) => Promise<string>) | undefined;
  t: Translate;
  /** Where the work is done (default: in this thread). */
  remove?: BackgroundRemover;
}): BackgroundRemoval {
  const state = createStore<BackgroundRemovalState>(() => ({
    status: 'idle',
    message: null,
    allowance: null,
  }));
  const prepare = async () => {
    const allowance = await readAllowance(api, 'backgroundRemovals');
    if (allowance) state.setState({ allowance });
  };
  const fail = (message: string) => {
    state.setState({ status: 'failed', message });
    return false;
  };
  return {
    state,
    prepare,
    atLimit: () => allowanceUsedUp(state.getState().allowance),
    async apply(elementId, options, codec) {
      const element = store.getState().document.elements.find((e) => e.id === elementId);
      if (!element || (element.type !== 'upload' && element.type !== 'generation'))
        return fail(t('backgroundRemoval.notAPicture'));
      state.setState({ status: 'working', message: null });
      try {
        const fileId = fileIdOf(element.src);
        const source = fileId && resolveFile ? await resolveFile(fileId) : element.src;
        const result = await remove(await codec.decode(source), options);
        // The pixel work's module comes with the first removal, not the editor's first frame.
        const { keptShare } = await import('./background-removal');
        if (keptShare(result) < NEARLY_NOTHING) return fail(t('backgroundRemoval.nothingLeft'));
        const png = await codec.encode(result);
        const stored = api.storeBackgroundRemoval ? await api.storeBackgroundRemoval(png) : null;
        const src = stored ? fileRef(stored.id) : `data:image/png;base64,${bytesToBase64(png)}`;
        store.getState().commit(
          (doc) => ({
            ...doc,
            elements: doc.elements.map((e) =>
              e.id === elementId && (e.type === 'upload' || e.type === 'generation')
                ? { ...e, src }
                : e,
            ),
          }),
          t('history.removeBackground'),
        );
        state.setState({ status: 'idle', message: null });
        return true;
      } catch (error) {
        return fail(errorText(error, t));
      } finally {
        void prepare();
      }
    },
  };
}
