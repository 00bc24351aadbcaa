// An export whose runner dies on every try: its row follows the queue. pg-boss takes the job back
// from a runner that went silent and, its retries used, fails it; the row then reads failed, with
// why, on any API node, and runs again when asked. The dying runner here claims the job (as a
// runner does: the job active, the row running) and is never heard of again, as a killed
// process; the queue's jobs expire after a second so that pg-boss notices within the test.
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs } from '../src/db/schema.ts';
import {
  EXPORT_JOB_EXPIRE_SECONDS,
  EXPORT_QUEUE,
  openExportQueue,
  type ExportQueueData,
} from '../src/exports/queue.ts';
import { EXPORT_STOPPED_MESSAGE, reconcilePendingExports } from '../src/exports/reconcile.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith, startJob } from './helpers/exports.ts';
import { manyPathsSvg, manyTextsSvg, svgSlide } from './helpers/heavy-slides.ts';

const database = useTestDatabase();
/** The API the user talks to: it draws nothing itself. */
let api: ApiHarness;
/** A second API node on the same database, with a runner that works; started when needed. */
let drawingNode: ApiHarness | undefined;
let user: TestUser;
/** The dying runner's own connection to the queue; it also has pg-boss check jobs every second. */
let queue: PgBoss;

beforeAll(async () => {
  api = await startApi({ exportWorkers: 0 }, { database });
  user = await api.newUser();
  queue = await openExportQueue(database.queueConnection, { superviseEverySeconds: 1 });
  await queue.updateQueue(EXPORT_QUEUE, { expireInSeconds: 1 });
});

afterAll(async () => {
  // On PostgreSQL the queue is shared with the files that run later.
  await queue?.updateQueue(EXPORT_QUEUE, { expireInSeconds: EXPORT_JOB_EXPIRE_SECONDS });
  await queue?.stop({ graceful: false, close: true });
  await drawingNode?.close();
  await api?.close();
});

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function rowOf(exportId: string) {
  const [row] = await database.db.select().from(exportJobs).where(eq(exportJobs.id, exportId));
  return row!;
}

async function queueStateOf(exportId: string) {
  const { queueJobId } = await rowOf(exportId);
  const [job] = await queue.findJobs(EXPORT_QUEUE, { id: queueJobId! });
  return job?.state;
}

/**
 * One try of a runner that dies: takes the export's job from the queue and marks its row
 * running, then nothing. Other jobs it meets (left by earlier files on a shared PostgreSQL) are
 * completed, as a runner that finds their rows settled does.
 */
async function dieWith(exportId: string): Promise<void> {
  await until(`the job of ${exportId}`, async () => {
    const jobs = await queue.fetch<ExportQueueData>(EXPORT_QUEUE, { batchSize: 50 });
    let mine = false;
    for (const job of jobs) {
      if (job.data.exportId !== exportId) await queue.complete(EXPORT_QUEUE, job.id);
      else mine = true;
    }
    return mine || undefined;
  });
  await database.db
    .update(exportJobs)
    .set({ status: 'running' })
    .where(eq(exportJobs.id, exportId));
  // pg-boss takes the job back once it has run past its time.
  await until('the queue to take the job back', async () => {
    const state = await queueStateOf(exportId);
    return state === 'active' ? undefined : state;
  });
}

const statusOf = async (jobId: string) =>
  (await user.request('GET', `/exports/${jobId}`)).body as { status: string; message?: string };

describe('an export whose runner dies on every try', () => {
  it('is failed once the queue gives up on it, by a runner’s sweep if nobody asks', async () => {
    const made = await creationWith(user, [sampleDocument(400, 300)]);
    const jobId = await startJob(user, `${made.slidePaths[0]}/download`, {});
    await dieWith(jobId);
    // The queue will try again: the row is not failed yet.
    expect(await queueStateOf(jobId)).toBe('retry');
    await reconcilePendingExports({ db: database.db, boss: queue });
    expect((await rowOf(jobId)).status).toBe('running');

    await dieWith(jobId);
    expect(await queueStateOf(jobId)).toBe('failed');
    expect((await rowOf(jobId)).status).toBe('running');
    await reconcilePendingExports({ db: database.db, boss: queue });
    expect(await rowOf(jobId)).toMatchObject({ status: 'failed', message: EXPORT_STOPPED_MESSAGE });
  });

  it('is failed when its job is gone from the queue, once it has had time to arrive', async () => {
    const made = await creationWith(user, [sampleDocument(400, 300)]);
    const jobId = await startJob(user, `${made.slidePaths[0]}/download`, {});
    await queue.deleteJob(EXPORT_QUEUE, (await rowOf(jobId)).queueJobId!);
    // Just written: its job may still be on its way.
    expect(await statusOf(jobId)).toMatchObject({ status: 'queued' });
    await reconcilePendingExports({ db: database.db, boss: queue }, Date.now() + 2 * 60_000);
    expect(await statusOf(jobId)).toEqual({
      jobId,
      status: 'failed',
      progress: 0,
      message: EXPORT_STOPPED_MESSAGE,
    });
  });

  it('reads failed on the next status, saying so, and runs again when asked', async () => {
    const made = await creationWith(user, [sampleDocument(400, 300)]);
    const jobId = await startJob(user, `${made.slidePaths[0]}/download`, { dpi: 144 });
    await dieWith(jobId);
    expect(await statusOf(jobId)).toMatchObject({ status: 'running' });
    await dieWith(jobId);
    expect(await statusOf(jobId)).toMatchObject({
      status: 'failed',
      message: EXPORT_STOPPED_MESSAGE,
    });
    const file = await user.request('GET', `/exports/${jobId}/file`);
    expect(file.status).toBe(500);
    expect(file.body.message).toBe(EXPORT_STOPPED_MESSAGE);

    // Jobs may draw for longer than a second again, and a runner that works comes up.
    await queue.updateQueue(EXPORT_QUEUE, { expireInSeconds: EXPORT_JOB_EXPIRE_SECONDS });
    drawingNode = await startApi({}, { database });
    const retried = await user.request('POST', `/exports/${jobId}/retry`);
    expect(retried.status).toBe(202);
    expect(retried.body).toEqual({ jobId, status: 'queued' });
    const done = await until('the export to be drawn', async () => {
      const status = await statusOf(jobId);
      return status.status === 'done' || status.status === 'failed' ? status : undefined;
    });
    expect(done).toMatchObject({ status: 'done', progress: 1 });
    const drawn = await user.request('GET', `/exports/${jobId}/file`);
    expect(drawn.status).toBe(200);
    expect(drawn.bytes.readUInt32BE(16)).toBe(800);
  });
});

describe('an export whose drawing process dies on every try', () => {
  beforeAll(async () => {
    await queue.updateQueue(EXPORT_QUEUE, { expireInSeconds: EXPORT_JOB_EXPIRE_SECONDS });
  });

  it('is failed saying why, and runs again when asked', async () => {
    drawingNode ??= await startApi({}, { database });
    const runner = drawingNode.app.exportRunner!;
    // Seconds of drawing (about 2 s on a 2-core machine), so each try is caught while it draws.
    const made = await creationWith(user, [svgSlide([manyPathsSvg(4_000), manyTextsSvg(500)])]);
    const jobId = await startJob(user, `${made.slidePaths[0]}/download`, {});
    const killed: number[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const pid = await until('a drawing process at work on the export', async () => {
        const [current] = runner.pool.pids;
        const row = await rowOf(jobId);
        return row.status === 'running' && current && !killed.includes(current)
          ? current
          : undefined;
      });
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
    }
    const failed = await until('the export to settle', async () => {
      const status = await statusOf(jobId);
      return status.status === 'done' || status.status === 'failed' ? status : undefined;
    });
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(/^The export failed: .*SIGKILL/);

    // The slide made light first (a retry draws the slide as it is now): what matters here is
    // that the job runs again in a new process, not seconds more of drawing.
    const light = await user.request('PUT', `${made.slidePaths[0]}/content`, {
      revision: 1,
      content: sampleDocument(400, 300),
    });
    expect(light.status).toBe(200);
    const retried = await user.request('POST', `/exports/${jobId}/retry`);
    expect(retried.status).toBe(202);
    const done = await until('the export to be drawn', async () => {
      const status = await statusOf(jobId);
      return status.status === 'done' ? status : undefined;
    });
    expect(done).toMatchObject({ status: 'done', progress: 1 });
  });
});
