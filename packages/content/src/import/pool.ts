import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Candidate } from '../candidate.ts';
import type { Outcome } from './process.ts';

/** Two threads: the machines this runs on have two cores and share them. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Processes the candidates on worker threads, calling `onOutcome` as each finishes (in any order).
 */
export async function processAll(
  candidates: readonly Candidate[],
  onOutcome: (outcome: Outcome, index: number) => void,
): Promise<void> {
  if (candidates.length === 0) return;
  let next = 0;
  let done = 0;
  const workers = Array.from(
    { length: Math.min(THREADS, candidates.length) },
    () => new Worker(new URL('./worker.ts', import.meta.url)),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const feed = (worker: Worker) => {
        if (next < candidates.length) {
          const index = next++;
          worker.postMessage({ index, candidate: candidates[index] });
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
          if (code !== 0 && done < candidates.length) reject(new Error(`import worker exited with ${code}`));
        });
        feed(worker);
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
