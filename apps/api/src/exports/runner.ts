// Runs export jobs: takes them from the queue (pg-boss), loads the slides, has a drawing process
// make the file (exports/pool.ts), and stores it with the job for any API node to hand out. Runs
// in the API process (FIGURA_EXPORT_WORKERS drawing processes beside it, one under `npm start`)
// or on its own (src/worker/main.ts, on PostgreSQL).
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { JobWithMetadata, PgBoss } from 'pg-boss';
import { CREATION_NOT_FOUND, EXPORT_CONTENT_TYPES } from '@figura/sdk-core/schema';
import type { Database } from '../db/database.ts';
import { creations, exportJobs, slides, users } from '../db/schema.ts';
import type { FileStore } from '../files/store.ts';
import { inlineStoredFiles } from '../files/files.ts';
import { HttpError } from '../http/errors.ts';
import type { ExportFile } from './files.ts';
import { EXPORT_KEPT_MS, MAX_DRAWING_EXPORTS_PER_ACCOUNT } from './limits.ts';
import { ExportPool } from './pool.ts';
import { EXPORT_QUEUE, type ExportQueueData } from './queue.ts';
import { PENDING_EXPORT_STATUSES, reconcilePendingExports } from './reconcile.ts';
import { storedOptions, type StoredExportOptions } from './stored-options.ts';
import { deleteExpiredExports, type ExportEvents } from './jobs.ts';

export interface ExportRunnerOptions {
  db: Database;
  boss: PgBoss;
  events: ExportEvents;
  /** Drawing processes: jobs drawn at once by this runner. */
  processes: number;
  /** How long drawing one slide may take (422 after). */
  timeLimitMs: number;
  /** The file store, whose files the slides name (drawn as the data: URLs they were). */
  files: FileStore;
}

const CLEAN_UP_EVERY_MS = 60_000;

/** Why the job will not be drawn, as its owner reads it (no retry helps). */
class JobRefused extends HttpError {}

export class ExportRunner {
  private readonly options: ExportRunnerOptions;
  readonly pool: ExportPool;
  private workerId: string | undefined;
  private cleanUp: NodeJS.Timeout | undefined;

  constructor(options: ExportRunnerOptions) {
    this.options = options;
    // Jobs come only as fast as processes free up, so nothing waits long inside the pool.
    this.pool = new ExportPool({
      timeLimitMs: options.timeLimitMs,
      workers: options.processes,
      maxQueued: options.processes,
    });
  }

  async start(): Promise<void> {
    this.workerId = await this.options.boss.work(
      EXPORT_QUEUE,
      {
        localConcurrency: this.options.processes,
        // One account's exports draw at most this many at once, across every node.
        groupConcurrency: MAX_DRAWING_EXPORTS_PER_ACCOUNT,
        pollingIntervalSeconds: 0.5,
        includeMetadata: true,
      },
      async ([job]: JobWithMetadata<ExportQueueData>[]) => {
        if (job) await this.run(job);
      },
    );
    this.cleanUp = setInterval(() => {
      deleteExpiredExports(this.options.db).catch((error: unknown) =>
        process.emitWarning(`Figura: could not delete expired exports: ${String(error)}`),
      );
      // Another runner's jobs too: the one that took them may be the one that died.
      reconcilePendingExports(this.options).catch((error: unknown) =>
        process.emitWarning(`Figura: could not check exports against the queue: ${String(error)}`),
      );
    }, CLEAN_UP_EVERY_MS);
    this.cleanUp.unref();
  }

  /** Fetches new jobs now rather than at the next poll. */
  wake(): void {
    if (this.workerId) this.options.boss.notifyWorker(this.workerId);
  }

  async stop(): Promise<void> {
    clearInterval(this.cleanUp);
    await this.options.boss.offWork(EXPORT_QUEUE, { wait: false }).catch(() => undefined);
    await this.pool.close();
  }

  private async run(job: JobWithMetadata<ExportQueueData>): Promise<void> {
    const { db, events } = this.options;
    const id = job.data.exportId;
    const update = (values: Partial<typeof exportJobs.$inferInsert>) =>
      this.update(id, job.id, values);
    const [row] = await db
      .update(exportJobs)
      .set({
        status: 'running',
        queueJobId: job.id,
        progress: 0,
        // A second try keeps saying why the first one failed until it is done.
        ...(job.retryCount === 0 ? { message: null } : {}),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(exportJobs.id, id),
          inArray(exportJobs.status, PENDING_EXPORT_STATUSES),
          // Rows queued before jobs' ids were kept take whichever job names them.
          or(eq(exportJobs.queueJobId, job.id), isNull(exportJobs.queueJobId)),
        ),
      )
      .returning();
    // Expired, settled, or queued again under a new job since this one was sent: nothing to draw.
    if (!row) return;
    try {
      const { name, author, contents } = await this.slideContents(row.creationId, row.slideIds);
      // The creation's name as it is when drawn titles the file (a PDF's Title), its owner's
      // name signs it (a PDF's or PowerPoint's Author).
      const options = {
        ...storedOptions(row.options),
        title: name,
        ...(author ? { author } : {}),
      };
      const file = await this.draw(contents, options, update);
      await update({
        status: 'done',
        progress: 1,
        message: null,
        file: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
        contentType: file.contentType,
        extension: file.extension,
        expiresAt: new Date(Date.now() + EXPORT_KEPT_MS),
      });
    } catch (error) {
      const refused = error instanceof HttpError && error.statusCode < 500;
      const lastTry = job.retryCount >= job.retryLimit;
      const message = refused
        ? (error as HttpError).message
        : `The export failed${lastTry ? '' : ' and is being tried again'}: ${firstLine(error)}`;
      await update({
        status: refused || lastTry ? 'failed' : 'queued',
        message,
        errorStatus: refused ? (error as HttpError).statusCode : 500,
        expiresAt: new Date(Date.now() + EXPORT_KEPT_MS),
      });
      // pg-boss retries what may pass another time (a drawing process that died), or fails it.
      if (!refused) throw error;
    } finally {
      events.settled(id);
    }
  }

  private async draw(
    contents: unknown[],
    options: StoredExportOptions,
    update: (values: Partial<typeof exportJobs.$inferInsert>) => Promise<void>,
  ): Promise<ExportFile> {
    const { format, imageFormat = 'png', ...rest } = options;
    if (format !== 'zip') return this.pool.run({ contents, options: { ...rest, format } });
    // A ZIP: one image per slide, each its own drawing, with progress after each but the last
    // (a running job never says 100 %: packing and storing the file come after).
    const files: Record<string, Uint8Array> = {};
    for (const [index, content] of contents.entries()) {
      const file = await this.pool.run({
        contents: [content],
        options: { ...rest, format: imageFormat },
      });
      const number = String(index + 1).padStart(String(contents.length).length, '0');
      files[`slide-${number}.${file.extension}`] = file.bytes;
      if (index + 1 < contents.length) await update({ progress: (index + 1) / contents.length });
    }
    // Images are compressed already.
    return {
      bytes: zipSync(files, { level: 0 }),
      contentType: EXPORT_CONTENT_TYPES.zip,
      extension: 'zip',
    };
  }

  /**
   * The creation's name and its slides' stored documents in the order asked; 404 if the creation
   * or a slide went.
   */
  private async slideContents(
    creationId: string,
    slideIds: string[],
  ): Promise<{ name: string; author: string; contents: unknown[] }> {
    const rows = await this.options.db
      .select({
        id: slides.id,
        content: slides.content,
        name: creations.name,
        author: users.name,
      })
      .from(slides)
      .innerJoin(creations, eq(creations.id, slides.creationId))
      .innerJoin(users, eq(users.id, creations.userId))
      .where(
        and(
          eq(slides.creationId, creationId),
          inArray(slides.id, slideIds),
          isNull(slides.deletedAt),
          eq(creations.status, 'available'),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row.content]));
    if (slideIds.some((slideId) => !byId.has(slideId)))
      throw new JobRefused(404, CREATION_NOT_FOUND);
    // Stored files go back into the documents as data: URLs: the drawing processes read no
    // store, and the SVG and PDF embed the bytes as they always did.
    const contents = await Promise.all(
      slideIds.map((slideId) =>
        inlineStoredFiles(this.options.db, this.options.files, byId.get(slideId)),
      ),
    );
    return { name: rows[0]?.name ?? '', author: rows[0]?.author.trim() ?? '', contents };
  }

  /** Writes the job's row, unless it has been queued again under another job since. */
  private async update(
    id: string,
    queueJobId: string,
    values: Partial<typeof exportJobs.$inferInsert>,
  ): Promise<void> {
    await this.options.db
      .update(exportJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(exportJobs.id, id), eq(exportJobs.queueJobId, queueJobId)));
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0]!.slice(0, 300);
}
