import { availableParallelism } from 'node:os';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Candidate } from '../candidate.ts';
import type { Outcome } from './process.ts';

/** Two processes: the machines this runs on have two cores and share them. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));

/** An import process (worker.ts): node-canvas crashes in worker threads, so a child process. */
const forkWorker = () =>
  fork(fileURLToPath(new URL('./worker.ts', import.meta.url)), [], {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** How long one file may take to clean and draw before its process is stopped. */
export const IMPORT_TIME_LIMIT_MS = 30_000;

/**
 * Processes one candidate in a child process of its own, so a server's event loop never runs the
 * sanitiser, svgo or the drawing. A file that takes longer than `timeLimitMs` (or crashes its
 * process) is refused with the reason; the promise never rejects.
 */
export function processInChildProcess(
  candidate: Candidate,
  timeLimitMs = IMPORT_TIME_LIMIT_MS,
): Promise<Outcome> {
  const { id, origin } = candidate;
  const refused = (reason: string): Outcome => ({
    status: 'refused',
    id,
    origin,
    reason,
    removed: [],
  });
  return new Promise<Outcome>((resolve) => {
    const worker = forkWorker();
    const finish = (outcome: Outcome, stop = false) => {
      clearTimeout(timer);
      worker.removeAllListeners().on('error', () => undefined);
      if (stop) worker.kill('SIGKILL');
      else if (worker.connected) worker.disconnect(); // it exits on its own
      resolve(outcome);
    };
    const timer = setTimeout(
      () => finish(refused(`it took longer than ${timeLimitMs / 1000} s to clean and draw`), true),
      timeLimitMs,
    );
    worker.on('message', ({ outcome }: { outcome: Outcome }) => finish(outcome));
    worker.on('error', (error) => finish(refused(`the import process failed (${error.message})`)));
    worker.on('exit', (code) => finish(refused(`the import process stopped (exit code ${code})`)));
    worker.send({ index: 0, candidate });
  });
}

/**
 * Processes the candidates in child processes, calling `onOutcome` as each finishes (in any order).
 */
export async function processAll(
  candidates: readonly Candidate[],
  onOutcome: (outcome: Outcome, index: number) => void,
): Promise<void> {
  if (candidates.length === 0) return;
  let next = 0;
  let done = 0;
  const workers = Array.from({ length: Math.min(THREADS, candidates.length) }, forkWorker);
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: ChildProcess) => {
        if (next < candidates.length) {
          const index = next++;
          worker.send({ index, candidate: candidates[index] });
        }
      };
      for (const worker of workers) {
        worker.on('message', ({ index, outcome }: { index: number; outcome: Outcome }) => {
          onOutcome(outcome, index);
          if (++done === candidates.length) resolve();
          else feed(worker);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (done < candidates.length) reject(new Error(`an import process exited with ${code}`));
        });
        feed(worker);
      }
    });
  } finally {
    for (const worker of workers) if (worker.connected) worker.disconnect();
  }
}
