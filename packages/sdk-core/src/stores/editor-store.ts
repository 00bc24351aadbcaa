import { createStore, type StoreApi } from 'zustand/vanilla';
import type { SlideDocument } from '../schema/document/document';
import type { FiguraElement } from '../schema/document/elements';
import { changedElementIds, followAttachments } from '../schema/document/attachments';
import { replaceImageSources } from '../schema/document/file-refs';
import type { Translate } from '../i18n/create-i18n';

/** How many undo steps an editor keeps; older steps are dropped first. */
export const DEFAULT_HISTORY_LIMIT = 100;

export type DocumentUpdater = (current: SlideDocument) => SlideDocument;
export type ElementPatch = Partial<FiguraElement>;

export interface CommitOptions {
  /**
   * Consecutive commits with the same key make one history entry (a held arrow key, an opacity
   * slider drag). Callers start a new key for each new gesture.
   */
  mergeKey?: string;
  /**
   * A drop by the pointer: what it moved may snap into place (a protein into a membrane's free
   * slot). Other moves (a nudge, a typed position) never snap, so they can always move it away.
   */
  snap?: boolean;
}

/**
 * An undo history kept outside the store: co-editing's per-person undo (collab/store-binding.ts),
 * which only ever takes back this person's own edits.
 */
export interface SharedHistory {
  undo: () => void;
  redo: () => void;
  canUndo: () => boolean;
  canRedo: () => boolean;
}

export interface EditorState {
  document: SlideDocument;
  /**
   * The document cannot be changed here (a commentor's editor): commits record nothing. Loading
   * another document (replaceDocument) and selecting still work.
   */
  readOnly: boolean;
  /** Ids of the selected elements, in selection order. */
  selection: readonly string[];
  /** Documents before each committed action, oldest first. Never mutated. */
  past: readonly SlideDocument[];
  /** Documents undone, the next redo last. */
  future: readonly SlideDocument[];
  /** What the latest history entry did ("Move", "Add rectangle"), for menus and screen readers. */
  lastAction: string | undefined;
  /** The merge key of the latest history entry, if it may still grow (see CommitOptions). */
  lastMergeKey: string | undefined;

  /** One user action = one history entry. A no-op (same document back) records nothing. */
  commit: (next: SlideDocument | DocumentUpdater, label: string, options?: CommitOptions) => void;
  addElement: (element: FiguraElement, options?: { select?: boolean }) => void;
  updateElements: (
    patches: Readonly<Record<string, ElementPatch>>,
    label?: string,
    options?: CommitOptions,
  ) => void;
  /**
   * Corrects the present document with what drawing it measured (a text's height once its font,
   * size or width changed) without an undo step: the entry that made the change keeps it, and
   * undo brings back the state before, measured in its turn.
   */
  amendElements: (patches: Readonly<Record<string, ElementPatch>>) => void;
  removeElements: (ids: readonly string[]) => void;
  select: (ids: readonly string[]) => void;
  undo: () => void;
  redo: () => void;
  canUndo: () => boolean;
  canRedo: () => boolean;
  /** Loads a document (e.g. from the server) without an undo step; clears history. */
  replaceDocument: (document: SlideDocument) => void;
  /**
   * Swaps image sources for others of the same picture (an uploaded image's data: URL for its
   * stored file) in the document and every history entry: not a user action, so no undo step,
   * and undo never brings the old source back.
   */
  replaceImageSources: (replace: (src: string) => string | undefined) => void;
  /**
   * Shows a document changed elsewhere (a co-editor, the shared undo) without an undo step of
   * this store's own; the selection keeps the elements that still exist.
   */
  receive: (document: SlideDocument) => void;
  /** The undo history in use instead of the store's own (co-editing), if any. */
  sharedHistory: SharedHistory | undefined;
  /** Bumped when the shared history's stacks change, so views re-read canUndo/canRedo. */
  sharedHistoryVersion: number;
  useSharedHistory: (history: SharedHistory | undefined) => void;
  sharedHistoryChanged: () => void;
}

export type EditorStore = StoreApi<EditorState>;

export interface EditorStoreOptions {
  document: SlideDocument;
  historyLimit?: number;
  /**
   * Words for the history entries the store names itself (add, edit, delete), namespace
   * `common`: the editor passes its own. Without it they are named by their keys.
   */
  t?: Translate;
  /** See EditorState.readOnly. */
  readOnly?: boolean;
  /**
   * A step every commit runs on the changed document, given the one before and the ids that
   * changed (it adds those it changes), before attached connectors follow: the editor redraws
   * stretched scientific objects and moves seated proteins with it.
   */
  settle?: (
    document: SlideDocument,
    before: SlideDocument,
    changedIds: Set<string>,
    options: CommitOptions,
  ) => SlideDocument;
}

const keysOnly: Translate = (key) => key;

function keepExisting(selection: readonly string[], document: SlideDocument): readonly string[] {
  if (selection.length === 0) return selection;
  const ids = new Set(document.elements.map((element) => element.id));
  const kept = selection.filter((id) => ids.has(id));
  return kept.length === selection.length ? selection : kept;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // Arrays and objects (text style runs) arrive as fresh copies from fabric: compare their content.
  return (
    typeof a === 'object' &&
    typeof b === 'object' &&
    a !== null &&
    b !== null &&
    JSON.stringify(a) === JSON.stringify(b)
  );
}

/** The patched element, or the same element when the patch changes nothing. */
function patchElement(element: FiguraElement, patch: ElementPatch): FiguraElement {
  const current = element as Record<string, unknown>;
  const changed = Object.entries(patch).some(
    ([key, value]) =>
      key !== 'id' && key !== 'type' && value !== undefined && !sameValue(current[key], value),
  );
  if (!changed) return element;
  // id and type never change through a patch: they identify the element and its fabric object.
  return { ...element, ...patch, id: element.id, type: element.type } as FiguraElement;
}

/** The document with each patched element changed; the same document when nothing changed. */
function patchedDocument(
  doc: SlideDocument,
  patches: Readonly<Record<string, ElementPatch>>,
): SlideDocument {
  let changed = false;
  const elements = doc.elements.map((element) => {
    const patch = patches[element.id];
    if (!patch) return element;
    const next = patchElement(element, patch);
    if (next !== element) changed = true;
    return next;
  });
  return changed ? { ...doc, elements } : doc;
}

/** One store per editor instance: never share it between editors. */
export function createEditorStore({
  document,
  historyLimit = DEFAULT_HISTORY_LIMIT,
  t = keysOnly,
  readOnly = false,
  settle,
}: EditorStoreOptions): EditorStore {
  const limit = Math.max(1, Math.floor(historyLimit));

  return createStore<EditorState>()((set, get) => ({
    document,
    readOnly,
    selection: [],
    past: [],
    future: [],
    lastAction: undefined,
    lastMergeKey: undefined,

    commit(next, label, options = {}) {
      if (get().readOnly) return;
      const current = get().document;
      const changed = typeof next === 'function' ? next(current) : next;
      if (changed === current) return;
      // What follows a change (a redrawn drawing, seated proteins, attached connectors) changes
      // in the same history entry: undo restores all.
      const ids = changedElementIds(current, changed);
      const settled = settle ? settle(changed, current, ids, options) : changed;
      const nextDocument = followAttachments(settled, ids);
      const { mergeKey } = options;
      const merging =
        mergeKey !== undefined && mergeKey === get().lastMergeKey && get().past.length > 0;
      // Merging keeps the entry's "before" document and only moves its "after" forward.
      const past = merging ? get().past : [...get().past, current];
      set({
        document: nextDocument,
        past: past.length > limit ? past.slice(past.length - limit) : past,
        future: [],
        lastAction: label,
        lastMergeKey: mergeKey,
        selection: keepExisting(get().selection, nextDocument),
      });
    },

    addElement(element, options = {}) {
      get().commit(
        (doc) => ({ ...doc, elements: [...doc.elements, element] }),
        t(`history.add.${element.type}`),
      );
      if (options.select ?? true) set({ selection: [element.id] });
    },

    updateElements(patches, label = t('history.edit'), options) {
      if (Object.keys(patches).length === 0) return;
      get().commit((doc) => patchedDocument(doc, patches), label, options);
    },

    amendElements(patches) {
      const current = get().document;
      const changed = patchedDocument(current, patches);
      if (changed === current) return;
      // Attached connectors follow a box that grew, as they do after any change.
      set({ document: followAttachments(changed, Object.keys(patches)) });
    },

    removeElements(ids) {
      if (ids.length === 0) return;
      const removed = new Set(ids);
      get().commit(
        (doc) => {
          const elements = doc.elements.filter((element) => !removed.has(element.id));
          return elements.length === doc.elements.length ? doc : { ...doc, elements };
        },
        t('history.delete', { count: ids.length }),
      );
    },

    select(ids) {
      const next = keepExisting([...new Set(ids)], get().document);
      const current = get().selection;
      if (next.length === current.length && next.every((id, index) => id === current[index]))
        return;
      set({ selection: next });
    },

    undo() {
      const shared = get().sharedHistory;
      if (shared) return shared.undo();
      const { past, future, document: current, selection } = get();
      const previous = past[past.length - 1];
      if (!previous) return;
      set({
        document: previous,
        lastMergeKey: undefined,
        past: past.slice(0, -1),
        future: [...future, current],
        selection: keepExisting(selection, previous),
      });
    },

    redo() {
      const shared = get().sharedHistory;
      if (shared) return shared.redo();
      const { past, future, document: current, selection } = get();
      const next = future[future.length - 1];
      if (!next) return;
      set({
        document: next,
        lastMergeKey: undefined,
        past: [...past, current],
        future: future.slice(0, -1),
        selection: keepExisting(selection, next),
      });
    },

    canUndo: () => get().sharedHistory?.canUndo() ?? get().past.length > 0,
    canRedo: () => get().sharedHistory?.canRedo() ?? get().future.length > 0,

    replaceImageSources(replace) {
      const { document: current, past, future } = get();
      const swap = (doc: SlideDocument) => replaceImageSources(doc, replace);
      const next = swap(current);
      const nextPast = past.map(swap);
      const nextFuture = future.map(swap);
      const same = (a: readonly SlideDocument[], b: readonly SlideDocument[]) =>
        a.every((doc, index) => doc === b[index]);
      if (next === current && same(past, nextPast) && same(future, nextFuture)) return;
      set({ document: next, past: nextPast, future: nextFuture });
    },

    replaceDocument(next) {
      set({
        document: next,
        past: [],
        future: [],
        lastAction: undefined,
        lastMergeKey: undefined,
        selection: keepExisting(get().selection, next),
      });
    },

    receive(next) {
      if (next === get().document) return;
      set({
        document: next,
        lastMergeKey: undefined,
        selection: keepExisting(get().selection, next),
      });
    },

    sharedHistory: undefined,
    sharedHistoryVersion: 0,
    useSharedHistory(history) {
      set({ sharedHistory: history, sharedHistoryVersion: get().sharedHistoryVersion + 1 });
    },
    sharedHistoryChanged() {
      set({ sharedHistoryVersion: get().sharedHistoryVersion + 1 });
    },
  }));
}
