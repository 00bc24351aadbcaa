// Keeps an export's row in step with its job on the queue. The runner writes each state it
// reaches, but a runner that dies mid-job (its process killed, its machine gone) writes nothing
// more, and pg-boss then retries the job and in the end gives up on it (retries used, expired)
// without telling anyone. So a row still queued or running whose pg-boss job will not run again
// (failed, cancelled, completed, or gone) is failed here, saying so: when it is read (its status,
// its file, a retry: on any API node, at once) and every minute by each runner, for rows nobody
// reads (they count against MAX_QUEUED_EXPORTS). Asking pg-boss on read rather than listening to
// it (a dead-letter queue, say) also covers jobs pg-boss never failed: deleted, or never sent.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { exportJobs, type ExportJobRow } from '../db/schema.ts';
import { EXPORT_KEPT_MS } from './limits.ts';
import { EXPORT_QUEUE } from './queue.ts';

/** A row waiting for a runner, or being drawn. */
export const PENDING_EXPORT_STATUSES = ['queued', 'running'] as const;

/** What the owner reads when the queue gave up on a job whose runner kept dying. */
export const EXPORT_STOPPED_MESSAGE = 'The export stopped unexpectedly; try again.';

/** pg-boss states of a job that is running or will run. */
const LIVE_JOB_STATES: ReadonlySet<string> = new Set(['created', 'retry', 'active']);

/**
 * A row is written (with its job's id) just before its job is sent: for this long a job not yet
 * in the queue is taken to be on its way.
 */
const SEND_GRACE_MS = 60_000;

export interface ExportRows {
  db: Database;
  boss: PgBoss;
}

const isPending = (row: ExportJobRow) =>
  (PENDING_EXPORT_STATUSES as readonly string[]).includes(row.status);

/** The row, failed if it is queued or running while its queue job is over; else as it was. */
export async function reconcileExport(
  { db, boss }: ExportRows,
  row: ExportJobRow,
  now = Date.now(),
): Promise<ExportJobRow> {
  // Rows queued before jobs' ids were kept are left to expire as they did then.
  if (!isPending(row) || !row.queueJobId) return row;
  const [job] = await boss.findJobs(EXPORT_QUEUE, { id: row.queueJobId });
  if (job ? LIVE_JOB_STATES.has(job.state) : now - row.updatedAt.getTime() < SEND_GRACE_MS)
    return row;
  const [failed] = await db
    .update(exportJobs)
    .set({
      status: 'failed',
      message: EXPORT_STOPPED_MESSAGE,
      errorStatus: 500,
      updatedAt: new Date(now),
      expiresAt: new Date(now + EXPORT_KEPT_MS),
    })
    .where(
      and(
        eq(exportJobs.id, row.id),
        inArray(exportJobs.status, PENDING_EXPORT_STATUSES),
        // A runner that settled it, or a retry with a new job, since it was read, wins.
        eq(exportJobs.queueJobId, row.queueJobId),
      ),
    )
    .returning();
  if (failed) return failed;
  const [current] = await db.select().from(exportJobs).where(eq(exportJobs.id, row.id)).limit(1);
  return current ?? row;
}

/** Fails every pending row whose queue job is over (a runner's periodic sweep). */
export async function reconcilePendingExports(rows: ExportRows, now = Date.now()): Promise<void> {
  const pending = await rows.db
    .select()
    .from(exportJobs)
    .where(
      and(inArray(exportJobs.status, PENDING_EXPORT_STATUSES), isNotNull(exportJobs.queueJobId)),
    );
  for (const row of pending) await reconcileExport(rows, row, now);
}
