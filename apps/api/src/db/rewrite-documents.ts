// Upkeep of stored documents (images moved to the file store, charts drawn again): every slide
// and backup whose content matches a cheap SQL filter is read, rewritten in code and written
// back. Resumable (it walks by id; what was rewritten stays so) and safe beside a running API: a
// slide saved meanwhile (another revision) is left for the next run.
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { Database } from './database.ts';
import { slideBackups, slideCollabStates, slides } from './schema.ts';

export interface StoredDocumentRow {
  id: string;
  creationId: string;
  content: unknown;
}

export interface RewriteOptions {
  /** Rows read per query (default 20: documents may be megabytes each). */
  batchSize?: number;
  /** Stops between documents (the API shutting down); what was rewritten stays so. */
  signal?: AbortSignal;
  /** A slide was rewritten (its co-editing room takes the new document). */
  onSlideRewritten?: (creationId: string, slideId: string) => Promise<void>;
}

export interface RewriteTask {
  /** Rows that may need the rewrite: a filter on the content column, checked in code after. */
  holds: (content: typeof slides.content | typeof slideBackups.content) => SQL;
  /** The rewritten document, or null to leave the row as it is. */
  rewrite: (row: StoredDocumentRow) => Promise<SlideDocument | null> | SlideDocument | null;
}

/** Rewrites matching slides, then backups; answers how many of each were written. */
export async function rewriteStoredDocuments(
  db: Database,
  task: RewriteTask,
  options: RewriteOptions = {},
): Promise<{ slides: number; backups: number }> {
  const batchSize = options.batchSize ?? 20;
  const written = { slides: 0, backups: 0 };

  /**
   * Each matching row of `read`'s pages (by id, `after` the last one seen) rewritten and handed
   * to `write`; false when stopped.
   */
  async function walk<Row extends StoredDocumentRow>(
    read: (after: string) => Promise<Row[]>,
    write: (row: Row, next: SlideDocument) => Promise<void>,
  ): Promise<boolean> {
    for (let after = ''; ;) {
      const rows = await read(after);
      if (rows.length === 0) return true;
      after = rows[rows.length - 1]!.id;
      for (const row of rows) {
        if (options.signal?.aborted) return false;
        const next = await task.rewrite(row);
        if (next) await write(row, next);
      }
    }
  }

  // Slides: written back only if nobody saved meanwhile (same revision); the revision stays, as
  // the document shows the same thing (an editor open on it keeps saving). The slide's saved
  // co-editing state goes: at that same revision, a room opened later would load it instead of
  // the slide and store the old document back. A room open now takes the new one
  // (onSlideRewritten).
  const slidesDone = await walk(
    (after) =>
      db
        .select({
          id: slides.id,
          creationId: slides.creationId,
          revision: slides.revision,
          content: slides.content,
        })
        .from(slides)
        .where(and(gt(sql`${slides.id}::text`, after), task.holds(slides.content)))
        .orderBy(asc(sql`${slides.id}::text`))
        .limit(batchSize),
    async (row, next) => {
      const updated = await db
        .update(slides)
        .set({ content: next })
        .where(and(eq(slides.id, row.id), eq(slides.revision, row.revision)))
        .returning({ id: slides.id });
      if (updated.length === 0) return;
      await db.delete(slideCollabStates).where(eq(slideCollabStates.slideId, row.id));
      written.slides += 1;
      await options.onSlideRewritten?.(row.creationId, row.id);
    },
  );
  if (!slidesDone) return written;

  await walk(
    (after) =>
      db
        .select({
          id: slideBackups.id,
          creationId: slides.creationId,
          content: slideBackups.content,
        })
        .from(slideBackups)
        .innerJoin(slides, eq(slides.id, slideBackups.slideId))
        .where(and(gt(sql`${slideBackups.id}::text`, after), task.holds(slideBackups.content)))
        .orderBy(asc(sql`${slideBackups.id}::text`))
        .limit(batchSize),
    async (row, next) => {
      await db.update(slideBackups).set({ content: next }).where(eq(slideBackups.id, row.id));
      written.backups += 1;
    },
  );
  return written;
}
