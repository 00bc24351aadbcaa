import { describe, expect, it } from 'vitest';
import { ApiError, StaleWriteError } from '../api/errors';
import { createEmptyDocument, elementSchema, type SlideDocument } from '../schema';
import { createEditorStore } from '../stores/editor-store';
import { createAutosave } from './autosave';
import { flushPromises, manualClock } from './testing/manual-clock';
import { englishTranslator } from '../i18n/testing';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const rect = (id: string) =>
  elementSchema.parse({ id, type: 'rect', left: 0, top: 0, width: 10, height: 10 });

function setup(saveImpl: (doc: SlideDocument) => Promise<void>) {
  const clock = manualClock();
  const store = createEditorStore({ document: createEmptyDocument(400, 300) });
  const saves: SlideDocument[] = [];
  const autosave = createAutosave({
    store,
    target: {
      save: (doc) => {
        saves.push(doc);
        return saveImpl(doc);
      },
    },
    debounceMs: 800,
    t: englishTranslator(),
    retryDelaysMs: [1000, 4000],
    timers: clock.timers,
  });
  return { clock, store, saves, autosave, status: () => autosave.status.getState() };
}

describe('createAutosave', () => {
  it('debounces changes and saves the latest document once', async () => {
    const { clock, store, saves, status } = setup(async () => {});
    store.getState().addElement(rect('a'));
    await clock.advance(500);
    store.getState().addElement(rect('b'));
    await clock.advance(799);
    expect(saves).toHaveLength(0);
    await clock.advance(1);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(status()).toMatchObject({ status: 'saved', lastSavedAt: 1300 });
  });

  it('stops saving, without a failure, once the person may no longer change the slide', async () => {
    const { clock, store, saves, status } = setup(async () => {
      throw new Error('You cannot change this creation.');
    });
    store.getState().addElement(rect('a'));
    // Their right is taken away while the save is on its way (co-editing makes the store read-only).
    await clock.advance(800);
    store.setState({ readOnly: true });
    await flushPromises();
    expect(status()).toMatchObject({ status: 'saved' });
    await clock.advance(10_000);
    expect(saves).toHaveLength(1);
    expect(store.getState().document.elements.map((e) => e.id)).toEqual(['a']);
  });

  it('keeps the work after a failure and retries with backoff until it is stored', async () => {
    let fail = 2;
    const { clock, store, saves, status } = setup(async () => {
      if (fail-- > 0) throw new Error('Network down');
    });
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    expect(status()).toMatchObject({ status: 'failed', error: 'Network down' });
    await clock.advance(999);
    expect(saves).toHaveLength(1);
    await clock.advance(1); // first retry after 1 s
    expect(saves).toHaveLength(2);
    expect(status().status).toBe('failed');
    await clock.advance(3999);
    expect(saves).toHaveLength(2);
    await clock.advance(1); // then 4 s
    expect(saves).toHaveLength(3);
    expect(status().status).toBe('saved');
    expect(saves[2]!.elements.map((e) => e.id)).toEqual(['a']);
  });

  it('retries with the newer document when a change arrives after a failure', async () => {
    let fail = true;
    const { clock, store, saves, status } = setup(async () => {
      if (fail) throw new Error('500');
    });
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    expect(status().status).toBe('failed');
    fail = false;
    store.getState().addElement(rect('b'));
    await clock.advance(800);
    expect(saves.at(-1)!.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(status().status).toBe('saved');
  });

  it('stops at conflict on a stale write and only saves again when asked', async () => {
    let stale = true;
    const { clock, store, saves, status, autosave } = setup(async () => {
      if (stale) throw new StaleWriteError({ message: 'Stale', revision: 7 });
    });
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    expect(status().status).toBe('conflict');
    store.getState().addElement(rect('b'));
    await clock.advance(60000);
    expect(saves).toHaveLength(1);
    await expect(autosave.flush()).rejects.toThrow();
    expect(autosave.hasUnsavedChanges()).toBe(true);

    stale = false; // "Keep mine": the host adopted the server revision
    await autosave.retryNow();
    expect(saves).toHaveLength(2);
    expect(saves[1]!.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(status().status).toBe('saved');
  });

  it('stops on a refusal retrying cannot change (the plan’s cap), says why, keeps the work', async () => {
    let full = true;
    const cap = 'Your Starter plan allows 4 creations: upgrade to have more.';
    const { clock, store, saves, status, autosave } = setup(async () => {
      if (full) throw new ApiError(403, { message: cap, limit: 'creations', upsell: 'creations' });
    });
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    expect(status()).toMatchObject({ status: 'refused', error: cap });
    // No retries every few seconds, and none with each edit: the reason has to go first.
    store.getState().addElement(rect('b'));
    await clock.advance(60000);
    expect(saves).toHaveLength(1);
    await expect(autosave.flush()).rejects.toThrow(cap);
    expect(autosave.hasUnsavedChanges()).toBe(true);
    full = false; // a creation deleted, or a plan bought
    await autosave.retryNow();
    expect(saves[1]!.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(status().status).toBe('saved');
    // A server that is down or busy is tried again as before.
    full = true;
    const busy = setup(async () => {
      throw new ApiError(429, { message: 'Too many requests' });
    });
    busy.store.getState().addElement(rect('c'));
    await busy.clock.advance(800);
    expect(busy.status().status).toBe('failed');
    await busy.clock.advance(1000);
    expect(busy.saves).toHaveLength(2);
  });

  it('flush saves now and waits for changes made during a save', async () => {
    const first = deferred();
    let calls = 0;
    const { store, saves, autosave } = setup(() =>
      calls++ === 0 ? first.promise : Promise.resolve(),
    );
    store.getState().addElement(rect('a'));
    let flushed = false;
    const flushing = autosave.flush().then(() => (flushed = true));
    await flushPromises();
    expect(saves).toHaveLength(1);
    store.getState().addElement(rect('b'));
    first.resolve();
    await flushing;
    expect(flushed).toBe(true);
    expect(saves.at(-1)!.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(autosave.hasUnsavedChanges()).toBe(false);
  });

  it('flush rejects when the save fails, and resolves at once when nothing changed', async () => {
    const { store, autosave } = setup(async () => {
      throw new Error('Disk full');
    });
    await expect(autosave.flush()).resolves.toBeUndefined();
    store.getState().addElement(rect('a'));
    await expect(autosave.flush()).rejects.toThrow('Disk full');
  });

  it('markSaved accepts a loaded document without saving it back', async () => {
    const { clock, store, saves, autosave, status } = setup(async () => {});
    const theirs = { ...createEmptyDocument(400, 300), elements: [rect('z')] };
    autosave.markSaved(theirs);
    store.getState().replaceDocument(theirs);
    await clock.advance(5000);
    expect(saves).toHaveLength(0);
    expect(status().status).toBe('saved');
  });

  it('dispose stops timers', async () => {
    const { clock, store, saves, autosave } = setup(async () => {});
    store.getState().addElement(rect('a'));
    autosave.dispose();
    await clock.advance(5000);
    expect(saves).toHaveLength(0);
    expect(clock.pendingCount()).toBe(0);
  });
});

describe('createAutosave status', () => {
  it('shows saving as soon as a change is pending, not an old "saved"', async () => {
    const { clock, store, status } = setup(async () => {});
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    expect(status().status).toBe('saved');
    store.getState().addElement(rect('b'));
    expect(status().status).toBe('saving');
    await clock.advance(800);
    expect(status().status).toBe('saved');
  });

  it('stays "saving" when a change arrives while a save is in flight, until that one is stored', async () => {
    const inFlight = deferred();
    let calls = 0;
    const { clock, store, saves, status } = setup(() =>
      calls++ === 0 ? inFlight.promise : Promise.resolve(),
    );
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    expect(saves).toHaveLength(1);
    store.getState().addElement(rect('b'));
    inFlight.resolve();
    await flushPromises();
    // The first save is stored, the second element is not: not "saved" yet.
    expect(status().status).toBe('saving');
    await clock.advance(800);
    expect(saves.map((doc) => doc.elements.length)).toEqual([1, 2]);
    expect(status().status).toBe('saved');
  });

  it('shows saved again when an undo returns to the stored document before it is saved', async () => {
    const { clock, store, saves, status } = setup(async () => {});
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    store.getState().addElement(rect('b'));
    expect(status().status).toBe('saving');
    store.getState().undo();
    expect(status().status).toBe('saved');
    await clock.advance(2000);
    expect(saves).toHaveLength(1);
    expect(status().status).toBe('saved');
  });

  it('keeps showing the failure until the retry starts', async () => {
    const { clock, store, status } = setup(async () => {
      throw new Error('offline');
    });
    store.getState().addElement(rect('a'));
    await clock.advance(800);
    store.getState().addElement(rect('b'));
    expect(status().status).toBe('failed');
  });
});
