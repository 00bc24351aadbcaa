// What happens outside a room that its connections must hear of, on every API node: rights that
// changed, sessions that ended, slides added, removed or reordered, comments. One node publishes;
// every node (itself too) acts on its own connections. Through Redis when several nodes run
// (REDIS_URL), in this process otherwise.
import { Redis } from 'ioredis';

export type RoomEvent =
  /** Rights on a creation changed (a share added, changed or removed; moved to or from a team; trashed). */
  | { kind: 'access'; creationId: string }
  /** A person's rights changed wherever they are (left a team, account deleted). */
  | { kind: 'access'; userId: string }
  /** A sign-on or SAML session ended (sign-out): its tokens stop. */
  | { kind: 'signed-out'; sid: string }
  /** The creation's slides were added, removed, reordered, resized or restored; `removed` closes their rooms. */
  | { kind: 'slides'; creationId: string; removed?: string[] }
  /** A slide's comments changed. */
  | { kind: 'comments'; creationId: string; slideId: string };

export interface RoomEvents {
  /** Tells every node (this one too). */
  publish(event: RoomEvent): Promise<void>;
  subscribe(listener: (event: RoomEvent) => void): () => void;
  close(): Promise<void>;
}

/** The Redis channel the nodes share. */
export const ROOM_EVENTS_CHANNEL = 'figura:room-events';

/** One node: events go straight to this process's listeners (after the caller's await). */
export function localRoomEvents(): RoomEvents {
  const listeners = new Set<(event: RoomEvent) => void>();
  return {
    async publish(event) {
      await Promise.resolve();
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** Several nodes: every node subscribes to ROOM_EVENTS_CHANNEL on this Redis. */
export async function redisRoomEvents(
  url: string,
  onError: (error: unknown) => void,
): Promise<RoomEvents> {
  const local = localRoomEvents();
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(ROOM_EVENTS_CHANNEL);
  subscriber.on('message', (_channel: string, message: string) => {
    let event: RoomEvent;
    try {
      event = JSON.parse(message) as RoomEvent;
    } catch (error) {
      onError(error);
      return;
    }
    void local.publish(event);
  });
  return {
    async publish(event) {
      await publisher.publish(ROOM_EVENTS_CHANNEL, JSON.stringify(event));
    },
    subscribe: (listener) => local.subscribe(listener),
    async close() {
      await local.close();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
