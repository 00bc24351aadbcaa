// The export queue: pg-boss on the API's own database. PostgreSQL through its URL (API nodes and
// worker processes share it); the embedded PGlite through pg-boss's PGlite adapter, inside the
// process that holds it (PGlite is one connection in one process: see docs/exports.md).
import { fromPglite, PgBoss } from 'pg-boss';
import type { QueueConnection } from '../db/database.ts';

export const EXPORT_QUEUE = 'figura-exports';

/** pg-boss's job data: the export_jobs row to draw. */
export interface ExportQueueData {
  exportId: string;
}

/** One more try after a failure that may pass (a drawing process that died); refusals never retry. */
export const EXPORT_RETRY_LIMIT = 1;

/**
 * A job whose runner stops sending heartbeats (its process died) goes back to the queue (or fails,
 * after its retries) this long after the last one.
 */
const HEARTBEAT_SECONDS = 30;

/** How long a job may be drawn before pg-boss takes it back (a drawing takes seconds). */
export const EXPORT_JOB_EXPIRE_SECONDS = 60 * 60;

export interface ExportQueueOptions {
  /**
   * How often this instance has pg-boss look for jobs whose runner died or that ran too long
   * (pg-boss's supervision, which one instance at a time does); pg-boss's default is 60 s.
   */
  superviseEverySeconds?: number;
}

export async function openExportQueue(
  connection: QueueConnection,
  { superviseEverySeconds }: ExportQueueOptions = {},
): Promise<PgBoss> {
  const boss = new PgBoss({
    ...(connection.driver === 'pglite'
      ? { db: fromPglite(connection.client), backend: 'pglite' as const }
      : { connectionString: connection.connectionString, max: 4 }),
    application_name: 'figura-exports',
    schedule: false,
    ...(superviseEverySeconds
      ? {
          superviseIntervalSeconds: superviseEverySeconds,
          monitorIntervalSeconds: superviseEverySeconds,
        }
      : {}),
  });
  // pg-boss reports trouble it recovers from (a lost connection) here; without a listener an
  // 'error' event would end the process.
  boss.on('error', (error) => process.emitWarning(`Figura export queue: ${String(error)}`));
  await boss.start();
  await boss.createQueue(EXPORT_QUEUE, {
    retryLimit: EXPORT_RETRY_LIMIT,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    // A job is done in seconds; pg-boss's own row goes after a day (ours expire sooner).
    deleteAfterSeconds: 24 * 60 * 60,
    expireInSeconds: EXPORT_JOB_EXPIRE_SECONDS,
  });
  return boss;
}
