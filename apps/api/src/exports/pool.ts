import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { EXPORT_SHARE_MESSAGE } from '@figura/sdk-core/schema';
import { HttpError } from '../http/errors.ts';
import type { ExportFile } from './files.ts';
import type { DrawJob, ExportWorkerMessage } from './worker.ts';

export interface ExportPoolOptions {
  /** How long drawing one slide may take before its process is stopped (422). */
  timeLimitMs: number;
  /** Drawing processes, each drawing one export at a time. */
  workers: number;
  /** Exports allowed to wait for a process; more answer 503. */
  maxQueued: number;
}

interface Slot {
  child: ChildProcess;
  ready: Promise<void>;
  /** Settles the export it draws when the process fails or exits under it. */
  fail?: (error: Error) => void;
}

interface Waiting {
  job: DrawJob;
  resolve: (file: ExportFile) => void;
  reject: (error: unknown) => void;
}

const WORKER_PATH = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** The process's answer for a slide it would not draw (too large, over the budget, no such format). */
class Refused extends Error {
  readonly status: 400 | 422;
  constructor(status: 400 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

/** Seconds a client is told to wait when the queue, or its account's share of it, is full. */
export const RETRY_AFTER_SECONDS = 10;

const tryLater = (status: 429 | 503, message: string) =>
  new HttpError(status, message, {}, { 'retry-after': String(RETRY_AFTER_SECONDS) });

export function busyError(): HttpError {
  return tryLater(503, 'The server is busy with other exports; try again in a few seconds.');
}

/** The account has its share of the queue under way (exports/jobs.ts). */
export function shareError(): HttpError {
  return tryLater(429, EXPORT_SHARE_MESSAGE);
}

export function tooSlowMessage(timeLimitMs: number): string {
  return (
    `This slide is too complex to export in time: drawing it took longer than ` +
    `${timeLimitMs / 1000} s. Simplify it (fewer SVG shapes, elements or text) or choose a smaller scale.`
  );
}

/**
 * Draws exports in separate processes (exports/worker.ts), so the process that runs export jobs
 * keeps answering, and a crash or a runaway drawing takes only its own process down. Processes
 * are started on demand, kept for the next export, and replaced after one is stopped at the time
 * limit or dies: killing it is the only way to stop fabric mid-drawing.
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

  /** The ids of the drawing processes alive now (operators' tools and tests). */
  get pids(): number[] {
    return [...this.slots].flatMap((slot) => (slot.child.pid ? [slot.child.pid] : []));
  }

  /** The stored documents drawn as one file (see renderExport). */
  run(job: DrawJob): Promise<ExportFile> {
    if (this.closed) return Promise.reject(new Error('The export pool is closed'));
    if (this.queue.length >= this.options.maxQueued) return Promise.reject(busyError());
    return new Promise<ExportFile>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.next();
    });
  }

  /** Stops every process; exports still waiting or drawing fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0))
      waiting.reject(new Error('The export runner is shutting down'));
    this.idle.length = 0;
    await Promise.all([...this.slots].map((slot) => stop(slot.child)));
  }

  private next(): void {
    // Idle processes are within the count: a slot is either drawing or idle.
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
    // No inherited flags (a test runner's loaders); 'advanced' passes the file's bytes as they are.
    const child = fork(WORKER_PATH, [], { execArgv: [], serialization: 'advanced' });
    // An idle process must not keep its parent alive (tests, shutdown).
    child.unref();
    child.channel?.unref();
    const slot: Slot = { child, ready: Promise.resolve() };
    this.slots.add(slot);
    slot.ready = new Promise<void>((resolve, reject) => {
      const onReady = (message: ExportWorkerMessage) => {
        if (message.kind !== 'ready') return;
        child.off('message', onReady);
        resolve();
      };
      child.on('message', onReady);
      slot.fail = reject;
    });
    const gone = (error: Error) => {
      this.discard(slot);
      slot.fail?.(error);
    };
    child.on('error', gone);
    child.on('exit', (code, signal) =>
      gone(new Error(`An export process stopped (${signal ?? `exit code ${code}`})`)),
    );
    return slot;
  }

  private discard(slot: Slot): void {
    this.slots.delete(slot);
    const index = this.idle.indexOf(slot);
    if (index >= 0) this.idle.splice(index, 1);
  }

  private async draw(slot: Slot, waiting: Waiting): Promise<void> {
    const { child } = slot;
    let timer: NodeJS.Timeout | undefined;
    try {
      await slot.ready;
      // Only while it draws does the process keep its parent alive.
      child.channel?.ref();
      const file = await new Promise<ExportFile>((resolve, reject) => {
        slot.fail = reject;
        child.on('message', function onResult(message: ExportWorkerMessage) {
          if (message.kind === 'ready') return;
          child.off('message', onResult);
          if (message.kind === 'done') {
            const { bytes, contentType, extension } = message;
            resolve({ bytes, contentType, extension });
          } else if (message.kind === 'refused')
            reject(new Refused(message.status, message.message));
          else reject(new Error(`The export failed: ${message.message}`));
        });
        // The limit counts drawing only, from the moment a ready process has the slides.
        const limit = this.options.timeLimitMs * Math.max(1, waiting.job.contents.length);
        timer = setTimeout(() => {
          slot.fail = undefined;
          void stop(child);
          reject(new HttpError(422, tooSlowMessage(this.options.timeLimitMs)));
        }, limit);
        child.send(waiting.job);
      });
      slot.fail = undefined;
      child.channel?.unref();
      if (this.closed) void stop(child);
      else this.idle.push(slot);
      waiting.resolve(file);
    } catch (error) {
      slot.fail = undefined;
      if (error instanceof Refused && !this.closed) {
        // Refused before drawing: the process is fine.
        child.channel?.unref();
        this.idle.push(slot);
        waiting.reject(new HttpError(error.status, error.message));
        return;
      }
      // A process that failed, timed out or exited is not reused.
      void stop(child);
      waiting.reject(error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Kills a drawing process and waits until it is gone. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
