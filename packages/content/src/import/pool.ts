import { availableParallelism } from 'node:os';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Candidate } from '../candidate.ts';
import type { Outcome } from './process.ts';

/** Two processes: the machines this runs on have two cores and share them. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));

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
  const workers = Array.from(
    { length: Math.min(THREADS, candidates.length) },
    () =>
      fork(fileURLToPath(new URL('./worker.ts', import.meta.url)), [], {
        serialization: 'advanced',
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
  );
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
