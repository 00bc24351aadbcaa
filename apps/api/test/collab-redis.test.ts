// Two API nodes on one database and one Redis: people connected to different nodes co-edit one
// slide, and a REST save on one node reaches a room open on the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHarness, type TestUser } from './helpers/api-harness.ts';
import {
  coEditAcrossNodes,
  eventually,
  useRedis,
  type TestCollaborator,
} from './helpers/collab.ts';
import { useTestDatabase } from './helpers/database.ts';
import { sampleDocument } from './helpers/documents.ts';

const database = useTestDatabase();
let redis: Awaited<ReturnType<typeof useRedis>>;
let nodeA: ApiHarness;
let nodeB: ApiHarness;
let owner: TestUser;
const open: TestCollaborator[] = [];

beforeAll(async () => {
  redis = await useRedis();
  const config = { redisUrl: redis.url, collabStoreDebounceMs: 50 };
  nodeA = await startApi(config, { database });
  // One sign-on site for both nodes: node B checks tokens against node A's.
  const signOn = { signOnUrl: nodeA.signOn.url, tokenIssuer: nodeA.signOn.issuer };
  nodeB = await startApi({ ...config, ...signOn }, { database });
  owner = await nodeA.newUser();
});

afterAll(async () => {
  for (const client of open) client.close();
  await nodeA?.close();
  await nodeB?.close();
  await redis?.stop();
});

describe('co-editing across API nodes (Redis)', () => {
  it('lets people on different nodes edit one slide and see each other’s edits', async () => {
    const { onA, path } = await coEditAcrossNodes(owner, nodeA.baseUrl, nodeB.baseUrl, open, {
      left: 55,
      background: '#abcdef',
    });

    // A REST save through node B reaches the person on node A.
    await eventually(async () => {
      const latest = await owner.request('GET', path);
      expect(latest.body.content.background).toBe('#abcdef');
    });
    const latest = await owner.request('GET', path);
    const saved = await nodeB.request('PUT', path, {
      token: owner.token,
      body: {
        revision: latest.body.revision,
        content: { ...sampleDocument(), background: '#fedcba' },
      },
    });
    expect(saved.status).toBe(200);
    await eventually(() => expect(onA.read().background).toBe('#fedcba'));
  });
});
