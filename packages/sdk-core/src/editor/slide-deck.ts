import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import type { Creation } from '../schema/contract/creation';
import type { SlideDocument } from '../schema/document/document';
import type { Translate } from '../i18n/create-i18n';
import { loadSchema } from '../schema/loader';
import type { EditorState, EditorStore } from '../stores/editor-store';
import type { Autosave } from './autosave';
import { createSlideSync, type SlideSync } from './slide-sync';

/**
 * How many closed slides keep their undo history (the ones left most recently); older ones keep
 * only their document, so memory stays bounded however many slides a deck has.
 */
export const SLIDES_WITH_HISTORY = 10;

/** What the slides panel shows: the order and which slide is open. */
export interface SlideDeckState {
  slideIds: readonly string[];
  currentSlideId: string;
}

/** One slide's document with its own undo/redo history, kept while another slide is open. */
type SlideSnapshot = Pick<EditorState, 'document' | 'past' | 'future' | 'lastAction'>;

export interface SlideDeck {
  state: StoreApi<SlideDeckState>;
  /** A counter per slide whose stored document changed while it was not open (thumbnails). */
  changes: StoreApi<Readonly<Record<string, number>>>;
  currentSlideId(): string;
  /** The sync unit (revision, conflict) of a slide of the deck. */
  syncOf(slideId: string): SlideSync;
  /** A slide's latest document: the open one from the store, others cached or fetched once. */
  documentOf(slideId: string): Promise<SlideDocument>;
  goToSlide(slideId: string): Promise<void>;
  /** A new empty slide right after the open one, then opens it. */
  addSlide(): Promise<string>;
  duplicateSlide(slideId?: string): Promise<string>;
  deleteSlide(slideId?: string): Promise<void>;
  /** Moves a slide to `toIndex` of the order (stored on the server; undone there if it fails). */
  moveSlide(slideId: string, toIndex: number): Promise<void>;
  copySlideTo(targetCreationId: string, slideId?: string): Promise<void>;
  /**
   * Gives every slide of the creation this size in one API call (one transaction on the server),
   * after storing the open slide. Closed slides the call stored again keep their history at the
   * new size; one changed elsewhere meanwhile is read afresh when next needed.
   */
  resizeAll(size: { width: number; height: number }): Promise<void>;
  /**
   * Reads the creation's slides again, after someone else added, deleted, reordered, resized or
   * restored some: the order follows, slides stored anew are read afresh when next needed, and
   * when the open slide is gone its neighbour opens.
   */
  refresh(): Promise<void>;
}

export interface SlideDeckOptions {
  api: FiguraApi;
  creation: Creation;
  store: EditorStore;
  autosave: Autosave;
  /** The sync unit of the slide open in the store. */
  openSync: SlideSync;
  /** The editor's words (namespace `common`) for what the deck refuses itself. */
  t: Translate;
}

/**
 * The creation's slides around one editor store: switching slides saves the open one, then swaps
 * the store's document and history for the other slide's (so each slide keeps its own undo
 * stack), and points autosave at the other slide's sync unit. Operations run one at a time.
 */
export function createSlideDeck(options: SlideDeckOptions): SlideDeck {
  const { api, creation, store, autosave, openSync, t } = options;
  const creationId = creation.id;
  const ordered = [...creation.slides].sort((a, b) => a.position - b.position);
  const state = createStore<SlideDeckState>()(() => ({
    slideIds: ordered.map((slide) => slide.id),
    currentSlideId: openSync.slideId,
  }));
  const syncs = new Map<string, SlideSync>();
  const track = (slideId: string, revision: number) => {
    const sync = createSlideSync({ api, creationId, slideId, revision });
    syncs.set(slideId, sync);
    return sync;
  };
  for (const slide of ordered) if (slide.id !== openSync.slideId) track(slide.id, slide.revision);
  syncs.set(openSync.slideId, openSync);
  const snapshots = new Map<string, SlideSnapshot>();
  const loading = new Map<string, Promise<SlideSnapshot>>();
  const changes = createStore<Readonly<Record<string, number>>>()(() => ({}));
  let queue: Promise<unknown> = Promise.resolve();

  const current = () => state.getState().currentSlideId;
  const syncOf = (slideId: string) => {
    const sync = syncs.get(slideId);
    if (!sync) throw new Error(t('errors.slideNotFound'));
    return sync;
  };
  const changed = (slideId: string) =>
    changes.setState({ [slideId]: (changes.getState()[slideId] ?? 0) + 1 });

  /** Runs deck operations one after another, so a double click cannot interleave two switches. */
  function exclusive<T>(operation: () => Promise<T>): Promise<T> {
    const run = queue.then(operation, operation);
    queue = run.catch(() => undefined);
    return run;
  }

  function snapshotOf(slideId: string): Promise<SlideSnapshot> {
    const cached = snapshots.get(slideId);
    if (cached) return Promise.resolve(cached);
    let pending = loading.get(slideId);
    if (!pending) {
      pending = Promise.all([api.getSlideContent(creationId, slideId), loadSchema()]).then(
        ([content, schemas]) => {
          const snapshot: SlideSnapshot = {
            document: schemas.parseSlideDocument(content.content),
            past: [],
            future: [],
            lastAction: undefined,
          };
          syncs.get(slideId)?.adopt(content.revision);
          // Opened meanwhile: the store's copy is the live one, keep it out of the cache.
          if (current() !== slideId) snapshots.set(slideId, snapshot);
          return snapshot;
        },
      );
      loading.set(slideId, pending);
      void pending.finally(() => loading.delete(slideId)).catch(() => undefined);
    }
    return pending;
  }

  /** Saves the open slide; resolves once nothing is pending (rejects if that is impossible). */
  async function flushCurrent(): Promise<void> {
    for (let attempt = 0; attempt < 5 && autosave.hasUnsavedChanges(); attempt++) {
      await autosave.flush();
    }
  }

  /**
   * Swaps the store over to `slideId`. The open slide is saved first (after the other one has
   * loaded, so edits made meanwhile are stored too) unless it is being deleted.
   */
  async function open(slideId: string, saveCurrent = true): Promise<void> {
    if (slideId === current()) return;
    const target = await snapshotOf(slideId);
    if (saveCurrent) await flushCurrent();
    const { document, past, future, lastAction } = store.getState();
    keepClosed(current(), { document, past, future, lastAction });
    snapshots.delete(slideId);
    state.setState({ currentSlideId: slideId });
    autosave.switchTo(syncOf(slideId), target.document);
    store.setState({ ...target, selection: [] });
  }

  const sameOrder = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((id, index) => id === b[index]);

  /** Caches a slide being left (as the most recent), dropping the oldest histories beyond the bound. */
  function keepClosed(slideId: string, snapshot: SlideSnapshot): void {
    snapshots.delete(slideId);
    snapshots.set(slideId, snapshot);
    const withHistory = [...snapshots].filter(
      ([, kept]) => kept.past.length > 0 || kept.future.length > 0,
    );
    for (const [id, kept] of withHistory.slice(0, -SLIDES_WITH_HISTORY))
      snapshots.set(id, { document: kept.document, past: [], future: [], lastAction: undefined });
  }

  /** A commentor's deck is read as it is: the panel offers no change, the server refuses one. */
  function requireEditable(): void {
    if (store.getState().readOnly) throw new Error(t('errors.viewOnly'));
  }

  function requireSlide(slideId: string): void {
    if (!state.getState().slideIds.includes(slideId)) throw new Error(t('errors.slideNotFound'));
  }

  function insertAfter(afterId: string, slideId: string): void {
    const ids = [...state.getState().slideIds];
    ids.splice(ids.indexOf(afterId) + 1, 0, slideId);
    state.setState({ slideIds: ids });
  }

  return {
    state,
    changes,
    currentSlideId: current,
    syncOf,
    async documentOf(slideId) {
      if (slideId === current()) return store.getState().document;
      return (await snapshotOf(slideId)).document;
    },

    goToSlide: (slideId) =>
      exclusive(async () => {
        requireSlide(slideId);
        if (slideId === current()) return;
        await flushCurrent();
        await open(slideId);
      }),

    addSlide: () =>
      exclusive(async () => {
        requireEditable();
        const after = current();
        await flushCurrent();
        const added = await api.addSlide(creationId, { afterSlideId: after });
        track(added.id, added.revision);
        insertAfter(after, added.id);
        await open(added.id);
        return added.id;
      }),

    duplicateSlide: (slideId = current()) =>
      exclusive(async () => {
        requireEditable();
        requireSlide(slideId);
        // The server copies what it has stored: store the open slide first.
        await flushCurrent();
        const copy = await api.duplicateSlide(creationId, slideId);
        track(copy.id, copy.revision);
        const source =
          slideId === current() ? store.getState().document : snapshots.get(slideId)?.document;
        if (source) {
          snapshots.set(copy.id, { document: source, past: [], future: [], lastAction: undefined });
        }
        insertAfter(slideId, copy.id);
        await open(copy.id);
        return copy.id;
      }),

    deleteSlide: (slideId = current()) =>
      exclusive(async () => {
        requireEditable();
        requireSlide(slideId);
        const ids = state.getState().slideIds;
        // The server refuses it too (LAST_SLIDE_MESSAGE); asking first saves a round trip.
        if (ids.length <= 1) throw new Error(t('errors.lastSlide'));
        // Backups keep deleted work restorable: store the latest edits before deleting.
        if (slideId === current()) await flushCurrent().catch(() => undefined);
        await api.deleteSlide(creationId, slideId);
        const index = ids.indexOf(slideId);
        const remaining = ids.filter((id) => id !== slideId);
        if (slideId === current()) {
          const neighbour = remaining[Math.min(index, remaining.length - 1)]!;
          // Drop the deleted slide's unsaved state so nothing tries to save it again.
          autosave.markSaved(store.getState().document);
          await open(neighbour, false);
        }
        snapshots.delete(slideId);
        syncs.delete(slideId);
        state.setState({ slideIds: remaining });
      }),

    moveSlide: (slideId, toIndex) =>
      exclusive(async () => {
        requireEditable();
        requireSlide(slideId);
        const before = state.getState().slideIds;
        const ids = before.filter((id) => id !== slideId);
        const index = Math.max(0, Math.min(ids.length, Math.round(toIndex)));
        ids.splice(index, 0, slideId);
        if (ids.every((id, position) => id === before[position])) return;
        state.setState({ slideIds: ids });
        try {
          await api.reorderSlides(creationId, ids);
        } catch (error) {
          state.setState({ slideIds: before });
          throw error;
        }
      }),

    resizeAll: (size) =>
      exclusive(async () => {
        requireEditable();
        // Stored first, so the server finds the open slide at its size and leaves it alone.
        await flushCurrent();
        const reply = await api.updateCreation(creationId, size);
        for (const { id, revision } of reply.resizedSlides) {
          const sync = syncs.get(id);
          if (!sync) continue;
          // Exactly one revision on: the server resized what this editor last knew.
          const ours = sync.revision() === revision - 1;
          if (ours) sync.adopt(revision);
          if (id === current()) continue;
          const snapshot = snapshots.get(id);
          if (snapshot && ours) {
            // Its own history stays: undoing there goes back through its earlier documents.
            snapshots.set(id, { ...snapshot, document: { ...snapshot.document, ...size } });
          } else {
            // Changed elsewhere too: read afresh (with its revision) when next needed.
            snapshots.delete(id);
          }
          changed(id);
        }
      }),

    refresh: () =>
      exclusive(async () => {
        const fresh = await api.getCreation(creationId);
        const slides = [...fresh.slides].sort((a, b) => a.position - b.position);
        const ids = slides.map((slide) => slide.id);
        for (const slide of slides) {
          const sync = syncs.get(slide.id);
          if (!sync) track(slide.id, slide.revision);
          else if (slide.id !== current() && sync.revision() !== slide.revision) {
            snapshots.delete(slide.id);
            sync.adopt(slide.revision);
            changed(slide.id);
          }
        }
        const before = state.getState().slideIds;
        const gone = current();
        if (!ids.includes(gone) && ids.length > 0) {
          const index = Math.max(0, before.indexOf(gone));
          const neighbour = ids[Math.min(index, ids.length - 1)]!;
          // Its unsaved state goes with it: nothing tries to save a deleted slide.
          autosave.markSaved(store.getState().document);
          state.setState({ slideIds: ids });
          await open(neighbour, false);
          snapshots.delete(gone);
          syncs.delete(gone);
        }
        if (!sameOrder(before, ids)) state.setState({ slideIds: ids });
      }),

    copySlideTo: (targetCreationId, slideId = current()) =>
      exclusive(async () => {
        requireSlide(slideId);
        if (slideId === current()) await flushCurrent();
        await api.copySlide(creationId, slideId, targetCreationId);
      }),
  };
}
