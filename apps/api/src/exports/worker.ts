// A drawing process: draws one export at a time for the export runner (exports/pool.ts starts it
// with child_process.fork). Loaded by Node directly (type stripping, like `node src/main.ts`).
import net from 'node:net';
import {
  exportScale,
  safeParseSlideDocument,
  withChartsRedrawn,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import { withWatermark } from '@figura/sdk-core/render';
import { exportRefusal } from './budget.ts';
import { registerFontsOnce } from '@figura/export';
import { ExportRefused, renderExport, type ExportFileOptions } from './files.ts';

export interface DrawJob {
  /** The stored documents as read from the database, parsed (and migrated) here. */
  contents: unknown[];
  options: ExportFileOptions;
}

export type ExportWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'done'; bytes: Uint8Array; contentType: string; extension: string }
  | { kind: 'refused'; status: 400 | 422; message: string }
  | { kind: 'failed'; message: string };

if (!process.send) throw new Error('exports/worker.ts runs as a child process with an IPC channel');
const send = (message: ExportWorkerMessage) => process.send!(message);

// Belt and braces behind the renderer's allowNetwork: false: this process opens no socket at all
// (jsdom, node-canvas and fetch all connect through net.Socket; the IPC channel is already open).
net.Socket.prototype.connect = function refuseConnect(): never {
  throw new Error('The export renderer does not open network connections');
};

// The runner went away (stopped or crashed): nothing will ask for more.
process.on('disconnect', () => process.exit(0));

registerFontsOnce();
send({ kind: 'ready' });

async function draw(job: DrawJob): Promise<ExportWorkerMessage> {
  const documents: SlideDocument[] = [];
  const sources: SlideDocument[] = [];
  for (const content of job.contents) {
    const parsed = safeParseSlideDocument(content);
    if (!parsed.success)
      throw new Error('A slide holds an unreadable document', { cause: parsed.error });
    // A chart an older build drew is drawn again.
    const document = withChartsRedrawn(parsed.data);
    const refusal = exportRefusal(document, exportScale(document.width, job.options));
    if (refusal) return { kind: 'refused', ...refusal };
    sources.push(document);
    // Restricted plans' mark, drawn by the same renderer as the slide.
    documents.push(
      job.options.watermark ? withWatermark(document, job.options.watermark) : document,
    );
  }
  try {
    const file = await renderExport(documents, job.options, sources);
    return { kind: 'done', ...file };
  } catch (error) {
    if (error instanceof ExportRefused)
      return { kind: 'refused', status: error.status, message: error.message };
    throw error;
  }
}

process.on('message', (job: DrawJob) => {
  draw(job).then(send, (error: unknown) => {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    send({ kind: 'failed', message });
  });
});
