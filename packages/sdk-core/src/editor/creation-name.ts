import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FiguraApi } from '../api/client';
import type { Translate } from '../i18n/create-i18n';
import { MAX_CREATION_NAME } from '../schema/document/constants';
import type { EditorStore } from '../stores/editor-store';

/** A rename in the editor's history: the names before and after, and where it sits. */
interface RenameStep {
  from: string;
  to: string;
  /**
   * How many slide edits were in effect when the step was made (or undone): while that is
   * still so, no slide edit stands after the step, and it is the next to undo (or redo).
   */
  depth: number;
}

export interface CreationNameState {
  /** The creation's name as the person last set it (shown while the server stores it). */
  name: string;
  undoable: readonly RenameStep[];
  redoable: readonly RenameStep[];
}

/**
 * The creation's name as a step of the editor's undo history: renaming is an explicit edit (a
 * host's field commits on Enter or blur), and the editor's undo and redo go through here, so
 * Ctrl+Z takes back a rename as it takes back a slide edit, in the order they were made.
 */
export interface CreationNaming {
  readonly state: StoreApi<CreationNameState>;
  /**
   * Stores a new name (trimmed); one undo step. Rejects with the reason when the name is empty,
   * too long or refused by the server, and the name stays as it was.
   */
  rename(name: string): Promise<void>;
  canUndo(): boolean;
  canRedo(): boolean;
  /**
   * Takes back the latest step: a rename (rejects, name restored, when the server refuses) or
   * the open slide's latest edit (at once, before the promise settles).
   */
  undo(): Promise<void>;
  redo(): Promise<void>;
  dispose(): void;
}

export function createCreationNaming({
  api,
  creationId,
  name,
  store,
  t,
}: {
  api: Pick<FiguraApi, 'updateCreation'>;
  creationId: string;
  name: string;
  store: EditorStore;
  t: Translate;
}): CreationNaming {
  const state = createStore<CreationNameState>()(() => ({ name, undoable: [], redoable: [] }));
  // Renames reach the server one at a time, in the order they were made.
  let queue: Promise<unknown> = Promise.resolve();
  const send = (next: string) => {
    const call = queue.then(() => api.updateCreation(creationId, { name: next }));
    queue = call.catch(() => undefined);
    return call;
  };
  const latest = (steps: readonly RenameStep[]) => steps[steps.length - 1];
  // Slide edits in effect: up with each new edit and each redo, down with each undo. Counted
  // from events, so it works with the store's own history and co-editing's shared one alike.
  let depth = 0;
  const renameIsLatest = (steps: readonly RenameStep[]) => latest(steps)?.depth === depth;

  // A new slide edit (the document before it pushed onto the history) counts, and ends the
  // renames that could be redone, as it ends the slide's own redo. The slide's undo and redo,
  // run from here, are counted there; a co-editor's change or another slide swapped in is no
  // edit of this person's here.
  let replayingSlide = false;
  const unsubscribe = store.subscribe((next, previous) => {
    if (replayingSlide || next.past === previous.past) return;
    const edited =
      next.past[next.past.length - 1] === previous.document && next.future.length === 0;
    if (!edited) return;
    depth += 1;
    if (state.getState().redoable.length > 0) state.setState({ redoable: [] });
  });
  const slideStep = (direction: 'undo' | 'redo') => {
    const slide = store.getState();
    if (!(direction === 'undo' ? slide.canUndo() : slide.canRedo())) return;
    replayingSlide = true;
    try {
      slide[direction]();
      depth += direction === 'undo' ? -1 : 1;
    } finally {
      replayingSlide = false;
    }
  };

  /** Moves the latest rename of one stack onto the other, showing `show`; back if refused. */
  async function replay(from: 'undoable' | 'redoable', show: 'from' | 'to'): Promise<void> {
    const to = from === 'undoable' ? 'redoable' : 'undoable';
    const before = state.getState();
    const step = latest(before[from]);
    if (!step) return;
    state.setState({
      name: step[show],
      [from]: before[from].slice(0, -1),
      [to]: [...before[to], step],
    });
    try {
      await send(step[show]);
    } catch (error) {
      const now = state.getState();
      state.setState({
        name: step[show === 'from' ? 'to' : 'from'],
        [to]: now[to].filter((kept) => kept !== step),
        [from]: [...now[from], step],
      });
      throw error;
    }
  }

  return {
    state,
    async rename(requested) {
      const next = requested.trim();
      if (!next) throw new RangeError(t('errors.nameEmpty'));
      if (next.length > MAX_CREATION_NAME)
        throw new RangeError(t('errors.nameTooLong', { max: MAX_CREATION_NAME }));
      const before = state.getState();
      if (next === before.name) return;
      const step: RenameStep = { from: before.name, to: next, depth };
      state.setState({ name: next, undoable: [...before.undoable, step], redoable: [] });
      try {
        await send(next);
      } catch (error) {
        const now = state.getState();
        state.setState({ name: step.from, undoable: now.undoable.filter((kept) => kept !== step) });
        throw error;
      }
    },
    canUndo: () => renameIsLatest(state.getState().undoable) || store.getState().canUndo(),
    canRedo: () => renameIsLatest(state.getState().redoable) || store.getState().canRedo(),
    async undo() {
      if (renameIsLatest(state.getState().undoable)) return replay('undoable', 'from');
      slideStep('undo');
    },
    async redo() {
      if (renameIsLatest(state.getState().redoable)) return replay('redoable', 'to');
      slideStep('redo');
    },
    dispose: unsubscribe,
  };
}
