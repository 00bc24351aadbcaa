// A full export queue: one account past its share (4 under way) hears 429, and past 16 waiting
// exports in all the API answers 503, both with Retry-After. Its own file, with no runner
// anywhere, so nothing drains the queue while it fills (on PostgreSQL the queue is shared by
// every API of the run).
import { inArray } from 'drizzle-orm';
import { EXPORT_SHARE_MESSAGE, MAX_PENDING_EXPORTS_PER_ACCOUNT } from '@figura/sdk-core/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '@figura/settings';
import { openDatabase } from '../src/db/database.ts';
import { exportJobs } from '../src/db/schema.ts';
import { MAX_QUEUED_EXPORTS } from '../src/exports/limits.ts';
import { databaseUrl, startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { sampleDocument } from './helpers/documents.ts';
import { creationWith, startJob } from './helpers/exports.ts';

let api: ApiHarness;
let first: TestUser;
const held: string[] = [];

beforeAll(async () => {
  // No runner: jobs stay queued, as when every worker is busy.
  api = await startApi({ exportWorkers: 0 });
});

afterAll(async () => {
  // Later tests on PostgreSQL share the queue: what this one left waiting is settled, and a
  // runner that takes its queue entries finds nothing to draw.
  if (databaseUrl) {
    const database = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl });
    await database.db
      .update(exportJobs)
      .set({ status: 'failed', message: 'Test over' })
      .where(inArray(exportJobs.id, held));
    await database.close();
  }
  await api.close();
});

describe('a full export queue', () => {
  it('gives one account its share: its fifth export under way answers 429 with Retry-After', async () => {
    const user = (first = await api.newUser());
    const made = await creationWith(user, [sampleDocument(400, 300)]);
    for (let i = 0; i < MAX_PENDING_EXPORTS_PER_ACCOUNT; i++)
      held.push(await startJob(user, `${made.slidePaths[0]}/download`, {}));
    const more = await user.request('POST', `${made.slidePaths[0]}/download?async=1`, {});
    expect([more.status, more.body.message]).toEqual([429, EXPORT_SHARE_MESSAGE]);
    expect(more.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 503 with Retry-After once 16 exports are waiting, and keeps those queued', async () => {
    // Accounts, each within its share, fill the rest of the queue.
    while (held.length < MAX_QUEUED_EXPORTS) {
      const user = await api.newUser();
      const made = await creationWith(user, [sampleDocument(400, 300)]);
      const room = Math.min(MAX_PENDING_EXPORTS_PER_ACCOUNT, MAX_QUEUED_EXPORTS - held.length);
      for (let i = 0; i < room; i++)
        held.push(await startJob(user, `${made.slidePaths[0]}/download`, {}));
    }
    const user = await api.newUser();
    const made = await creationWith(user, [sampleDocument(400, 300)]);
    const busy = await user.request('POST', `${made.slidePaths[0]}/download?async=1`, {});
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(busy.body.message).toMatch(/busy with other exports/);
    const status = await first.request('GET', `/exports/${held[0]}`);
    expect(status.body).toMatchObject({ status: 'queued', progress: 0 });
  });
});
