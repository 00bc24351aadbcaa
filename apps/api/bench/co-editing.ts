// `pnpm bench`'s co-editing figures, in a process of their own (bench/collab-figures.mjs):
// - remote change p95: 10 providers in one room of the running API (BENCH_API_URL, a token in
//   BENCH_TOKEN, the slide in BENCH_CREATION/BENCH_SLIDE); each change made by one client is timed
//   until every other client's document holds it;
// - room memory: this process's own rooms (createCollabServer on an in-memory database), 50 rooms
//   of a 200-element slide opened, memory measured after a collection before and after.
// - flood: one client of the same room sends 20,000 one-property changes, then one 90 MB message
//   (bench/collab-figures.mjs asks the API for /health meanwhile, from its own process).
// Prints one JSON line: { remoteChangeMs: number[] }, with the argument `rooms`
// { roomMemoryMiB: number }, with `flood` { closedAfterMs: number }.
import { MEMORY_DATA_DIR } from '@figura/settings';
import { HocuspocusProvider } from '@hocuspocus/provider';
import * as Y from 'yjs';
import {
  COLLAB_PATH,
  collabRoomName,
  readSlideDocument,
  slideTypes,
  writeSlideDocument,
} from '@figura/sdk-core/collab';
import { CURRENT_SCHEMA_VERSION, slideDocumentSchema } from '@figura/sdk-core/schema';
import { createCollabServer } from '../src/collab/collab-server.ts';
import { floodMessages, updateMessage } from '../test/helpers/flood.ts';
import { openDatabase } from '../src/db/database.ts';
import { creations, slides, users } from '../src/db/schema.ts';

// A quick run (`pnpm bench --quick`, BENCH_QUICK=1) runs the same code with fewer changes and rooms.
const QUICK = process.env.BENCH_QUICK === '1';
const CLIENTS = 10;
const CHANGES = QUICK ? 10 : 100;
const ROOMS = QUICK ? 5 : 50;
const ELEMENTS = 200;

function slideOf(elements: number) {
  return slideDocumentSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    width: 1200,
    height: 800,
    elements: Array.from({ length: elements }, (_, index) => ({
      type: 'rect',
      id: `cell-${index}`,
      left: (index % 20) * 60,
      top: Math.floor(index / 20) * 60,
      width: 50,
      height: 50,
      fill: '#0072B2',
    })),
  });
}

async function remoteChangeTimes(): Promise<number[]> {
  const env = process.env;
  const url = `${env.BENCH_API_URL!.replace(/^http/, 'ws')}${COLLAB_PATH}`;
  const name = collabRoomName(env.BENCH_CREATION!, env.BENCH_SLIDE!);
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, () => {
      const document = new Y.Doc();
      return new Promise<{ doc: Y.Doc; provider: HocuspocusProvider }>((resolve, reject) => {
        const provider = new HocuspocusProvider({
          url,
          name,
          document,
          token: env.BENCH_TOKEN!,
          onSynced: () => resolve({ doc: document, provider }),
          onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
        });
      });
    }),
  );
  // The room holds a 200-element slide, as the memory figure's rooms do.
  const first = clients[0]!;
  writeSlideDocument(first.doc, slideOf(ELEMENTS));
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (readSlideDocument(client.doc).elements.length !== ELEMENTS) return;
            client.doc.off('update', check);
            resolve();
          };
          client.doc.on('update', check);
          check();
        }),
    ),
  );
  const times: number[] = [];
  for (let change = 0; change < CHANGES; change++) {
    const author = clients[change % CLIENTS]!;
    const others = clients.filter((client) => client !== author);
    const left = 1000 + change;
    const arrived = others.map(
      (client) =>
        new Promise<void>((resolve) => {
          // Reads the one property (not the whole slide): ten clients share this process.
          const cell = slideTypes(client.doc).elements.get('cell-0');
          const check = () => {
            if (cell?.get('left') !== left) return;
            client.doc.off('update', check);
            resolve();
          };
          client.doc.on('update', check);
        }),
    );
    const start = performance.now();
    const current = readSlideDocument(author.doc);
    writeSlideDocument(author.doc, {
      ...current,
      elements: current.elements.map((e, i) => (i === 0 ? { ...e, left } : e)),
    });
    await Promise.all(arrived);
    times.push(performance.now() - start);
  }
  for (const client of clients) client.provider.destroy();
  return times;
}

async function roomMemoryMiB(): Promise<number> {
  const database = await openDatabase({ dataDir: MEMORY_DATA_DIR, databaseUrl: undefined });
  await database.migrate();
  const { db } = database;
  const [user] = await db.insert(users).values({ cactusId: 'bench-rooms' }).returning();
  const [creation] = await db
    .insert(creations)
    .values({
      userId: user!.id,
      name: 'Rooms',
      slug: `rooms-${Date.now().toString(36)}`,
      type: 'abstract',
      width: 1200,
      height: 800,
    })
    .returning();
  const content = slideOf(ELEMENTS);
  const rows = await db
    .insert(slides)
    .values(
      Array.from({ length: ROOMS }, (_, position) => ({
        creationId: creation!.id,
        position,
        content,
      })),
    )
    .returning({ id: slides.id });
  const log = { warn: () => undefined } as never;
  const collab = await createCollabServer({ db, auth: {} as never, log });
  const open = (slideId: string) =>
    collab.hocuspocus.openDirectConnection(collabRoomName(creation!.id, slideId), {} as never);
  // One room opened and closed first: the code and the database's caches are warm before counting.
  await (await open(rows[0]!.id)).disconnect();
  const used = () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error('run with --expose-gc');
    gc();
    // external includes arrayBuffers (Yjs updates, the database's buffers).
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.external;
  };
  const before = used();
  const connections = [];
  for (const row of rows)
    connections.push(
      await collab.hocuspocus.openDirectConnection(
        collabRoomName(creation!.id, row.id),
        {} as never,
      ),
    );
  const after = used();
  for (const connection of connections) await connection.disconnect();
  await collab.close();
  await database.close();
  return (after - before) / (1024 * 1024);
}

/** The flood of one client; how long until the API closed it (the 90 MB message after). */
async function flood(): Promise<number> {
  const env = process.env;
  const url = `${env.BENCH_API_URL!.replace(/^http/, 'ws')}${COLLAB_PATH}`;
  const name = collabRoomName(env.BENCH_CREATION!, env.BENCH_SLIDE!);
  const connect = () => {
    const document = new Y.Doc();
    const closes: number[] = [];
    return new Promise<{ doc: Y.Doc; provider: HocuspocusProvider; closes: number[] }>(
      (resolve, reject) => {
        const provider = new HocuspocusProvider({
          url,
          name,
          document,
          token: env.BENCH_TOKEN!,
          onSynced: () => resolve({ doc: document, provider, closes }),
          onClose: ({ event }) => closes.push(event.code),
          onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
        });
      },
    );
  };
  const closed = async (closes: number[], code: number) => {
    for (const start = Date.now(); !closes.includes(code);) {
      if (Date.now() - start > 20_000) throw new Error(`not closed with ${code}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const flooder = await connect();
  // Made beforehand: while /health is timed, the flooding client only sends.
  const messages = floodMessages(flooder.doc, name, 'cell-0');
  const socket = flooder.provider.configuration.websocketProvider;
  const start = performance.now();
  for (const message of messages) socket.send(message);
  await closed(flooder.closes, 4429);
  const closedAfterMs = performance.now() - start;
  flooder.provider.destroy();
  const big = await connect();
  big.provider.configuration.websocketProvider.send(updateMessage(name, 90 * 1024 * 1024));
  await closed(big.closes, 1009);
  big.provider.destroy();
  return closedAfterMs;
}

// Each figure in a process of its own (the first argument), so neither counts the other's memory.
if (process.argv[2] === 'rooms')
  console.log(JSON.stringify({ roomMemoryMiB: await roomMemoryMiB() }));
else if (process.argv[2] === 'flood') console.log(JSON.stringify({ closedAfterMs: await flood() }));
else console.log(JSON.stringify({ remoteChangeMs: await remoteChangeTimes() }));
process.exit(0);
