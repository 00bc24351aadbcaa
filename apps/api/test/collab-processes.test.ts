// Two API *processes* on one PostgreSQL and one Redis: a person connected to each co-edits one
// slide (collab-redis.test.ts runs two nodes in one process, which PGlite also allows). PGlite is
// one process's database, so this file runs in the PostgreSQL pass only (scripts/test.sh).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import { startApiProcess, type ApiProcess } from './helpers/api-process.ts';
import {
  coEditAcrossNodes,
  eventually,
  useRedis,
  type TestCollaborator,
} from './helpers/collab.ts';
import { useTestDatabase } from './helpers/database.ts';

if (!databaseUrl)
  throw new Error('collab-processes.test.ts needs PostgreSQL (DATABASE_URL): see scripts/test.sh');

const database = useTestDatabase();
let redis: Awaited<ReturnType<typeof useRedis>>;
let nodeA: ApiHarness;
let nodeB: ApiProcess;
let owner: TestUser;
const open: TestCollaborator[] = [];

beforeAll(async () => {
  redis = await useRedis();
  nodeA = await startApi({ redisUrl: redis.url, collabStoreDebounceMs: 50 }, { database });
  // The API's own entry in a process of its own, on the same database, Redis and sign-on site.
  nodeB = await startApiProcess({ signOn: nodeA.signOn, databaseUrl, redisUrl: redis.url });
  owner = await nodeA.newUser();
}, 90_000);

afterAll(async () => {
  for (const client of open) client.close();
  await nodeB?.stop();
  await nodeA?.close();
  await redis?.stop();
});

describe('co-editing across API processes (Redis)', () => {
  it('lets people connected to different processes edit one slide and see each other’s edits', async () => {
    const { path } = await coEditAcrossNodes(owner, nodeA.baseUrl, nodeB.url, open, {
      left: 66,
      background: '#fedcba',
    });
    // And what they made together is stored once, as one slide.
    await eventually(async () => {
      const stored = await owner.request('GET', path);
      expect(stored.body.content.background).toBe('#fedcba');
      expect(stored.body.content.elements[0].left).toBe(66);
    });
  });
});
