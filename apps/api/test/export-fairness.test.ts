// Fair exports: one account's flood waits behind another account's export. With one drawing
// process, a person who asks while someone else's four big exports wait is drawn next, not fifth.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs } from '../src/db/schema.ts';
import { EXPORT_QUEUE } from '../src/exports/queue.ts';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith, startJob } from './helpers/exports.ts';

const database = useTestDatabase();
let api: ApiHarness;

beforeAll(async () => {
  api = await startApi({ exportWorkers: 1 }, { database });
});
afterAll(async () => {
  await api?.close();
});

const statusOf = async ({ user, id }: { user: TestUser; id: string }) => {
  const status = await user.request('GET', `/exports/${id}`);
  if (status.body.status === 'failed') throw new Error(`job failed: ${status.body.message}`);
  return status.body.status as string;
};

/** Polls `mine` until it is done; resolves how many of `others` were done by then. */
async function doneBefore(
  mine: { user: TestUser; id: string },
  others: { user: TestUser; id: string }[],
): Promise<number> {
  const deadline = Date.now() + 60_000;
  while ((await statusOf(mine)) !== 'done') {
    if (Date.now() > deadline) throw new Error('my export not done after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const statuses = await Promise.all(others.map(statusOf));
  return statuses.filter((status) => status === 'done').length;
}

describe('fair exports', () => {
  it('draws another account’s export before the rest of one account’s flood', async () => {
    const flooder = await api.newUser();
    const other = await api.newUser();
    const big = await creationWith(flooder, [sampleDocument(800, 800)]);
    const small = await creationWith(other, [sampleDocument(400, 300)]);
    // Big files: each takes a good while to draw, so the flood is still waiting when the other
    // person asks.
    const flood: string[] = [];
    for (let i = 0; i < 4; i++)
      flood.push(await startJob(flooder, `${big.slidePaths[0]}/download`, { dpi: 600 }));
    const mine = await startJob(other, `${small.slidePaths[0]}/download`, {});
    const floodDone = await doneBefore(
      { user: other, id: mine },
      flood.map((id) => ({ user: flooder, id })),
    );
    // Drawn at once after whatever was drawing: first or second, never behind the flood.
    expect(floodDone).toBeLessThanOrEqual(1);
    // The rest of the flood is not drawn: taken off the queue, and the one drawing finishes (on
    // PostgreSQL the files after this one share the queue).
    await database.db.execute(
      sql`delete from pgboss.job where name = ${EXPORT_QUEUE} and state = 'created'`,
    );
    // Their rows would still wait, and count against the queue's limit for the next file.
    await database.db
      .update(exportJobs)
      .set({ status: 'failed', message: 'Test over' })
      .where(and(inArray(exportJobs.id, flood), eq(exportJobs.status, 'queued')));
    const drawing = async () => {
      // Both drivers (PGlite, node-postgres) answer with the rows.
      const { rows } = (await database.db.execute(
        sql`select count(*)::int as count from pgboss.job where name = ${EXPORT_QUEUE} and state = 'active'`,
      )) as unknown as { rows: { count: number }[] };
      return rows[0]!.count;
    };
    await expect.poll(drawing, { timeout: 30_000, interval: 50 }).toBe(0);
  });
});
