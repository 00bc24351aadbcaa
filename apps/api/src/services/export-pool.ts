import { Worker } from 'node:worker_threads';
// node-canvas must stay loaded in this thread: when the last thread holding it exits, unloading
// it crashes the process (seen on Linux with canvas 3.2 and Node 24).
import 'canvas';
import { HttpError } from '../http/errors.ts';
import type { ExportJob, ExportWorkerMessage } from './export-worker.ts';

export interface ExportPoolOptions {
  /** How long one drawing may take before its worker is stopped (422). */
  timeLimitMs: number;
  /** Workers drawing at once. */
  workers: number;
  /** Exports allowed to wait for a worker; more answer 503. */
  maxQueued: number;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  /** Settles the export it draws when the worker fails or exits under it. */
  fail?: (error: Error) => void;
}

interface Waiting {
  job: ExportJob;
  resolve: (png: Buffer) => void;
  reject: (error: unknown) => void;
}

const WORKER_URL = new URL('./export-worker.ts', import.meta.url);

/** The worker's answer for a slide it would not draw (too large, over the budget). */
class Refused extends Error {
  readonly status: 400 | 422;
  constructor(status: 400 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

/** Seconds a client is told to wait when the queue is full. */
const RETRY_AFTER_SECONDS = 10;

export function tooSlowMessage(timeLimitMs: number): string {
  return (
    `This slide is too complex to export in time: drawing it took longer than ` +
    `${timeLimitMs / 1000} s. Simplify it (fewer SVG shapes, elements or text) or choose a smaller scale.`
  );
}

/**
 * Draws exports on worker threads so the API's own thread keeps answering (a slide can take
 * seconds). Workers are started on demand, kept for the next export, and replaced after one is
 * stopped at the time limit: terminate() is the only way to stop fabric mid-drawing.
 */
export class ExportPool {
  private readonly idle: Slot[] = [];
  private readonly slots = new Set<Slot>();
  private running = 0;
  private readonly queue: Waiting[] = [];
  private closed = false;
  private readonly options: ExportPoolOptions;

  constructor(options: ExportPoolOptions) {
    this.options = options;
  }

  /** The stored document `content` drawn at `scale`, as PNG bytes (see exportSlidePng). */
  render(content: unknown, scale: number): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The export pool is closed'));
    if (this.queue.length >= this.options.maxQueued) {
      return Promise.reject(
        new HttpError(
          503,
          'The server is busy with other exports; try again in a few seconds.',
          {},
          { 'retry-after': String(RETRY_AFTER_SECONDS) },
        ),
      );
    }
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ job: { content, scale }, resolve, reject });
      this.next();
    });
  }

  /** Stops every worker; exports still waiting or drawing fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0))
      waiting.reject(new Error('The API is shutting down'));
    this.idle.length = 0;
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
  }

  private next(): void {
    // Idle workers are within the count: a slot is either drawing or idle.
    while (this.queue.length > 0 && this.running < this.options.workers) {
      const waiting = this.queue.shift()!;
      const slot = this.idle.pop() ?? this.start();
      this.running++;
      this.draw(slot, waiting).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private start(): Slot {
    const worker = new Worker(WORKER_URL);
    // An idle worker must not keep the process alive (tests, shutdown).
    worker.unref();
    const slot: Slot = { worker, ready: Promise.resolve() };
    this.slots.add(slot);
    slot.ready = new Promise<void>((resolve, reject) => {
      const onReady = (message: ExportWorkerMessage) => {
        if (message.kind !== 'ready') return;
        worker.off('message', onReady);
        resolve();
      };
      worker.on('message', onReady);
      slot.fail = reject;
    });
    const gone = (error: Error) => {
      this.discard(slot);
      slot.fail?.(error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`An export worker stopped (exit code ${code})`)));
    return slot;
  }

  private discard(slot: Slot): void {
    this.slots.delete(slot);
    const index = this.idle.indexOf(slot);
    if (index >= 0) this.idle.splice(index, 1);
  }

  private async draw(slot: Slot, waiting: Waiting): Promise<void> {
    const { worker } = slot;
    let timer: NodeJS.Timeout | undefined;
    try {
      await slot.ready;
      const png = await new Promise<Buffer>((resolve, reject) => {
        slot.fail = reject;
        worker.on('message', function onResult(message: ExportWorkerMessage) {
          if (message.kind === 'ready') return;
          worker.off('message', onResult);
          if (message.kind === 'done') resolve(Buffer.from(message.png));
          else if (message.kind === 'refused') reject(new Refused(message.status, message.message));
          else reject(new Error(`The export failed: ${message.message}`));
        });
        // The limit counts drawing only, from the moment a ready worker has the slide.
        timer = setTimeout(() => {
          slot.fail = undefined;
          void worker.terminate();
          reject(new HttpError(422, tooSlowMessage(this.options.timeLimitMs)));
        }, this.options.timeLimitMs);
        worker.postMessage(waiting.job);
      });
      slot.fail = undefined;
      if (this.closed) void worker.terminate();
      else this.idle.push(slot);
      waiting.resolve(png);
    } catch (error) {
      slot.fail = undefined;
      if (error instanceof Refused && !this.closed) {
        // Refused before drawing: the worker is fine.
        this.idle.push(slot);
        waiting.reject(new HttpError(error.status, error.message));
        return;
      }
      // A worker that failed, timed out or exited is not reused.
      void worker.terminate();
      waiting.reject(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
