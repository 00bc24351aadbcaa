import type { BackgroundRemovalOptions, Pixels } from './background-removal';

/**
 * Removes a picture's backdrop: in a worker where the host starts one (removeInWorker), so the
 * canvas stays responsive while a large photo is worked on; else in this thread.
 */
export type BackgroundRemover = (
  pixels: Pixels,
  options: BackgroundRemovalOptions,
) => Promise<Pixels>;

/** The removal in this thread, its code loaded on first use (out of the editor's first frame). */
export const removeHere: BackgroundRemover = async (pixels, options) =>
  (await import('./background-removal')).removeBackground(pixels, options);

/** One removal asked of the worker, and its answer (background-removal-worker.ts). */
export interface RemovalRequest {
  id: number;
  pixels: Pixels;
  options: BackgroundRemovalOptions;
}
export type RemovalReply = { id: number; pixels: Pixels } | { id: number; error: string };

/** What the page needs of a worker (a DOM Worker; a MessagePort in tests). */
export interface RemovalWorker {
  postMessage(message: RemovalRequest): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

interface Waiting {
  request: RemovalRequest;
  resolve: (pixels: Pixels) => void;
  reject: (error: Error) => void;
}

/**
 * Each removal in the worker `start` makes (started on first use, then kept). Where none starts,
 * or it fails to load or breaks (a page's policy may forbid workers), the removals waiting on it
 * and every later one run here instead: nothing asked of it is lost.
 */
export function removeInWorker(start: () => RemovalWorker): BackgroundRemover {
  // undefined: not started yet; null: none to be had.
  let worker: RemovalWorker | null | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const { request, resolve, reject } of waiting.values())
      removeHere(request.pixels, request.options).then(resolve, reject);
    waiting.clear();
  };
  const started = (): RemovalWorker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = start();
    } catch {
      return (worker = null);
    }
    worker.addEventListener('message', ({ data }) => {
      const reply = data as RemovalReply;
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if ('pixels' in reply) job.resolve(reply.pixels);
      else job.reject(new Error(reply.error));
    });
    worker.addEventListener('error', fallBack);
    return worker;
  };
  return (pixels, options) => {
    const running = started();
    if (!running) return removeHere(pixels, options);
    return new Promise((resolve, reject) => {
      const request = { id: nextId++, pixels, options };
      waiting.set(request.id, { request, resolve, reject });
      // Copied, not transferred: should the worker fail, the pixels are still here to work on.
      running.postMessage(request);
    });
  };
}
