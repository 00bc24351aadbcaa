// A child process of the import pool: cleans, checks and draws the candidates it is sent.
// (Processes, not worker threads: node-canvas crashes when a worker thread that used it ends.)
import type { Candidate } from '../candidate.ts';
import { processCandidate } from './process.ts';

process.on('message', async (message: { index: number; candidate: Candidate }) => {
  const outcome = await processCandidate(message.candidate);
  process.send!({ index: message.index, outcome });
});
process.on('disconnect', () => process.exit(0));
