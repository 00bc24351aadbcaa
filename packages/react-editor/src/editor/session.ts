import type { FiguraApi, FirstSlide } from '@figura/sdk-core/api';
import { loadSchema, sameJson } from '@figura/sdk-core/model';
import type { Creation, SlideDocument } from '@figura/sdk-core/schema';
import {
  createAutosave,
  createEditorStore,
  isStaleWriteError,
  type Autosave,
  type AutosaveTimers,
  type EditorStore,
} from '@figura/sdk-core/stores';
import { markOpenPhase } from '../perf/marks';
import { createEmitter } from './emitter';
import { downloadFileName } from './new-elements';
import { createSlideDeck, type SlideDeck } from './slide-deck';
import type { EditorEvents, FiguraEditor, SaveEventDetail } from './types';

export interface EditorSessionOptions {
  api: FiguraApi;
  creationId: string;
  /** Saves a downloaded file (the component passes one bound to its own document). */
  saveFile: (blob: Blob, fileName: string) => void;
  timers?: Partial<AutosaveTimers>;
  autosaveDebounceMs?: number;
  retryDelaysMs?: readonly number[];
  /** The creation and its first slide, if the host started loading them already. */
  firstSlide?: Promise<FirstSlide>;
}

/** One open editor: its creation, store, autosave and the host-facing editor object. */
export interface EditorSession {
  creation: Creation;
  /** The slides and which one is open; `store` always holds the open slide. */
  deck: SlideDeck;
  api: FiguraApi;
  store: EditorStore;
  autosave: Autosave;
  editor: FiguraEditor;
  /**
   * Validates the first slide when it was opened as received (FirstSlide.check); resolves at once
   * otherwise. Afterwards the store holds the validated document (replaced only when validation
   * changed it). Rejects when the replies are not a creation and a Figura document.
   */
  check(): Promise<void>;
  /** After a conflict: store this version on top of the server's newer one. */
  keepMine(): Promise<void>;
  /** After a conflict: drop local changes and load the server's version. */
  loadTheirs(): Promise<void>;
  dispose(): void;
}

/**
 * Loads the creation's first slide and wires store, autosave and events around it. Other slides
 * open in the same store (see slide-deck.ts), each with its own history.
 */
export async function openEditorSession(options: EditorSessionOptions): Promise<EditorSession> {
  const { api, creationId } = options;
  // Fetched and migrated; validated already, or as received with `check` to validate it (the
  // editor draws first and checks right after: see EditorSession.check).
  const first = await (options.firstSlide ?? api.getFirstSlide(creationId, { checkLater: true }));
  const { creation, slide, content, document } = first;
  markOpenPhase('slide-parsed');

  const store = createEditorStore({ document });
  const events = createEmitter<EditorEvents>();
  /** The revision the server reported in the last 409, adopted by "Keep mine". */
  let serverRevision: number | undefined;

  // Subscribed before autosave so hosts hear of a change before its save starts.
  const unsubscribeChange = store.subscribe((state, previous) => {
    if (state.document !== previous.document) events.emit('change', state.document);
  });

  const autosave = createAutosave({
    store,
    debounceMs: options.autosaveDebounceMs,
    retryDelaysMs: options.retryDelaysMs,
    timers: options.timers,
    save: async (doc: SlideDocument) => {
      // The deck only switches slides once nothing is pending, so this is the slide `doc` is of.
      const slideId = deck.currentSlideId();
      try {
        const saved = await api.saveSlideContent(creationId, slideId, {
          revision: deck.revisionOf(slideId),
          content: doc,
        });
        deck.setRevision(slideId, saved.revision);
      } catch (error) {
        if (isStaleWriteError(error)) serverRevision = (error as { revision?: number }).revision;
        throw error;
      }
    },
  });

  const deck: SlideDeck = createSlideDeck({
    api,
    creation,
    store,
    autosave,
    firstSlide: { id: slide.id, revision: content.revision },
  });

  const saveState = (): SaveEventDetail => {
    const { status, error } = autosave.status.getState();
    const revision = deck.revisionOf(deck.currentSlideId());
    return status === 'saved' ? { status, revision } : error ? { status, error } : { status };
  };

  const unsubscribers = [
    unsubscribeChange,
    autosave.status.subscribe((state, previous) => {
      if (state.status !== previous.status || state.lastSavedAt !== previous.lastSavedAt)
        events.emit('save', saveState());
    }),
    deck.state.subscribe((state, previous) => {
      if (state !== previous) events.emit('slides', state);
    }),
  ];

  const editor: FiguraEditor = {
    getDocument: () => store.getState().document,
    getSelection: () => store.getState().selection,
    select: (ids) => store.getState().select(ids),
    addElement: (element) => store.getState().addElement(element),
    deleteSelected: () => store.getState().removeElements(store.getState().selection),
    on: (event, listener) => events.on(event, listener),
    undo: () => store.getState().undo(),
    redo: () => store.getState().redo(),
    canUndo: () => store.getState().canUndo(),
    canRedo: () => store.getState().canRedo(),
    flush: () => autosave.flush(),
    async downloadPng() {
      await autosave.flush();
      // The name may have changed since the editor opened (the portal renames in place).
      const [blob, current] = await Promise.all([
        api.downloadSlide(creationId, deck.currentSlideId(), { format: 'png' }),
        api.getCreation(creationId).catch(() => creation),
      ]);
      options.saveFile(blob, downloadFileName(current.name, 'png'));
    },
    getSaveState: saveState,
    getSlides: () => deck.state.getState().slideIds,
    getCurrentSlideId: () => deck.currentSlideId(),
    goToSlide: (slideId) => deck.goToSlide(slideId),
    addSlide: () => deck.addSlide(),
    duplicateSlide: (slideId) => deck.duplicateSlide(slideId),
    deleteSlide: (slideId) => deck.deleteSlide(slideId),
    moveSlide: (slideId, toIndex) => deck.moveSlide(slideId, toIndex),
    copySlideTo: (targetCreationId, slideId) => deck.copySlideTo(targetCreationId, slideId),
  };

  return {
    creation,
    deck,
    api,
    store,
    autosave,
    editor,
    async check() {
      if (!first.check) return;
      const checked = await first.check();
      // Validation leaves a stored document as it is; should it change one (defaults filled in),
      // the store takes the validated one unless the document was edited meanwhile (the editor
      // is inert until checked, but hosts and tests may edit through the API), then the server
      // validates what is saved.
      if (sameJson(checked.document, document)) return;
      if (store.getState().document !== document) return;
      autosave.markSaved(checked.document);
      store.getState().replaceDocument(checked.document);
    },
    async keepMine() {
      if (serverRevision !== undefined) deck.setRevision(deck.currentSlideId(), serverRevision);
      serverRevision = undefined;
      await autosave.retryNow();
    },
    async loadTheirs() {
      const slideId = deck.currentSlideId();
      const latest = await api.getSlideContent(creationId, slideId);
      const theirs = (await loadSchema()).parseSlideDocument(latest.content);
      deck.setRevision(slideId, latest.revision);
      serverRevision = undefined;
      autosave.markSaved(theirs);
      store.getState().replaceDocument(theirs);
    },
    dispose() {
      autosave.dispose();
      for (const unsubscribe of unsubscribers) unsubscribe();
      events.clear();
    },
  };
}
