// Bounded work per connection: one client floods its own room (20,000 one-property changes, then
// a 90 MB message) while a second process asks the API for /health every 50 ms and another person
// keeps editing. The API runs in a process of its own, so only its own event loop is measured.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_CLOSE, slideTypes } from '@figura/sdk-core/collab';
import { databaseUrl } from './helpers/api-harness.ts';
import { startApiProcess, type ApiProcess } from './helpers/api-process.ts';
import { collaborate, eventually, type TestCollaborator } from './helpers/collab.ts';
import { sampleDocument } from './helpers/documents.ts';
import { floodMessages, updateMessage } from './helpers/flood.ts';
import { startSignOnStub, type SignOnStub } from './helpers/sign-on-stub.ts';
import { useTestDatabase } from './helpers/database.ts';

// The API process migrates the same database as the other files of a PostgreSQL run.
useTestDatabase();
let signOn: SignOnStub;
let api: ApiProcess;
let token = '';
const open: TestCollaborator[] = [];

/**
 * The slowest /health answer a flood may cause here: what it guards against, a loop blocked while
 * the 90 MB message is read, takes seconds; a fresh run on a busy two-core machine once saw one
 * answer at 316 ms with nothing blocked. The bench holds the real budget (50 ms).
 */
const HEALTH_MAX_MS = 1000;
/** The 95th percentile of the /health answers during the floods (see HEALTH_MAX_MS). */
const HEALTH_P95_MAX_MS = 250;
/**
 * How much the API's resident memory may grow at its highest during the floods. Measured 1/12:
 * 180-248 MiB in runs of this file alone (the resident size keeps what the floods' garbage took
 * until the system wants it back), so 200 failed one run in three; reading the 90 MB message
 * whole would add its size again, and the close codes below say it was refused unread.
 */
const MEMORY_GROWTH_MIB = 320;

beforeAll(async () => {
  signOn = await startSignOnStub();
  api = await startApiProcess({ signOn, databaseUrl });
  const id = randomUUID();
  token = await signOn.issueToken({ sub: `flood-${id}`, email: `flood-${id}@figura.test` });
}, 90_000);

afterAll(async () => {
  for (const client of open) client.close();
  await api?.stop();
  await signOn?.close();
});

async function call(method: string, path: string, body?: unknown) {
  const reply = await fetch(`${api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Replies are checked by assertions, not by the type system.
  return { status: reply.status, body: (await reply.json()) as any };
}

/**
 * /health asked every 50 ms by a process of its own, from now until `stop`: `started` once the
 * first answer came, `stop` the time of each answer in ms. `stop` lets it take at least
 * `minProbes` answers first (enough for a 95th percentile), however short the floods were.
 */
function probeHealth(minProbes: number) {
  const script = `
    let stopped = false;
    process.stdin.on('end', () => (stopped = true)).resume();
    while (!stopped) {
      const start = performance.now();
      await fetch(${JSON.stringify(`${api.url}/health`)}).then((r) => r.arrayBuffer());
      console.log(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const times: number[] = [];
  let waiting: { count: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  const settle = (error?: Error) => {
    for (const waiter of waiting)
      if (error) waiter.reject(error);
      else if (times.length >= waiter.count) waiter.resolve();
    waiting = error ? [] : waiting.filter((waiter) => times.length < waiter.count);
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    times.push(Number(line));
    settle();
  });
  const exited = new Promise<void>((resolve, reject) =>
    child.once('exit', (code) => {
      const error = new Error(`probe exited ${code} after ${times.length} answers`);
      settle(error);
      if (code === 0) resolve();
      else reject(error);
    }),
  );
  void exited.catch(() => undefined); // stop() reports it
  const answers = (count: number) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ count, resolve, reject });
      settle();
    });
  return {
    started: answers(1),
    async stop(): Promise<number[]> {
      await answers(minProbes);
      child.stdin.end();
      await exited;
      return times;
    },
  };
}

describe('a client that floods its room', () => {
  it('is held, then closed, while /health stays quick, memory bounded and others’ edits stored', async () => {
    const created = await call('POST', '/user-creations', { name: 'Flood' });
    const creationId: string = created.body.id;
    const slideId: string = created.body.slides[0].id;
    const path = `/user-creations/${creationId}/slide/${slideId}/content`;
    expect((await call('PUT', path, { revision: 0, content: sampleDocument() })).status).toBe(200);
    const flooder = collaborate(api.url, token, creationId, slideId);
    const worker = collaborate(api.url, token, creationId, slideId);
    open.push(flooder, worker);
    await Promise.all([flooder.synced, worker.synced]);
    const room = `${creationId}/${slideId}`;
    const flood = floodMessages(flooder.doc, room);
    const before = api.memory().rssMiB;
    // The API's resident memory, sampled while the floods last (its lifetime peak counts its start).
    let highest = before;
    const sampling = setInterval(() => (highest = Math.max(highest, api.memory().rssMiB)), 20);
    const probe = probeHealth(60);
    await probe.started;

    // 20,000 changes of one property, each its own message.
    const floodSocket = flooder.provider.configuration.websocketProvider;
    for (const message of flood) floodSocket.send(message);
    const text = slideTypes(worker.doc).elements.get('text-1')!;
    worker.doc.transact(() => text.set('top', 123));
    await eventually(() => expect(flooder.closes).toContain(ROOM_CLOSE.tooMuch.code), 10_000);
    flooder.close();

    // One 90 MB message: refused by its length before it is read.
    const big = collaborate(api.url, token, creationId, slideId);
    open.push(big);
    await big.synced;
    const socket = big.provider.configuration.websocketProvider;
    socket.send(updateMessage(room, 90 * 1024 * 1024));
    await eventually(() => expect(big.closes).toContain(1009), 10_000);
    big.close();

    const times = await probe.stop();
    clearInterval(sampling);
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
    console.info(
      `flood: /health ${times.length} probes, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms; ` +
        `memory ${before.toFixed(0)} MiB before, ${highest.toFixed(0)} MiB at most`,
    );
    expect(times.length).toBeGreaterThan(50);
    // A loop the flood blocks answers in seconds; the bench holds the 50 ms budget. Other suites
    // run beside this one on two cores: fresh runs here saw a p95 of 102 ms with nothing blocked.
    expect(p95).toBeLessThan(HEALTH_P95_MAX_MS);
    expect(sorted.at(-1)).toBeLessThan(HEALTH_MAX_MS);
    expect(highest - before).toBeLessThan(MEMORY_GROWTH_MIB);
    await eventually(async () => {
      const stored = await call('GET', path);
      const elements: { id: string; top: number }[] = stored.body.content.elements;
      expect(elements.find((e) => e.id === 'text-1')?.top).toBe(123);
    });
  });
});
