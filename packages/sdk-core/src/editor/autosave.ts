import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, StaleWriteError } from '../api/errors';
import type { Translate } from '../i18n/create-i18n';
import type { SlideDocument } from '../schema/document/document';
import type { SlideSync } from './slide-sync';

/**
 * `failed`: the save will be tried again (the network, the server); `refused`: the server said
 * no for a reason retrying cannot change (the plan's cap, a document it will not take), so the
 * work waits, kept, for the person (Retry now once the reason is gone).
 */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'refused' | 'conflict';

/** A 4xx retrying cannot change; 401 (a token renewed), 408 and 429 (wait and try) can. */
function isRefusal(error: unknown): boolean {
  const code = error instanceof ApiError ? error.status : null;
  return code !== null && code >= 400 && code < 500 && ![401, 408, 429].includes(code);
}

export interface AutosaveState {
  status: AutosaveStatus;
  /** The last failure's message (failed, refused or conflict). */
  error?: string;
  /** Epoch milliseconds of the last successful save. */
  lastSavedAt?: number;
}

export interface AutosaveTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

/** What autosave writes through: the open slide's sync unit (slide-sync.ts) or a stand-in. */
export type AutosaveTarget = Pick<SlideSync, 'save'>;

/** What autosave watches: a store holding the document to save (the editor's, or the builder's). */
export type AutosaveDocumentStore = Pick<
  StoreApi<{ document: SlideDocument; readOnly?: boolean }>,
  'getState' | 'subscribe'
>;

export interface AutosaveOptions {
  store: AutosaveDocumentStore;
  /** Where the store's document is saved; `switchTo` changes it when another slide opens. */
  target: AutosaveTarget;
  debounceMs?: number;
  /** Waits between retries after a failure; the last one repeats. */
  retryDelaysMs?: readonly number[];
  /** The host's timers (an editor passes its window's); defaults to globalThis. */
  timers?: Partial<AutosaveTimers>;
  /** The editor's words (namespace `common`), for failures that come without a message. */
  t: Translate;
  /**
   * Commits input a view holds that the store does not have yet (text still being typed on the
   * canvas), before a flush or the question of unsaved work, so neither misses it.
   */
  commitPendingInput?: () => void;
}

export interface Autosave {
  status: StoreApi<AutosaveState>;
  /** Saves now; resolves once the latest document is stored, rejects if that save fails. */
  flush: () => Promise<void>;
  /** Saves now, also after a conflict (the caller has settled the revision, e.g. "Keep mine"). */
  retryNow: () => Promise<void>;
  /** Declares `document` stored (e.g. after loading the server's version); clears failure state. */
  markSaved: (document: SlideDocument) => void;
  /**
   * From now on saves go to `target`, which holds `document` (another slide was opened). Call it
   * only once nothing is pending (hasUnsavedChanges() false) or the pending work is dropped.
   */
  switchTo: (target: AutosaveTarget, document: SlideDocument) => void;
  /**
   * While a co-editing room holds the open slide, saves go to the room (the server stores the
   * room) instead of the target; `undefined` goes back to the target (REST).
   */
  useRoom: (room: AutosaveTarget | undefined) => void;
  /** Whether the editor holds changes the server does not have yet. */
  hasUnsavedChanges: () => boolean;
  dispose: () => void;
}

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10000, 30000];

function messageOf(error: unknown, t: Translate): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return t('errors.unexpected');
}

/** What flushing after dispose rejects with; callers drop it (it is never shown). */
// eslint-disable-next-line i18next/no-literal-string -- never shown, see above
const disposedError = () => new Error('Autosave was disposed');

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Saves the editor's document a moment after each change and never drops unsaved work: a failed
 * save keeps the document, shows 'failed' and retries with backoff; a stale write stops at
 * 'conflict' until the user chooses.
 */
export function createAutosave(options: AutosaveOptions): Autosave {
  const { store, debounceMs = 800, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS } = options;
  let target = options.target;
  let room: AutosaveTarget | undefined;
  const timers: AutosaveTimers = {
    setTimeout:
      options.timers?.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms)),
    clearTimeout:
      options.timers?.clearTimeout ??
      ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>)),
    now: options.timers?.now ?? (() => Date.now()),
  };
  const status = createStore<AutosaveState>()(() => ({ status: 'idle' }));

  let saved: SlideDocument = store.getState().document;
  let saving = false;
  let failures = 0;
  let timer: unknown;
  let disposed = false;
  let waiters: Waiter[] = [];

  const isDirty = () => store.getState().document !== saved;

  function clearTimer() {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  }

  function schedule(ms: number) {
    clearTimer();
    timer = timers.setTimeout(() => {
      timer = undefined;
      void run();
    }, ms);
  }

  function settleWaiters(error?: unknown) {
    const pending = waiters;
    waiters = [];
    for (const waiter of pending) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  }

  /**
   * A person who may not change the slide (a commentor, or an editor whose right was taken away
   * while here) has nothing to save: what is on screen stays, and no failure is shown.
   */
  function nothingToSave(): boolean {
    if (!store.getState().readOnly) return false;
    saved = store.getState().document;
    failures = 0;
    status.setState({ status: 'saved', error: undefined, lastSavedAt: timers.now() });
    settleWaiters();
    return true;
  }

  async function run(): Promise<void> {
    if (disposed || saving) return;
    clearTimer();
    if (!isDirty()) {
      settleWaiters();
      return;
    }
    if (nothingToSave()) return;
    const document = store.getState().document;
    saving = true;
    status.setState({ status: 'saving' }, false);
    try {
      await (room ?? target).save(document);
    } catch (error) {
      saving = false;
      if (disposed || nothingToSave()) return;
      // A stale write: retrying would overwrite the newer version, so wait for the user.
      if (error instanceof StaleWriteError) {
        status.setState({ status: 'conflict', error: messageOf(error, options.t) });
      } else if (isRefusal(error)) {
        status.setState({ status: 'refused', error: messageOf(error, options.t) });
      } else {
        status.setState({ status: 'failed', error: messageOf(error, options.t) });
        schedule(retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 5000);
        failures += 1;
      }
      settleWaiters(error);
      return;
    }
    saving = false;
    saved = document;
    failures = 0;
    if (disposed) return;
    // Changes made while the request was in flight are not saved yet: still "saving", never an
    // old "saved" that would let someone close the page on them.
    const changedMeanwhile = isDirty();
    status.setState({
      status: changedMeanwhile ? 'saving' : 'saved',
      error: undefined,
      lastSavedAt: timers.now(),
    });
    // Save them too (flush waiters wait for them).
    if (changedMeanwhile) {
      if (waiters.length > 0) void run();
      else schedule(debounceMs);
    } else {
      settleWaiters();
    }
  }

  const unsubscribe = store.subscribe((state, previous) => {
    if (disposed) return;
    if (state.readOnly && !previous.readOnly) {
      // A save on its way settles by itself (nothingToSave); a retry waiting is dropped now.
      clearTimer();
      if (!saving) nothingToSave();
      return;
    }
    if (state.document === previous.document) return;
    // Wait for the user's choice (a conflict) or for the reason to go (a refusal): Retry now.
    if (status.getState().status === 'conflict' || status.getState().status === 'refused') return;
    if (!isDirty()) {
      // Back to what is stored (an undo right after an edit): nothing to save, nothing pending.
      if (!saving) {
        clearTimer();
        const shown = status.getState().status;
        if (shown === 'saving' || shown === 'failed')
          status.setState({ status: 'saved', error: undefined });
      }
      return;
    }
    // A newer change also cuts short a pending retry: debounce, then try again with the latest.
    schedule(debounceMs);
    // Show unsaved work as "saving" at once, so nobody reads an old "saved" while a save is pending.
    if (status.getState().status !== 'failed' && status.getState().status !== 'saving') {
      status.setState({ status: 'saving', error: undefined });
    }
  });

  function whenStored(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      waiters.push({ resolve, reject });
      void run();
    });
  }

  return {
    status,
    flush() {
      if (disposed) return Promise.reject(disposedError());
      options.commitPendingInput?.();
      if (!isDirty() && !saving) return Promise.resolve();
      if (status.getState().status === 'conflict') {
        return Promise.reject(new Error(status.getState().error ?? options.t('errors.conflict')));
      }
      if (status.getState().status === 'refused')
        return Promise.reject(new Error(status.getState().error));
      return whenStored();
    },
    retryNow() {
      if (disposed) return Promise.reject(disposedError());
      failures = 0;
      if (!isDirty() && !saving) {
        status.setState({ status: 'saved', error: undefined });
        return Promise.resolve();
      }
      return whenStored();
    },
    markSaved(document) {
      saved = document;
      failures = 0;
      clearTimer();
      status.setState({ status: 'saved', error: undefined, lastSavedAt: timers.now() });
    },
    switchTo(next, document) {
      target = next;
      this.markSaved(document);
    },
    useRoom(next) {
      room = next;
    },
    hasUnsavedChanges: () => {
      if (!disposed) options.commitPendingInput?.();
      return isDirty() || saving;
    },
    dispose() {
      disposed = true;
      clearTimer();
      unsubscribe();
      settleWaiters(disposedError());
    },
  };
}
