// Stored documents brought up to date while the API serves (started once it is ready, stopped
// before the database closes): images still inside them move to the file store (where
// configured), and charts an older build drew are drawn again.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CHART_DRAWING, safeParseSlideDocument, withChartsRedrawn } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import type { FileStore } from '../files/store.ts';
import { migrateDocumentFiles } from '../files/migrate-documents.ts';
import {
  rewriteStoredDocuments,
  type RewriteOptions,
  type RewriteTask,
  type StoredDocumentRow,
} from '../db/rewrite-documents.ts';

/** Rows holding a chart (groups included) whose drawing is older than this build's. */
const holdsStaleChart: RewriteTask['holds'] = (content) =>
  sql`jsonb_path_exists(${content}::jsonb, 'lax $.** ? (@.type == "chart" && !(@.drawing >= $drawing))', jsonb_build_object('drawing', ${CHART_DRAWING}::int))`;

function redrawn(row: StoredDocumentRow) {
  const parsed = safeParseSlideDocument(row.content);
  if (!parsed.success) return null;
  const next = withChartsRedrawn(parsed.data);
  return next === parsed.data ? null : next;
}

/** Draws again the charts of stored slides and backups an older chart drawing made. */
export function redrawStoredCharts(
  db: Database,
  options: RewriteOptions = {},
): Promise<{ slides: number; backups: number }> {
  return rewriteStoredDocuments(db, { holds: holdsStaleChart, rewrite: redrawn }, options);
}

export interface UpkeepOptions {
  db: Database;
  fileStore: FileStore;
  /** Move images still inside documents into the file store (config.migrateFilesOnStart). */
  moveFiles: boolean;
  /** A slide was rewritten: its co-editing room takes the new document. */
  onSlideRewritten: (creationId: string, slideId: string) => Promise<void>;
}

export function startDocumentUpkeep(app: FastifyInstance, options: UpkeepOptions): void {
  const stop = new AbortController();
  const { db, onSlideRewritten } = options;
  let running: Promise<void> = Promise.resolve();

  async function moveFiles(): Promise<void> {
    const report = await migrateDocumentFiles(db, options.fileStore, {
      signal: stop.signal,
      log: (message) => app.log.warn(message),
      onSlideMoved: onSlideRewritten,
    });
    if (report.slides + report.backups > 0)
      app.log.info(report, 'images moved out of stored documents into the file store');
  }

  async function redrawCharts(): Promise<void> {
    const report = await redrawStoredCharts(db, { signal: stop.signal, onSlideRewritten });
    if (report.slides + report.backups > 0)
      app.log.info(report, 'charts an older build drew were drawn again');
  }

  // Done once the start-up run has: a test that stores old documents waits for it, or that run
  // may rewrite them first.
  app.decorate('documentUpkeep', { settled: () => running });
  app.addHook('onReady', async () => {
    running = (async () => {
      if (options.moveFiles)
        await moveFiles().catch((error: unknown) =>
          app.log.error({ err: error }, 'moving images into the file store failed'),
        );
      await redrawCharts().catch((error: unknown) =>
        app.log.error({ err: error }, 'drawing stored charts again failed'),
      );
    })();
  });
  // Before the database closes (hooks run in order: this one is added before closing it).
  app.addHook('preClose', async () => {
    stop.abort();
    await running;
  });
}
