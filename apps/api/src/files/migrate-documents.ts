// Moving images out of stored documents (docs/files.md): every slide and backup whose
// document still carries a data: URL gets its bytes put in the file store and names the file
// instead. Idempotent (a document without data: URLs is not touched; files are keyed by
// content) and resumable (what was moved stays moved; a new run finds what is left). Run at the
// API's start-up in the background, or on its own with `pnpm files:migrate`.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  dataUrlBytes,
  dataUrlsOf,
  fileRef,
  migrateToCurrent,
  replaceImageSources,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creationFiles, files, slideBackups, slides } from '../db/schema.ts';
import type { FileStore } from './store.ts';

export interface FileMigrationReport {
  slides: number;
  backups: number;
  /** Distinct files put in the store by this run (already stored ones not counted). */
  files: number;
  /** Documents left as they were because they could not be read (named in `log`). */
  skipped: number;
}

export interface FileMigrationOptions {
  /** Rows read per query (default 20: documents may be megabytes each). */
  batchSize?: number;
  log?: (message: string) => void;
  /** Stops between documents (the API shutting down); what was moved stays moved. */
  signal?: AbortSignal;
  /** A slide's images moved out (its co-editing room takes the new document). */
  onSlideMoved?: (creationId: string, slideId: string) => Promise<void>;
}

/** Rows whose text holds an image data: URL (a cheap filter; each one is parsed to be sure). */
const holdsDataUrl = (column: typeof slides.content | typeof slideBackups.content) =>
  sql`${column}::text like '%"data:image/%'`;

interface Row {
  id: string;
  creationId: string;
  content: unknown;
}

export async function migrateDocumentFiles(
  db: Database,
  store: FileStore,
  options: FileMigrationOptions = {},
): Promise<FileMigrationReport> {
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? (() => undefined);
  const report: FileMigrationReport = { slides: 0, backups: 0, files: 0, skipped: 0 };
  const stored = new Set<string>();

  /** The document with its data: URLs moved to the store, or null when it has none. */
  async function moveOut(row: Row): Promise<SlideDocument | null> {
    let document: SlideDocument;
    try {
      document = migrateToCurrent(row.content) as unknown as SlideDocument;
    } catch (error) {
      report.skipped += 1;
      log(`document ${row.id} skipped: ${(error as Error).message}`);
      return null;
    }
    const urls = dataUrlsOf(document);
    if (urls.length === 0) return null;
    const refs = new Map<string, string>();
    for (const url of urls) {
      const file = dataUrlBytes(url);
      if (!file) continue;
      const id = await store.put(file.bytes);
      const [inserted] = await db
        .insert(files)
        .values({ id, mediaType: file.mediaType, size: file.bytes.byteLength })
        .onConflictDoNothing()
        .returning({ id: files.id });
      if (inserted && !stored.has(id)) report.files += 1;
      stored.add(id);
      await db
        .insert(creationFiles)
        .values({ creationId: row.creationId, fileId: id })
        .onConflictDoNothing();
      refs.set(url, fileRef(id));
    }
    return replaceImageSources(document, (src) => refs.get(src));
  }

  // Slides: written back only if nobody saved meanwhile (same revision); the revision stays, as
  // the document shows the same thing (an editor open on it keeps saving).
  for (let after = ''; ;) {
    const rows = await db
      .select({
        id: slides.id,
        creationId: slides.creationId,
        revision: slides.revision,
        content: slides.content,
      })
      .from(slides)
      .where(and(gt(sql`${slides.id}::text`, after), holdsDataUrl(slides.content)))
      .orderBy(asc(sql`${slides.id}::text`))
      .limit(batchSize);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    for (const row of rows) {
      if (options.signal?.aborted) return report;
      const moved = await moveOut(row);
      if (!moved) continue;
      const written = await db
        .update(slides)
        .set({ content: moved })
        .where(and(eq(slides.id, row.id), eq(slides.revision, row.revision)))
        .returning({ id: slides.id });
      if (written.length > 0) {
        report.slides += 1;
        await options.onSlideMoved?.(row.creationId, row.id);
      }
    }
  }

  for (let after = ''; ;) {
    const rows = await db
      .select({ id: slideBackups.id, creationId: slides.creationId, content: slideBackups.content })
      .from(slideBackups)
      .innerJoin(slides, eq(slides.id, slideBackups.slideId))
      .where(and(gt(sql`${slideBackups.id}::text`, after), holdsDataUrl(slideBackups.content)))
      .orderBy(asc(sql`${slideBackups.id}::text`))
      .limit(batchSize);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    for (const row of rows) {
      if (options.signal?.aborted) return report;
      const moved = await moveOut(row);
      if (!moved) continue;
      await db.update(slideBackups).set({ content: moved }).where(eq(slideBackups.id, row.id));
      report.backups += 1;
    }
  }
  return report;
}
