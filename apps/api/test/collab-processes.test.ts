// Two API *processes* on one PostgreSQL and one Redis: a person connected to each co-edits one
// slide (collab-redis.test.ts runs two nodes in one process, which PGlite also allows). PGlite is
// one process's database, so this file runs in the PostgreSQL pass only (scripts/test.sh).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import {
  coEditAcrossNodes,
  eventually,
  freePort,
  useRedis,
  type TestCollaborator,
} from './helpers/collab.ts';
import { useTestDatabase } from './helpers/database.ts';

if (!databaseUrl)
  throw new Error('collab-processes.test.ts needs PostgreSQL (DATABASE_URL): see scripts/test.sh');

const apiMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const database = useTestDatabase();
let redis: Awaited<ReturnType<typeof useRedis>>;
let nodeA: ApiHarness;
let nodeB: { url: string; child: ChildProcess; dataDir: string };
let owner: TestUser;
const open: TestCollaborator[] = [];

/** The API's own entry in a process of its own, on the same database, Redis and sign-on site. */
async function startApiProcess(harness: ApiHarness, redisUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'figura-node-b-'));
  const child = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SIGNON_URL: harness.signOn.url,
      TOKEN_ISSUER: harness.signOn.issuer,
      FIGURA_TOKEN_AUDIENCE: harness.signOn.audience,
      FIGURA_DATA_DIR: dataDir,
      // Only rooms here: export jobs stay with the other nodes of the test run.
      FIGURA_EXPORT_WORKERS: '0',
      API_LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null)
      throw new Error(`The second API process exited (${child.exitCode})`);
    const healthy = await fetch(`${url}/health`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 60_000) throw new Error('The second API process did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, dataDir };
}

beforeAll(async () => {
  redis = await useRedis();
  nodeA = await startApi({ redisUrl: redis.url, collabStoreDebounceMs: 50 }, { database });
  nodeB = await startApiProcess(nodeA, redis.url);
  owner = await nodeA.newUser();
}, 90_000);

afterAll(async () => {
  for (const client of open) client.close();
  if (nodeB) {
    const exited = new Promise((resolve) => nodeB.child.once('exit', resolve));
    nodeB.child.kill('SIGTERM');
    await exited;
    rmSync(nodeB.dataDir, { recursive: true, force: true });
  }
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
