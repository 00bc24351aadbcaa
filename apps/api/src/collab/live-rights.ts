// Rights that follow the person: a co-editing connection holds the rights its person has now,
// not those they had when it opened. Events (room-events.ts) say whose rights changed; the
// connections they concern are checked again, and closed when their right changed (the client
// reconnects and gets the rights it has now: read-only, or none). A token's expiry closes its
// connection too; a sweep catches anything no event told of.
import type { Hocuspocus } from '@hocuspocus/server';
import { ROOM_CLOSE } from '@figura/sdk-core/collab';
import type { FastifyBaseLogger } from 'fastify';
import type { Authenticator, TokenHolder } from '../identity/authenticate.ts';
import type { Database } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { requireCreationAccess } from '../auth/access.ts';
import { findSlide } from '../creations/slides.ts';
import type { RoomEvent } from './room-events.ts';

type CloseReason = (typeof ROOM_CLOSE)[keyof typeof ROOM_CLOSE];

/** The socket under a connection, as the collab server gives it to the hooks. */
export interface RoomSocket {
  close(reason: CloseReason): void;
}

/** What a room connection knows of its person (Hocuspocus context). */
export interface RoomConnectionContext {
  socket: RoomSocket;
  user: UserRow;
  token: string;
  sid: string | undefined;
  expiresAt: number;
  creationId: string;
  slideId: string;
  readOnly: boolean;
}

/** How often every connection is checked again, whatever the events said. */
export const RIGHTS_SWEEP_MS = 30_000;

/**
 * The person's right on the room now: their token checked as a request's, the slide one of the
 * creation's live slides, and `readOnly` unless they may change it. Throws when they may not
 * even read it.
 */
export async function roomRightOf(
  db: Database,
  auth: Authenticator,
  token: string,
  room: { creationId: string; slideId: string },
): Promise<{ holder: TokenHolder; readOnly: boolean }> {
  const holder = await auth.holderOfToken(token);
  const creation = await requireCreationAccess(db, holder.user, room.creationId, 'read');
  await findSlide(db, room.creationId, room.slideId);
  return { holder, readOnly: creation.access === 'commentor' };
}

export interface LiveRightsOptions {
  db: Database;
  auth: Authenticator;
  log: FastifyBaseLogger;
  hocuspocus: Hocuspocus;
  sweepMs?: number;
}

export class LiveRights {
  private readonly expiries = new Map<RoomConnectionContext, NodeJS.Timeout>();
  private readonly sweep: NodeJS.Timeout;
  private readonly options: LiveRightsOptions;

  constructor(options: LiveRightsOptions) {
    this.options = options;
    this.sweep = setInterval(
      () => void this.recheck(() => true),
      options.sweepMs ?? RIGHTS_SWEEP_MS,
    );
    this.sweep.unref();
  }

  /** A connection opened: it closes when its token expires. */
  watch(context: RoomConnectionContext): void {
    const wait = Math.max(0, context.expiresAt - Date.now());
    // Timers hold at most ~24.8 days; tokens live far less.
    const timer = setTimeout(
      () => this.end(context, ROOM_CLOSE.signedOut),
      Math.min(wait, 2 ** 31 - 1),
    );
    timer.unref();
    this.expiries.set(context, timer);
  }

  forget(context: RoomConnectionContext): void {
    clearTimeout(this.expiries.get(context));
    this.expiries.delete(context);
  }

  /** Acts on an event on this node's connections. */
  async handle(event: RoomEvent): Promise<void> {
    if (event.kind === 'signed-out') {
      // This node refuses the session's tokens from now on, before its clients reconnect.
      this.options.auth.sessionEnded(event.sid);
      for (const context of this.contexts((c) => c.sid === event.sid))
        this.end(context, ROOM_CLOSE.signedOut);
    } else if (event.kind === 'access') {
      await this.recheck((context) =>
        'creationId' in event
          ? context.creationId === event.creationId
          : context.user.id === event.userId,
      );
    }
  }

  /** Checks the chosen connections again; closes those whose right is not what they hold. */
  async recheck(which: (context: RoomConnectionContext) => boolean): Promise<void> {
    await Promise.all(
      this.contexts(which).map(async (context) => {
        try {
          const { readOnly } = await roomRightOf(
            this.options.db,
            this.options.auth,
            context.token,
            context,
          );
          if (readOnly !== context.readOnly) this.end(context, ROOM_CLOSE.accessChanged);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 401)
            this.end(context, ROOM_CLOSE.signedOut);
          else if (error instanceof HttpError && error.statusCode < 500)
            this.end(context, ROOM_CLOSE.accessChanged);
          else this.options.log.warn({ err: error }, 'co-editing: rights could not be checked');
        }
      }),
    );
  }

  close(): void {
    clearInterval(this.sweep);
    for (const timer of this.expiries.values()) clearTimeout(timer);
    this.expiries.clear();
  }

  private end(context: RoomConnectionContext, reason: CloseReason): void {
    this.forget(context);
    context.socket.close(reason);
  }

  private contexts(which: (context: RoomConnectionContext) => boolean): RoomConnectionContext[] {
    const found: RoomConnectionContext[] = [];
    for (const document of this.options.hocuspocus.documents.values())
      for (const connection of document.getConnections()) {
        const context = connection.context as RoomConnectionContext | undefined;
        if (context?.socket && context.user && which(context)) found.push(context);
      }
    return found;
  }
}
