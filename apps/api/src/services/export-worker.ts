// An export worker thread: draws one slide at a time for the API (export-pool.ts). Loaded by
// Node directly (type stripping, like `node src/main.ts`), in dev, tests and production alike.
import net from 'node:net';
import { parentPort } from 'node:worker_threads';
import type { SlideDocument } from '@figura/sdk-core/schema';
import { registerFontsOnce, renderSlidePng } from './export-render.ts';

export interface ExportJob {
  doc: SlideDocument;
  scale: number;
}

export type ExportWorkerMessage =
  { kind: 'ready' } | { kind: 'done'; png: Uint8Array } | { kind: 'failed'; message: string };

if (!parentPort) throw new Error('export-worker.ts runs as a worker thread');
const port = parentPort;

// Belt and braces behind the renderer's allowNetwork: false: this thread opens no socket at all
// (jsdom, node-canvas and fetch all connect through net.Socket).
net.Socket.prototype.connect = function refuseConnect(): never {
  throw new Error('The export renderer does not open network connections');
};

registerFontsOnce();
port.postMessage({ kind: 'ready' } satisfies ExportWorkerMessage);

port.on('message', (job: ExportJob) => {
  renderSlidePng(job.doc, job.scale).then(
    (png) => {
      const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      port.postMessage({ kind: 'done', png: bytes } satisfies ExportWorkerMessage);
    },
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ kind: 'failed', message } satisfies ExportWorkerMessage);
    },
  );
});
