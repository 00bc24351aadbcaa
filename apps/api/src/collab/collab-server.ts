import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import crossws from 'crossws/adapters/node';
import type { FastifyBaseLogger } from 'fastify';
import {
  COLLAB_PATH,
  parseCollabRoomName,
  parseStoreMessage,
  type StoreReply,
  writeSlideDocument,
  collabRoomName,
} from '@figura/sdk-core/collab';
import type { SlideDocument } from '@figura/sdk-core/schema';
import type { Authenticator } from '../auth/authenticate.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { requireCreationAccess } from '../services/access.ts';
import { findSlide } from '../services/slides.ts';
import { loadRoom, storeRoom } from './room-store.ts';

/** Waits after the last change before a room is stored, and at most between two stores. */
export const ROOM_STORE_DEBOUNCE_MS = 2000;
export const ROOM_STORE_MAX_DEBOUNCE_MS = 10000;

export interface CollabOptions {
  db: Database;
  auth: Authenticator;
  log: FastifyBaseLogger;
  /** Several API nodes serve one room through this Redis (`REDIS_URL`); unset: one node. */
  redisUrl?: string | undefined;
  /** Overrides the store debounce (tests, the benchmark). */
  debounceMs?: number;
}

/** Who holds a connection: set by onAuthenticate, read by the other hooks. */
interface ConnectionContext {
  userId: string;
  readOnly: boolean;
}

export interface CollabServer {
  readonly hocuspocus: Hocuspocus<ConnectionContext>;
  /** Serves rooms on `COLLAB_PATH` of the API's own HTTP server. */
  attach(server: HttpServer): void;
  /** A REST save of a slide reaches its live room (on any node), so connected people see it. */
  slideSaved(creationId: string, slideId: string, content: SlideDocument): Promise<void>;
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
 * A connection's bearer token is verified like a request's and access checked in access.ts:
 * `write` edits, `read` (and `comment`) connect read-only, anything else is refused. Rooms are
 * filled from and stored to PostgreSQL (room-store.ts): the Yjs state, and the document itself
 * into the slide, validated, as a REST save stores it.
 */
export function createCollabServer(options: CollabOptions): CollabServer {
  const { db, auth, log } = options;
  const debounce = options.debounceMs ?? ROOM_STORE_DEBOUNCE_MS;
  const extensions: Extension[] = options.redisUrl ? [redisExtension(options.redisUrl)] : [];
  const hocuspocus = new Hocuspocus<ConnectionContext>({
    quiet: true,
    debounce,
    maxDebounce: Math.max(debounce, ROOM_STORE_MAX_DEBOUNCE_MS),
    extensions,

    async onAuthenticate({ token, documentName, connectionConfig }) {
      const room = parseCollabRoomName(documentName);
      if (!room) throw new Error('Unknown room');
      const user = await auth.userOfToken(token);
      await requireCreationAccess(db, user, room.creationId, 'read');
      await findSlide(db, room.creationId, room.slideId);
      let readOnly = false;
      try {
        await requireCreationAccess(db, user, room.creationId, 'write');
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 403) throw error;
        readOnly = true;
      }
      connectionConfig.readOnly = readOnly;
      return { userId: user.id, readOnly };
    },

    async onLoadDocument({ documentName, document }) {
      const room = parseCollabRoomName(documentName);
      if (!room) throw new Error('Unknown room');
      await loadRoom(db, room.creationId, room.slideId, document);
    },

    // A client's autosave asks for a store now and waits for it (room.ts, StoreRequest).
    async onStateless({ connection, documentName, document, payload }) {
      const request = parseStoreMessage(payload);
      if (request?.figura !== 'store') return;
      const room = parseCollabRoomName(documentName);
      let reply: StoreReply;
      if (!room || connection.readOnly) {
        reply = { figura: 'refused', id: request.id, problem: 'read-only' };
      } else {
        const result = await storeRoom(db, room.creationId, room.slideId, document);
        if (result.kind === 'invalid') {
          log.warn(
            { room: documentName, problem: result.problem },
            'co-editing: invalid document not stored',
          );
          reply = { figura: 'refused', id: request.id, problem: result.problem };
        } else reply = { figura: 'stored', id: request.id, revision: result.revision };
      }
      connection.sendStateless(JSON.stringify(reply));
    },

    async onStoreDocument({ documentName, document }) {
      const room = parseCollabRoomName(documentName);
      if (!room) return;
      const result = await storeRoom(db, room.creationId, room.slideId, document);
      if (result.kind === 'invalid')
        log.warn(
          { room: documentName, problem: result.problem },
          'co-editing: invalid document not stored',
        );
    },
  });

  const websockets = crossws({
    hooks: {
      open(peer) {
        (peer as { figura?: unknown }).figura = hocuspocus.handleConnection(
          peer.websocket as never,
          peer.request as Request,
        );
      },
      message(peer, message) {
        connectionOf(peer)?.handleMessage(message.uint8Array());
      },
      close(peer, event) {
        connectionOf(peer)?.handleClose({ code: event.code ?? 1000, reason: event.reason ?? '' });
      },
      error(peer, error) {
        log.warn({ err: error }, 'co-editing: WebSocket error');
      },
    },
  });

  return {
    hocuspocus,
    attach(server) {
      server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== COLLAB_PATH) {
          socket.destroy();
          return;
        }
        void websockets.handleUpgrade(request, socket, head);
      });
    },
    async slideSaved(creationId, slideId, content) {
      const name = collabRoomName(creationId, slideId);
      // Without Redis a room lives only here; with it, a connection here reaches the room on
      // whichever node has it open (and loads it when none has: then it already holds the save).
      if (!options.redisUrl && !hocuspocus.documents.has(name)) return;
      const connection = await hocuspocus.openDirectConnection(name, {
        userId: 'rest',
        readOnly: false,
      });
      try {
        await connection.transact((doc) => writeSlideDocument(doc, content));
      } finally {
        await connection.disconnect();
      }
    },
    async close() {
      // Rooms waiting for their debounced store are stored now, before the database closes.
      await Promise.all(
        [...hocuspocus.documents.values()].map(async (document) => {
          const id = `onStoreDocument-${document.name}`;
          if (hocuspocus.debouncer.isDebounced(id)) await hocuspocus.debouncer.executeNow(id);
        }),
      );
      hocuspocus.closeConnections();
      await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
    },
  };
}

type HocuspocusConnection = ReturnType<Hocuspocus['handleConnection']>;

function connectionOf(peer: object): HocuspocusConnection | undefined {
  return (peer as { figura?: HocuspocusConnection }).figura;
}
