import type { CanvasSize } from '../arrange/canvas-size';
import type { EditorStore } from '../stores/editor-store';

/** One history entry: the open slide's canvas size (elements stay where they are). */
export function setCanvasSize(store: EditorStore, size: CanvasSize): void {
  store.getState().commit((doc) => {
    if (doc.width === size.width && doc.height === size.height) return doc;
    return { ...doc, width: size.width, height: size.height };
  }, 'Canvas size');
}

/** One history entry per gesture: a colour picker drag merges into one step. */
export function setCanvasBackground(store: EditorStore, colour: string, gesture?: string): void {
  store
    .getState()
    .commit(
      (doc) => (doc.background === colour ? doc : { ...doc, background: colour }),
      'Background colour',
      gesture ? { mergeKey: gesture } : undefined,
    );
}
