// Moving images out of stored documents (docs/files.md): every slide and backup whose
// document still carries a data: URL gets its bytes put in the file store and names the file
// instead. Idempotent (a document without data: URLs is not touched; files are keyed by
// content) and resumable (what was moved stays moved; a new run finds what is left). Run at the
// API's start-up in the background, or on its own with `pnpm files:migrate`.
import { sql } from 'drizzle-orm';
import {
  dataUrlBytes,
  dataUrlsOf,
  fileRef,
  migrateToCurrent,
  replaceImageSources,
  type SlideDocument,
} from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creationFiles, files, type slideBackups, type slides } from '../db/schema.ts';
import { rewriteStoredDocuments, type StoredDocumentRow } from '../db/rewrite-documents.ts';
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

export async function migrateDocumentFiles(
  db: Database,
  store: FileStore,
  options: FileMigrationOptions = {},
): Promise<FileMigrationReport> {
  const log = options.log ?? (() => undefined);
  const report: FileMigrationReport = { slides: 0, backups: 0, files: 0, skipped: 0 };
  const stored = new Set<string>();

  /** The document with its data: URLs moved to the store, or null when it has none. */
  async function moveOut(row: StoredDocumentRow): Promise<SlideDocument | null> {
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

  const written = await rewriteStoredDocuments(
    db,
    { holds: holdsDataUrl, rewrite: moveOut },
    {
      batchSize: options.batchSize,
      signal: options.signal,
      onSlideRewritten: options.onSlideMoved,
    },
  );
  return { ...report, ...written };
}
