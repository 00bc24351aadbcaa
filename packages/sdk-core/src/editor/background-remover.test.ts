import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../stores/editor-store';
import { elementSchema } from '../schema';
import { createEmptyDocument } from '../schema/document/empty-document';
import { createBackgroundRemoval } from './background-commands';
import { DEFAULT_BACKGROUND_REMOVAL, removeBackground, type Pixels } from './background-removal';
import { serveBackgroundRemoval, type RemovalScope } from './background-removal-worker';
import { removeInWorker, type RemovalWorker } from './background-remover';

/** A 30 x 30 blue square with a 10 px hole on near-white paper. */
function squareOnPaper(): Pixels {
  const size = 30;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const inSquare = x >= 5 && x < 25 && y >= 5 && y < 25;
      const inHole = x >= 10 && x < 20 && y >= 10 && y < 20;
      data.set(inSquare && !inHole ? [20, 40, 200, 255] : [250, 250, 248, 255], (y * size + x) * 4);
    }
  return { width: size, height: size, data };
}

const alphaAt = ({ width, data }: Pixels, x: number, y: number) => data[(y * width + x) * 4 + 3];
const options = { ...DEFAULT_BACKGROUND_REMOVAL, feather: 0 };

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A worker on a MessageChannel: the page's port, with the worker's side served on the other. */
function channelWorker(serve = true) {
  const { port1, port2 } = new MessageChannel();
  if (serve) serveBackgroundRemoval(port2 as unknown as RemovalScope);
  const failed: (() => void)[] = [];
  const worker: RemovalWorker & { fail(): void } = {
    postMessage: (message) => port1.postMessage(message),
    addEventListener: (type: 'message' | 'error', listener: (event: { data: unknown }) => void) => {
      if (type === 'error') failed.push(() => listener({ data: undefined }));
      else port1.addEventListener('message', listener as unknown as (event: Event) => void);
    },
    terminate: vi.fn(() => port1.close()),
    fail: () => failed.forEach((listener) => listener()),
  };
  port1.start();
  port2.start();
  closers.push(() => (port1.close(), port2.close()));
  return worker;
}

describe('removeInWorker', () => {
  it('removes in one worker, started on the first removal, with the same result as here', async () => {
    const worker = channelWorker();
    const start = vi.fn(() => worker);
    const remove = removeInWorker(start);
    expect(start).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([
      remove(squareOnPaper(), options),
      remove(squareOnPaper(), options),
    ]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(first).toEqual(removeBackground(squareOnPaper(), options));
    expect([alphaAt(first, 1, 1), alphaAt(first, 7, 7), alphaAt(first, 15, 15)]).toEqual([
      0, 255, 255,
    ]);
    expect(second).toEqual(first);
  });

  it('removes in the page when no worker starts (a policy that forbids them)', async () => {
    const remove = removeInWorker(() => {
      throw new Error('Refused by worker-src');
    });
    expect(await remove(squareOnPaper(), options)).toEqual(
      removeBackground(squareOnPaper(), options),
    );
  });

  it('finishes here what waited on a worker that failed to load, and every removal after', async () => {
    const silent = channelWorker(false); // loads nothing, answers nothing
    const start = vi.fn(() => silent);
    const remove = removeInWorker(start);
    const waiting = remove(squareOnPaper(), options);
    silent.fail();
    expect(await waiting).toEqual(removeBackground(squareOnPaper(), options));
    expect(silent.terminate).toHaveBeenCalled();
    expect(await remove(squareOnPaper(), options)).toEqual(await waiting);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("passes on the worker's own failure", async () => {
    const remove = removeInWorker(() => channelWorker());
    const broken = { width: 2, height: 2, data: null } as unknown as Pixels;
    await expect(remove(broken, options)).rejects.toThrow(/null/);
  });
});

describe('createBackgroundRemoval', () => {
  it('removes with the remover it is given, as one undoable step', async () => {
    const picture = elementSchema.parse({
      type: 'upload',
      id: 'photo',
      left: 0,
      top: 0,
      width: 30,
      height: 30,
      src: 'data:image/png;base64,iVBORw0KGgo=',
      naturalWidth: 30,
      naturalHeight: 30,
      fileName: 'cells.png',
    });
    const store = createEditorStore({
      document: { ...createEmptyDocument(100, 100), elements: [picture] },
    });
    const remove = vi.fn(removeInWorker(() => channelWorker()));
    const removal = createBackgroundRemoval({
      api: {},
      store,
      resolveFile: undefined,
      t: (key) => key,
      remove,
    });
    const encoded: Pixels[] = [];
    const codec = {
      decode: async () => squareOnPaper(),
      encode: async (pixels: Pixels) => (encoded.push(pixels), new Uint8Array([1, 2, 3])),
    };
    expect(await removal.apply('photo', options, codec)).toBe(true);
    expect(remove).toHaveBeenCalledTimes(1);
    expect(alphaAt(encoded[0]!, 1, 1)).toBe(0);
    const src = () => (store.getState().document.elements[0] as { src: string }).src;
    expect(src()).toBe('data:image/png;base64,AQID');
    store.getState().undo();
    expect(src()).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
