// Export jobs as users see them: asking for one, reading how far it got, its file, trying again.
// The drawing happens elsewhere (exports/runner.ts); this module only reads and writes rows and
// hands pg-boss the job, whose id the row keeps (a row is read in step with it:
// exports/reconcile.ts).
import { randomUUID } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import {
  EXPORT_NOT_DONE_MESSAGE,
  EXPORT_NOT_FAILED_MESSAGE,
  EXPORT_NOT_FOUND,
  MAX_PENDING_EXPORTS_PER_ACCOUNT,
  type ExportStatusReply,
} from '@figura/sdk-core/schema';
import type { JournalProfiles } from '../partners/partner-profiles.ts';
import type { Database } from '../db/database.ts';
import type { PlanOptions } from '../billing/plans.ts';
import { exportJobs, type ExportJobRow, type UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { EXPORT_PENDING_MS, MAX_QUEUED_EXPORTS } from './limits.ts';
import { busyError, shareError } from './pool.ts';
import { EXPORT_QUEUE, type ExportQueueData } from './queue.ts';
import { PENDING_EXPORT_STATUSES, reconcileExport } from './reconcile.ts';
import type { StoredExportOptions } from './stored-options.ts';

/**
 * Tells whoever waits in this process that an export settled (done or failed), so a download
 * answered with its file hears at once when the runner is here; other nodes' runners are polled.
 */
export class ExportEvents extends EventEmitter {
  settled(exportId: string): void {
    this.emit(exportId);
  }
}

export interface NewExport {
  creationId: string;
  slideIds: string[];
  options: StoredExportOptions;
  fileName: string;
}

export interface ExportServices {
  db: Database;
  boss: PgBoss;
  events: ExportEvents;
  /** Wakes this process's runner (when it has one) so it fetches the new job now. */
  wake: () => void;
  /** How plans apply (which exports carry the watermark). */
  plans: PlanOptions;
  /** The profiles a download may name: the registry's and the partners' own. */
  journalProfiles: JournalProfiles;
}

/**
 * A new export job, queued behind the other accounts' earlier ones. 429 with Retry-After when the
 * account has its share under way already, 503 when too many are waiting in all.
 */
export async function enqueueExport(
  { db, boss, wake }: ExportServices,
  user: UserRow,
  input: NewExport,
): Promise<ExportJobRow> {
  const [waiting] = await db
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${exportJobs.userId} = ${user.id})`,
    })
    .from(exportJobs)
    .where(inArray(exportJobs.status, PENDING_EXPORT_STATUSES));
  const mine = Number(waiting?.mine ?? 0);
  if (mine >= MAX_PENDING_EXPORTS_PER_ACCOUNT) throw shareError();
  if ((waiting?.all ?? 0) >= MAX_QUEUED_EXPORTS) throw busyError();
  const queueJobId = randomUUID();
  const [row] = await db
    .insert(exportJobs)
    .values({
      queueJobId,
      userId: user.id,
      creationId: input.creationId,
      slideIds: input.slideIds,
      options: input.options,
      fileName: input.fileName,
      expiresAt: new Date(Date.now() + EXPORT_PENDING_MS),
    })
    .returning();
  // Each export the account has under way puts this one further back (pg-boss takes higher
  // priorities first), and its group holds the account to its drawing share (exports/runner.ts).
  await queueJob(boss, row!.id, queueJobId, { userId: user.id, priority: -mine });
  wake();
  return row!;
}

/** Hands pg-boss the job under the id its row keeps, in its account's group. */
function queueJob(
  boss: PgBoss,
  exportId: string,
  queueJobId: string,
  { userId, priority }: { userId: string; priority: number },
) {
  return boss.send(EXPORT_QUEUE, { exportId } satisfies ExportQueueData, {
    id: queueJobId,
    priority,
    group: { id: userId },
  });
}

/**
 * The user's export job, failed if the queue gave up on it; 404 for another user's, a missing or
 * an expired one.
 */
export async function findExport(
  services: ExportServices,
  user: UserRow,
  id: string,
): Promise<ExportJobRow> {
  const [row] = await services.db.select().from(exportJobs).where(eq(exportJobs.id, id)).limit(1);
  if (!row || row.userId !== user.id || row.expiresAt.getTime() < Date.now())
    throw notFound(EXPORT_NOT_FOUND);
  return reconcileExport(services, row);
}

export function exportStatusOf(row: ExportJobRow): ExportStatusReply {
  return {
    jobId: row.id,
    status: row.status as ExportStatusReply['status'],
    progress: Math.min(1, Math.max(0, row.progress)),
    ...(row.message ? { message: row.message } : {}),
  };
}

/** A failed export's answer: its status and message, as a synchronous download would have had them. */
export function exportFailure(row: ExportJobRow): HttpError {
  return new HttpError(row.errorStatus ?? 500, row.message ?? 'The export failed.');
}

/** The finished file; 409 while the export is not done, its failure once it failed. */
export function exportFileOf(row: ExportJobRow): {
  bytes: Buffer;
  contentType: string;
  fileName: string;
} {
  if (row.status === 'failed') throw exportFailure(row);
  if (row.status !== 'done' || !row.file) throw new HttpError(409, EXPORT_NOT_DONE_MESSAGE);
  return {
    bytes: row.file,
    contentType: row.contentType ?? 'application/octet-stream',
    fileName: `${row.fileName}.${row.extension ?? 'bin'}`,
  };
}

/** Queues a failed export again, from the start. */
export async function retryExport(
  services: ExportServices,
  user: UserRow,
  id: string,
): Promise<ExportJobRow> {
  const { db, boss, wake } = services;
  const row = await findExport(services, user, id);
  if (row.status !== 'failed') throw new HttpError(409, EXPORT_NOT_FAILED_MESSAGE);
  const queueJobId = randomUUID();
  const [queued] = await db
    .update(exportJobs)
    .set({
      status: 'queued',
      queueJobId,
      progress: 0,
      message: null,
      errorStatus: null,
      updatedAt: new Date(),
      expiresAt: new Date(Date.now() + EXPORT_PENDING_MS),
    })
    .where(and(eq(exportJobs.id, id), eq(exportJobs.status, 'failed')))
    .returning();
  // Two retries at once: the second finds it queued already.
  if (!queued) throw new HttpError(409, EXPORT_NOT_FAILED_MESSAGE);
  // A retry is the account's own again: behind the others' waiting exports like a new one.
  await queueJob(boss, id, queueJobId, { userId: user.id, priority: -1 });
  wake();
  return queued;
}

const POLL_MS = 250;

/**
 * The export's row once it settled, or as it is when `timeoutMs` is up. Woken at once by this
 * process's runner; another node's is seen by polling.
 */
export async function waitForExport(
  { db, events }: ExportServices,
  id: string,
  timeoutMs: number,
): Promise<ExportJobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(exportJobs).where(eq(exportJobs.id, id)).limit(1);
    if (!row) throw notFound(EXPORT_NOT_FOUND);
    const left = deadline - Date.now();
    if (row.status === 'done' || row.status === 'failed' || left <= 0) return row;
    const wait = AbortSignal.timeout(Math.min(POLL_MS, left));
    await once(events, id, { signal: wait }).catch(() => undefined);
  }
}

/** Deletes jobs (and their files) past their time. */
export async function deleteExpiredExports(db: Database): Promise<void> {
  await db.delete(exportJobs).where(lt(exportJobs.expiresAt, new Date()));
}
