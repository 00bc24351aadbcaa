// An export worker thread: draws one slide at a time for the API (export-pool.ts). Loaded by
// Node directly (type stripping, like `node src/main.ts`), in dev, tests and production alike.
import net from 'node:net';
import { parentPort } from 'node:worker_threads';
import { safeParseSlideDocument } from '@figura/sdk-core/schema';
import { exportRefusal } from './export-budget.ts';
import { registerFontsOnce, renderSlidePng } from '@figura/export';

export interface ExportJob {
  /** The stored document as read from the database, parsed (and migrated) here. */
  content: unknown;
  scale: number;
}

export type ExportWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'done'; png: Uint8Array }
  | { kind: 'refused'; status: 400 | 422; message: string }
  | { kind: 'failed'; message: string };

if (!parentPort) throw new Error('export-worker.ts runs as a worker thread');
const port = parentPort;

// Belt and braces behind the renderer's allowNetwork: false: this thread opens no socket at all
// (jsdom, node-canvas and fetch all connect through net.Socket).
net.Socket.prototype.connect = function refuseConnect(): never {
  throw new Error('The export renderer does not open network connections');
};

registerFontsOnce();
port.postMessage({ kind: 'ready' } satisfies ExportWorkerMessage);

async function exportSlide(job: ExportJob): Promise<ExportWorkerMessage> {
  const parsed = safeParseSlideDocument(job.content);
  if (!parsed.success)
    throw new Error('The slide holds an unreadable document', { cause: parsed.error });
  const refusal = exportRefusal(parsed.data, job.scale);
  if (refusal) return { kind: 'refused', ...refusal };
  const png = await renderSlidePng(parsed.data, job.scale);
  return { kind: 'done', png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength) };
}

port.on('message', (job: ExportJob) => {
  exportSlide(job).then(
    (message) => port.postMessage(message),
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ kind: 'failed', message } satisfies ExportWorkerMessage);
    },
  );
});
