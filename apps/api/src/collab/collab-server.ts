import type { Server as HttpServer } from 'node:http';
import type * as Y from 'yjs';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import type { FastifyBaseLogger } from 'fastify';
import {
  ROOM_CLOSE,
  collabRoomName,
  parseCollabRoomName,
  parseStoreMessage,
  writeSlideDocument,
  type RoomNotice,
  type StoreReply,
} from '@figura/sdk-core/collab';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { Authenticator } from '../identity/authenticate.ts';
import type { Database } from '../db/database.ts';
import { findSlide, storedDocument } from '../creations/slides.ts';
import { ROOM_LIMITS, type Limits } from './connection-limits.ts';
import { LiveRights, roomRightOf, type RoomConnectionContext } from './live-rights.ts';
import {
  localRoomEvents,
  redisRoomEvents,
  type RoomEvent,
  type RoomEvents,
} from './room-events.ts';
import { RoomGuard } from './room-guard.ts';
import { attachRoomSockets, type PeerSocket } from './room-sockets.ts';
import { loadRoom, saveRoomState, storeRoom } from './room-store.ts';

/** Waits after the last change before a room is stored, and at most between two stores. */
export const ROOM_STORE_DEBOUNCE_MS = 2000;
export const ROOM_STORE_MAX_DEBOUNCE_MS = 10000;

/** Yjs sync messages that carry changes (y-protocols: step 2, update); step 1 asks for them. */
const CHANGE_MESSAGES = new Set([1, 2]);

export interface CollabOptions {
  db: Database;
  auth: Authenticator;
  log: FastifyBaseLogger;
  /** Several API nodes serve one room through this Redis (`REDIS_URL`); unset: one node. */
  redisUrl?: string | undefined;
  /** Overrides the store debounce (tests, the benchmark). */
  debounceMs?: number;
  /** Overrides the per-connection limits (tests). */
  limits?: Limits;
}

type Context = RoomConnectionContext & { socket: PeerSocket };

export interface CollabServer {
  readonly hocuspocus: Hocuspocus<Context>;
  /** Serves rooms on `COLLAB_PATH` of the API's own HTTP server. */
  attach(server: HttpServer): void;
  /**
   * A REST save of a slide (at `revision`) reaches its live room, so connected people see it.
   * This and the calls below never fail the caller: what could not reach the rooms is logged.
   */
  slideSaved(
    creationId: string,
    slideId: string,
    content: SlideDocument,
    revision: number,
  ): Promise<void>;
  /** A slide was written outside a save (a version restored, resized): its room takes it. */
  slideChanged(creationId: string, slideId: string): Promise<void>;
  /** Tells every node's rooms that rights, sessions, slides or comments changed (room-events.ts). */
  announce(event: RoomEvent): Promise<void>;
  close(): Promise<void>;
}

function redisExtension(url: string): Extension {
  const parsed = new URL(url);
  return new Redis({
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    options: {
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
      db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined,
    },
  });
}

/**
 * Real-time co-editing (Yjs over Hocuspocus): one room per slide, named by collabRoomName.
 * A connection's token is verified like a request's and its right checked in access.ts (write
 * edits, read and comment connect read-only, anything else is refused), and again whenever
 * that right may have changed (live-rights.ts). Every change a client sends passes the rules
 * of a save before it enters the room (room-guard.ts); what fails is refused to its sender
 * alone. Rooms are filled from and stored to the database through the one write path of slide
 * content (room-store.ts).
 */
export async function createCollabServer(options: CollabOptions): Promise<CollabServer> {
  const { db, auth, log } = options;
  const debounce = options.debounceMs ?? ROOM_STORE_DEBOUNCE_MS;
  const extensions: Extension[] = options.redisUrl ? [redisExtension(options.redisUrl)] : [];
  const events: RoomEvents = options.redisUrl
    ? await redisRoomEvents(options.redisUrl, (error) =>
        log.warn({ err: error }, 'co-editing: room events'),
      )
    : localRoomEvents();
  // By document, not name: a room unloading and the next one of its name loading may overlap.
  const guards = new WeakMap<Y.Doc, RoomGuard>();

  const store = async (name: string, document: Y.Doc) => {
    const room = parseCollabRoomName(name);
    const guard = guards.get(document);
    if (!room || !guard) throw new Error(`No room ${name}`);
    return storeRoom(db, {
      ...room,
      doc: document,
      content: guard.document(),
      writer: guard.lastWriter,
    });
  };

  const hocuspocus = new Hocuspocus<Context>({
    quiet: true,
    debounce,
    maxDebounce: Math.max(debounce, ROOM_STORE_MAX_DEBOUNCE_MS),
    extensions,

    async onAuthenticate({ token, documentName, connectionConfig, context }) {
      const room = parseCollabRoomName(documentName);
      if (!room) throw new Error('Unknown room');
      const { holder, readOnly } = await roomRightOf(db, auth, token, room);
      connectionConfig.readOnly = readOnly;
      context.socket.joined(documentName);
      return { ...holder, token, ...room, readOnly };
    },

    async connected({ connection, context }) {
      rights.watch(context);
      connection.onClose(() => rights.forget(context));
    },

    async onLoadDocument({ documentName, document }) {
      const room = parseCollabRoomName(documentName);
      if (!room) throw new Error('Unknown room');
      const { dropped } = await loadRoom(db, room.creationId, room.slideId, document);
      if (dropped.length > 0)
        log.warn({ room: documentName, problems: dropped }, 'co-editing: an invalid state dropped');
      const guard = new RoomGuard(document, { db, creationId: room.creationId, log });
      guards.set(document, guard);
      document.once('destroy', () => guard.destroy());
    },

    // A change enters the room only once it passed the rules of a save (room-guard.ts).
    async beforeSync({ connection, document, documentName, type, payload, context }) {
      if (!CHANGE_MESSAGES.has(type) || connection.readOnly) return;
      const guard = guards.get(document);
      const problem = guard
        ? await guard.check(payload, context.user, { source: 'connection', connection })
        : 'The room is closing.';
      if (problem === undefined) return;
      // Hocuspocus skips a read-only connection's change; the socket closes after the notice.
      connection.readOnly = true;
      const notice: RoomNotice = { figura: 'change-refused', problem };
      connection.sendStateless(JSON.stringify(notice));
      context.socket.close(ROOM_CLOSE.changeRefused);
      log.info({ room: documentName, problem }, 'co-editing: a change refused');
    },

    // A client's autosave asks for a store now and waits for it (room.ts, StoreRequest).
    async onStateless({ connection, documentName, document, payload }) {
      const request = parseStoreMessage(payload);
      if (request?.figura !== 'store') return;
      let reply: StoreReply;
      if (connection.readOnly) reply = { figura: 'refused', id: request.id, problem: 'read-only' };
      else {
        try {
          const result = await document.saveMutex.runExclusive(() => store(documentName, document));
          reply = { figura: 'stored', id: request.id, revision: result.revision };
        } catch (error) {
          log.warn({ err: error, room: documentName }, 'co-editing: a room was not stored');
          reply = { figura: 'refused', id: request.id, problem: 'not-stored' };
        }
      }
      connection.sendStateless(JSON.stringify(reply));
    },

    async onStoreDocument({ documentName, document }) {
      const result = await store(documentName, document);
      if (result.kind === 'reloaded')
        log.info({ room: documentName }, 'co-editing: the room took a save made outside it');
    },
  });

  const rights = new LiveRights({ db, auth, log, hocuspocus });

  /** This node's open rooms of a creation. */
  const roomsOf = (creationId: string) =>
    [...hocuspocus.documents.values()].filter(
      (document) => parseCollabRoomName(document.name)?.creationId === creationId,
    );
  const tell = (
    document: { getConnections(): { sendStateless(text: string): void }[] },
    notice: RoomNotice,
  ) => {
    for (const connection of document.getConnections())
      connection.sendStateless(JSON.stringify(notice));
  };

  const stopEvents = events.subscribe((event) => {
    switch (event.kind) {
      case 'access':
      case 'signed-out':
        void rights.handle(event);
        break;
      case 'slides':
        for (const document of roomsOf(event.creationId)) {
          const slideId = parseCollabRoomName(document.name)?.slideId ?? '';
          if (!event.removed?.includes(slideId)) tell(document, { figura: 'slides' });
          else
            for (const connection of document.getConnections())
              (connection.context as Context).socket.close(ROOM_CLOSE.slideRemoved);
        }
        break;
      case 'comments': {
        const document = hocuspocus.documents.get(collabRoomName(event.creationId, event.slideId));
        if (document) tell(document, { figura: 'comments' });
        break;
      }
    }
  });

  /** Puts `content` (stored at `revision`) into the slide's live room, on whichever node has it. */
  const pushIntoRoom = async (
    creationId: string,
    slideId: string,
    content: SlideDocument,
    revision: number,
  ) => {
    const name = collabRoomName(creationId, slideId);
    // Without Redis a room lives only here; with it, a connection here reaches the room on
    // whichever node has it open (and loads it when none has: then it already holds the save).
    if (!options.redisUrl && !hocuspocus.documents.has(name)) return;
    const connection = await hocuspocus.openDirectConnection(name, {} as Context);
    try {
      await connection.transact((doc) => writeSlideDocument(doc, content));
      // The room is based on that revision now: its next store builds on it.
      if (connection.document) await saveRoomState(db, slideId, connection.document, revision);
    } finally {
      await connection.disconnect();
    }
  };

  const notReached = (error: unknown) =>
    log.warn({ err: error }, 'co-editing: a change made outside a room did not reach it');

  let sockets: { close(): void } | undefined;
  return {
    hocuspocus,
    attach(server) {
      sockets = attachRoomSockets(server, hocuspocus, log, options.limits ?? ROOM_LIMITS);
    },
    slideSaved: (creationId, slideId, content, revision) =>
      pushIntoRoom(creationId, slideId, content, revision).catch(notReached),
    async slideChanged(creationId, slideId) {
      try {
        const slide = await findSlide(db, creationId, slideId);
        await pushIntoRoom(creationId, slideId, storedDocument(slide), slide.revision);
      } catch (error) {
        notReached(error);
      }
    },
    announce: (event) =>
      events.publish(event).catch((error: unknown) => {
        log.warn({ err: error, event }, 'co-editing: an event did not reach the rooms');
      }),
    async close() {
      stopEvents();
      rights.close();
      // Rooms waiting for their debounced store are stored now, before the database closes.
      await Promise.all(
        [...hocuspocus.documents.values()].map(async (document) => {
          const id = `onStoreDocument-${document.name}`;
          if (hocuspocus.debouncer.isDebounced(id)) await hocuspocus.debouncer.executeNow(id);
        }),
      );
      hocuspocus.closeConnections();
      sockets?.close();
      // The rooms unload (their extensions' last words, Redis among them) before those close.
      for (let waited = 0; hocuspocus.documents.size > 0 && waited < 2000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
      await events.close();
    },
  };
}
