// A worker thread of the import pool: cleans, checks and draws the candidates it is sent.
import { parentPort } from 'node:worker_threads';
import type { Candidate } from '../candidate.ts';
import { processCandidate } from './process.ts';

parentPort!.on('message', async (message: { index: number; candidate: Candidate }) => {
  const outcome = await processCandidate(message.candidate);
  const transfer =
    outcome.status === 'accepted' ? [outcome.thumbnail.buffer as ArrayBuffer] : [];
  parentPort!.postMessage({ index: message.index, outcome }, transfer);
});
