// The WebSocket side of the rooms: each socket on COLLAB_PATH becomes a Hocuspocus connection,
// behind the per-connection and per-room limits (connection-limits.ts). Messages are read one
// event-loop turn each, so a flood never holds the loop; a message larger than a slide is
// refused by the WebSocket layer before it is read into memory.
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Hocuspocus } from '@hocuspocus/server';
import crossws from 'crossws/adapters/node';
import type { FastifyBaseLogger } from 'fastify';
import { COLLAB_PATH, ROOM_CLOSE } from '@figura/sdk-core/collab';
import {
  ConnectionLimiter,
  ROOM_LIMITS,
  RoomBuckets,
  type Bucket,
  type HeldSocket,
  type Limits,
} from './connection-limits.ts';
import type { RoomSocket } from './live-rights.ts';

type CloseReason = (typeof ROOM_CLOSE)[keyof typeof ROOM_CLOSE];
type HocuspocusConnection = ReturnType<Hocuspocus['handleConnection']>;

/** The part of a ws WebSocket the rooms use. */
interface NodeWebSocket {
  readyState: number;
  bufferedAmount: number;
  send(data: unknown): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  pause(): void;
  resume(): void;
}

/** How long a closing socket may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 2000;

/** One socket: its limiter, the room it joined, and its Hocuspocus connection. */
export class PeerSocket implements RoomSocket, HeldSocket {
  readonly limiter: ConnectionLimiter;
  connection: HocuspocusConnection | undefined;
  private room: { name: string; bucket: Bucket } | undefined;
  private closed = false;
  private readonly ws: NodeWebSocket;
  private readonly buckets: RoomBuckets;

  /** The socket as Hocuspocus writes to it: a reader that lets too much pile up is closed. */
  readonly guarded: {
    readonly readyState: number;
    send(data: unknown): void;
    close(code?: number, reason?: string): void;
  };

  constructor(ws: NodeWebSocket, buckets: RoomBuckets, limits: Limits) {
    this.ws = ws;
    this.buckets = buckets;
    this.limiter = new ConnectionLimiter(this, limits);
    this.guarded = {
      get readyState() {
        return ws.readyState;
      },
      send: (data) => {
        if (ws.bufferedAmount > limits.maxBufferedBytes) this.closeForTooMuch();
        else ws.send(data);
      },
      close: (code, reason) => ws.close(code, reason),
    };
  }

  /** The room this socket's person joined (its messages count against the room's allowance). */
  joined(name: string): void {
    if (this.room) return;
    this.room = { name, bucket: this.buckets.join(name) };
  }

  receive(data: Uint8Array): void {
    if (this.closed || !this.limiter.admit(data.byteLength, this.room?.bucket)) return;
    this.connection?.handleMessage(data);
  }

  pause(): void {
    this.ws.pause();
  }

  resume(): void {
    if (!this.closed) this.ws.resume();
  }

  closeForTooMuch(): void {
    this.close(ROOM_CLOSE.tooMuch);
  }

  close(reason: CloseReason): void {
    if (this.closed) return;
    this.closed = true;
    this.limiter.dispose();
    // Read again (what is still on its way is dropped) so the client's answer to the close is
    // heard; a client that does not answer is cut.
    this.ws.resume();
    this.ws.close(reason.code, reason.reason);
    setTimeout(() => {
      if (this.ws.readyState !== 3) this.ws.terminate();
    }, CLOSE_GRACE_MS).unref();
  }

  /** The socket is gone: its allowance and room share go. */
  released(): void {
    this.closed = true;
    this.limiter.dispose();
    if (this.room) this.buckets.release(this.room.name);
    this.room = undefined;
  }
}

/**
 * Serves rooms on COLLAB_PATH of `server`. Each socket's PeerSocket is the connection's default
 * context (`socket`), so the hooks can close it. `close` ends every socket (the API stopping):
 * clients reconnect elsewhere.
 */
export function attachRoomSockets(
  server: HttpServer,
  hocuspocus: Hocuspocus,
  log: FastifyBaseLogger,
  limits: Limits = ROOM_LIMITS,
): { close(): void } {
  let closing = false;
  const buckets = new RoomBuckets(limits);
  const sockets = new WeakMap<object, PeerSocket>();
  const websockets = crossws({
    serverOptions: {
      maxPayload: limits.maxMessageBytes,
      // One message per event-loop turn: other requests are answered between them (ws 8.17's
      // option, missing from the types crossws bundles).
      ...({ allowSynchronousEvents: false } as object),
    },
    hooks: {
      open(peer) {
        const socket = new PeerSocket(peer.websocket as unknown as NodeWebSocket, buckets, limits);
        sockets.set(peer, socket);
        socket.connection = hocuspocus.handleConnection(
          socket.guarded as never,
          peer.request as Request,
          { socket },
        );
      },
      message(peer, message) {
        sockets.get(peer)?.receive(message.uint8Array());
      },
      close(peer, event) {
        const socket = sockets.get(peer);
        socket?.released();
        socket?.connection?.handleClose({ code: event.code ?? 1000, reason: event.reason ?? '' });
      },
      error(_peer, error) {
        log.warn({ err: error }, 'co-editing: WebSocket error');
      },
    },
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (closing || path !== COLLAB_PATH) {
      socket.destroy();
      return;
    }
    void websockets.handleUpgrade(request, socket, head);
  });
  return {
    close() {
      closing = true;
      websockets.closeAll(1001, 'going-away');
    },
  };
}
