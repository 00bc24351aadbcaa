import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  COLLAB_PATH,
  collabRoomName,
  parseRoomNotice,
  readSlideDocument,
  writeSlideDocument,
  type RoomNotice,
} from '@figura/sdk-core/collab';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { ApiConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { startApi, type ApiHarness, type TestUser } from './api-harness.ts';
import { sampleDocument, type CreationReply } from './documents.ts';

/** A co-editing client in Node: a provider on the API's collab path, with its Y.Doc. */
export interface TestCollaborator {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** Resolves once the room's content has arrived; rejects when the server refused the token. */
  synced: Promise<void>;
  /** What the server told this client unasked (RoomNotice), in order. */
  notices: RoomNotice[];
  /** The close codes of the connections the server (or the network) closed, in order. */
  closes: number[];
  /** Authentication failures after the first sync (rights gone on reconnecting). */
  refusals: string[];
  read(): SlideDocument;
  close(): void;
}

export function collaborate(
  baseUrl: string,
  token: string,
  creationId: string,
  slideId: string,
): TestCollaborator {
  const doc = new Y.Doc();
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const synced = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const notices: RoomNotice[] = [];
  const closes: number[] = [];
  const refusals: string[] = [];
  const provider = new HocuspocusProvider({
    url: `${baseUrl.replace(/^http/, 'ws')}${COLLAB_PATH}`,
    name: collabRoomName(creationId, slideId),
    document: doc,
    token,
    onSynced: () => settle?.resolve(),
    onAuthenticationFailed: ({ reason }) => {
      refusals.push(reason);
      settle?.reject(new Error(`refused: ${reason}`));
    },
    onStateless: ({ payload }) => {
      const notice = parseRoomNotice(payload);
      if (notice) notices.push(notice);
    },
    onClose: ({ event }) => closes.push(event.code),
  });
  return {
    doc,
    provider,
    synced,
    notices,
    closes,
    refusals,
    read: () => readSlideDocument(doc),
    close: () => provider.destroy(),
  };
}

/** Polls `check` until it holds (or throws its last failure after `timeoutMs`). */
export async function eventually(
  check: () => void | Promise<void>,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A Redis for the test: `FIGURA_TEST_REDIS_URL` (scripts/test.sh starts one), or Debian's
 * redis-server started here on a free loopback port, in memory only.
 */
export async function useRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.FIGURA_TEST_REDIS_URL;
  if (given) return { url: given, stop: async () => undefined };
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The owner's new slide, opened by one person on each of two API nodes (`urlA`, `urlB`): each
 * edits a different part, and both see both edits. Returns the clients and the slide's path.
 */
export async function coEditAcrossNodes(
  owner: TestUser,
  urlA: string,
  urlB: string,
  open: TestCollaborator[],
  edits: { left: number; background: string },
): Promise<{ onA: TestCollaborator; onB: TestCollaborator; path: string }> {
  const created = await owner.request<CreationReply>('POST', '/user-creations', { name: 'Two' });
  const creationId = created.body.id;
  const slideId = created.body.slides[0]!.id;
  const path = `/user-creations/${creationId}/slide/${slideId}/content`;
  await owner.request('PUT', path, { revision: 0, content: sampleDocument() });

  const onA = collaborate(urlA, owner.token, creationId, slideId);
  const onB = collaborate(urlB, owner.token, creationId, slideId);
  open.push(onA, onB);
  await Promise.all([onA.synced, onB.synced]);

  const start = onA.read();
  writeSlideDocument(onA.doc, {
    ...start,
    elements: start.elements.map((e) => (e.id === 'rect-1' ? { ...e, left: edits.left } : e)),
  });
  writeSlideDocument(onB.doc, { ...onB.read(), background: edits.background });
  await eventually(() => {
    for (const client of [onA, onB]) {
      expect(client.read().background).toBe(edits.background);
      expect(client.read().elements[0]).toMatchObject({ id: 'rect-1', left: edits.left });
    }
  });
  return { onA, onB, path };
}

/** Two API nodes of one file's tests (useTwoNodes), an owner on node A, and the clients to close. */
export interface TwoNodes {
  nodeA: ApiHarness;
  nodeB: ApiHarness;
  owner: TestUser;
  open: TestCollaborator[];
}

/**
 * Two API nodes on `database` and one Redis, for the enclosing file: started before its tests
 * (node B checks tokens against node A's sign-on site), stopped after them, `open` clients first.
 */
export function useTwoNodes(database: DatabaseHandle, config: Partial<ApiConfig> = {}): TwoNodes {
  const nodes = { open: [] as TestCollaborator[] } as TwoNodes;
  let redis: Awaited<ReturnType<typeof useRedis>> | undefined;
  beforeAll(async () => {
    redis = await useRedis();
    const shared = { redisUrl: redis.url, collabStoreDebounceMs: 50, ...config };
    nodes.nodeA = await startApi(shared, { database });
    const signOn = { signOnUrl: nodes.nodeA.signOn.url, tokenIssuer: nodes.nodeA.signOn.issuer };
    nodes.nodeB = await startApi({ ...shared, ...signOn }, { database });
    nodes.owner = await nodes.nodeA.newUser();
  });
  afterAll(async () => {
    for (const client of nodes.open) client.close();
    await nodes.nodeA?.close();
    await nodes.nodeB?.close();
    await redis?.stop();
  });
  return nodes;
}
