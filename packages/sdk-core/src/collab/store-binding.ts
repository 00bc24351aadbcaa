import * as Y from 'yjs';
import type { SlideDocument } from '../schema/document/document';
import { sameJson } from '../schema/document/same-json';
import type { EditorStore, SharedHistory } from '../stores/editor-store';
import { holdsSlide, readSlideDocument, slideTypes, writeSlideDocument } from './y-document';

/** Edits made within this long of each other (without a new gesture) undo together. */
export const UNDO_CAPTURE_MS = 500;

export interface StoreBinding {
  /** This person's undo: only their own edits, never a co-editor's. */
  history: SharedHistory;
  undoManager: Y.UndoManager;
  dispose(): void;
}

/** This person's undo in a room's Y.Doc: their own edits (transactions of `origin`) only. */
export function createRoomUndo(doc: Y.Doc, origin: object): Y.UndoManager {
  const { slide, elements, order } = slideTypes(doc);
  return new Y.UndoManager([slide, elements, order], {
    trackedOrigins: new Set([origin]),
    captureTimeout: UNDO_CAPTURE_MS,
  });
}

/** `loaded` for a binding where the room's document wins whatever the store holds. */
export const TAKE_ROOM = 'room';

/**
 * Binds an editor store to a slide's Y.Doc. The store's edits go into the Y.Doc as transactions
 * of `origin` (this person); every other change (a co-editor's, this person's undo) comes back
 * into the store by element id (unchanged elements keep their objects, so the canvas redraws
 * only what changed: the canvas is a view of the store). Undo and redo go through a
 * Y.UndoManager that tracks `origin` only, so undo never takes back someone else's edit.
 *
 * Call it once the Y.Doc holds the room's content (the provider synced). A room that is still
 * empty (new) takes the store's document; otherwise the store takes the room's, unless the store
 * was edited since `loaded` (the document the editor opened): those edits go into the room.
 * `TAKE_ROOM`: the store takes the room's document whatever it holds (a refused change).
 * `kept`: the caller's undo for this Y.Doc (createRoomUndo), which outlives the binding (the
 * person leaves the slide and comes back to it); without, the binding's own, gone with it.
 */
export function bindStoreToYDoc(
  store: EditorStore,
  doc: Y.Doc,
  origin: object,
  loaded: SlideDocument | typeof TAKE_ROOM = store.getState().document,
  kept?: Y.UndoManager,
): StoreBinding {
  const undoManager = kept ?? createRoomUndo(doc, origin);
  // What is edited after coming back is a step of its own.
  undoManager.stopCapturing();
  let applying = false;

  const unsubscribeStore = store.subscribe((state, previous) => {
    if (applying || state.document === previous.document) return;
    // A new gesture (no merge key, or another one) starts a new undo step.
    if (state.lastMergeKey === undefined || state.lastMergeKey !== previous.lastMergeKey)
      undoManager.stopCapturing();
    writeSlideDocument(doc, state.document, origin);
  });

  /**
   * The store shows the room's document. What changes it in reply, at once (the editor swapping
   * an image's data for the stored file it already uploaded), goes back into the room: it
   * happened while the room's document was being shown, when edits are not written.
   */
  const show = (next: SlideDocument) => {
    applying = true;
    try {
      store.getState().receive(next);
    } finally {
      applying = false;
    }
    const now = store.getState().document;
    if (now !== next) writeSlideDocument(doc, now, origin);
  };

  const current = store.getState().document;
  if (!holdsSlide(doc) || (loaded !== TAKE_ROOM && current !== loaded))
    writeSlideDocument(doc, current, origin);
  else show(readSlideDocument(doc, current));

  const onTransaction = (transaction: Y.Transaction) => {
    if (transaction.origin === origin || transaction.changed.size === 0) return;
    const before = store.getState().document;
    const next = readSlideDocument(doc, before);
    if (next === before || sameJson(next, before)) return;
    show(next);
  };
  doc.on('afterTransaction', onTransaction);

  const stacksChanged = () => store.getState().sharedHistoryChanged();
  undoManager.on('stack-item-added', stacksChanged);
  undoManager.on('stack-item-popped', stacksChanged);
  undoManager.on('stack-cleared', stacksChanged);

  const history: SharedHistory = {
    undo: () => void undoManager.undo(),
    redo: () => void undoManager.redo(),
    canUndo: () => undoManager.canUndo(),
    canRedo: () => undoManager.canRedo(),
  };
  store.getState().useSharedHistory(history);

  return {
    history,
    undoManager,
    dispose() {
      unsubscribeStore();
      doc.off('afterTransaction', onTransaction);
      undoManager.off('stack-item-added', stacksChanged);
      undoManager.off('stack-item-popped', stacksChanged);
      undoManager.off('stack-cleared', stacksChanged);
      if (!kept) undoManager.destroy();
      if (store.getState().sharedHistory === history) store.getState().useSharedHistory(undefined);
    },
  };
}
