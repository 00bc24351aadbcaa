import type { CanvasSize } from '../arrange/canvas-size';
import type { SlideDocument } from '../schema/document/document';
import { translateElement } from '../schema/document/geometry';
import type { Translate } from '../i18n/create-i18n';
import type { EditorStore } from '../stores/editor-store';

/** One history entry: the open slide's canvas size (elements stay where they are). */
export function setCanvasSize(store: EditorStore, size: CanvasSize, t: Translate): void {
  store.getState().commit((doc) => {
    if (doc.width === size.width && doc.height === size.height) return doc;
    return { ...doc, width: size.width, height: size.height };
  }, t('history.canvasSize'));
}

/**
 * The slide at `size`, everything on it moved by half the change so what was in the middle stays
 * there (Preflight's fix for a slide of another shape than the journal's).
 */
export function resizedAroundCentre(doc: SlideDocument, size: CanvasSize): SlideDocument {
  if (doc.width === size.width && doc.height === size.height) return doc;
  const dx = (size.width - doc.width) / 2;
  const dy = (size.height - doc.height) / 2;
  return {
    ...doc,
    width: size.width,
    height: size.height,
    elements: doc.elements.map((element) => translateElement(element, dx, dy)),
  };
}

/** One history entry per gesture: a colour picker drag merges into one step. */
export function setCanvasBackground(
  store: EditorStore,
  colour: string,
  t: Translate,
  gesture?: string,
): void {
  store
    .getState()
    .commit(
      (doc) => (doc.background === colour ? doc : { ...doc, background: colour }),
      t('history.background'),
      gesture ? { mergeKey: gesture } : undefined,
    );
}
