// Bounded work per co-editing connection and per room: a person's editor sends a few changes a
// second and a whole slide at most; a connection sending far more is held (its socket stops
// being read) and, if it keeps on, closed with a reason, so no client can keep the API's event
// loop or memory for itself.
import { MAX_SLIDE_DOCUMENT_BYTES } from '@figura/sdk-core/schema';

export const ROOM_LIMITS = {
  /** Messages one connection may send at once, and per second after that. */
  connectionBurst: 600,
  connectionPerSecond: 120,
  /** Messages all the connections of one room may send at once, and per second after that. */
  roomBurst: 1500,
  roomPerSecond: 400,
  /** Bytes one connection may send per second after a burst of one largest message. */
  bytesPerSecond: 4 * 1024 * 1024,
  /**
   * The largest message: a whole slide's changes (a client's first sync after working offline),
   * with room for Yjs's encoding beside the JSON limit.
   */
  maxMessageBytes: Math.ceil(MAX_SLIDE_DOCUMENT_BYTES * 1.25),
  /**
   * How far past its allowance a held connection may go (messages already on their way when its
   * socket stopped being read) before it is closed.
   */
  overdraftMessages: 600,
  /**
   * How long a connection may be held in all, refilled at a tenth of a second per second: one
   * that keeps sending as fast as it is let is closed after a few seconds, not slowed forever.
   */
  heldMs: 3000,
  /** What may wait to be sent to a reader that does not keep up before its connection is closed. */
  maxBufferedBytes: 32 * 1024 * 1024,
} as const;

export type Limits = { readonly [K in keyof typeof ROOM_LIMITS]: number };

/** A token bucket: `capacity` at once, refilled at `perSecond`; may run into debt. */
export class Bucket {
  private tokens: number;
  private last: number;
  private readonly capacity: number;
  private readonly perSecond: number;

  constructor(capacity: number, perSecond: number, now: number) {
    this.capacity = capacity;
    this.perSecond = perSecond;
    this.tokens = capacity;
    this.last = now;
  }

  /** Takes `amount`; returns what is left (negative: in debt). */
  take(amount: number, now: number): number {
    this.refill(now);
    this.tokens -= amount;
    return this.tokens;
  }

  /** How long until the bucket is out of debt. */
  msUntilClear(now: number): number {
    this.refill(now);
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens / this.perSecond) * 1000);
  }

  private refill(now: number): void {
    this.tokens = Math.min(
      this.capacity,
      this.tokens + ((now - this.last) / 1000) * this.perSecond,
    );
    this.last = now;
  }
}

/** What the limiter does to a socket: stop and start reading it, close it. */
export interface HeldSocket {
  pause(): void;
  resume(): void;
  /** Closes for too much traffic. */
  closeForTooMuch(): void;
}

export interface LimiterTimers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: LimiterTimers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * The allowance of one connection (and its share of its room's): each message takes from the
 * buckets; out of allowance, the socket is held until the buckets refill; far out of it, closed.
 */
export class ConnectionLimiter {
  private readonly messages: Bucket;
  private readonly bytes: Bucket;
  private readonly holding: Bucket;
  private held = false;
  private resumeTimer: unknown;
  private readonly socket: HeldSocket;
  private readonly limits: Limits;
  private readonly timers: LimiterTimers;
  closed = false;

  constructor(
    socket: HeldSocket,
    limits: Limits = ROOM_LIMITS,
    timers: LimiterTimers = realTimers,
  ) {
    this.socket = socket;
    this.limits = limits;
    this.timers = timers;
    const now = timers.now();
    this.messages = new Bucket(limits.connectionBurst, limits.connectionPerSecond, now);
    this.bytes = new Bucket(limits.maxMessageBytes, limits.bytesPerSecond, now);
    this.holding = new Bucket(limits.heldMs, limits.heldMs / 10, now);
  }

  /**
   * A message of `size` bytes arrived (for a room whose bucket is `room`, once known). Returns
   * whether to handle it: false once the connection is closed for too much.
   */
  admit(size: number, room?: Bucket): boolean {
    if (this.closed) return false;
    const now = this.timers.now();
    const messagesLeft = this.messages.take(1, now);
    const bytesLeft = this.bytes.take(size, now);
    const roomLeft = room ? room.take(1, now) : 0;
    if (
      messagesLeft < -this.limits.overdraftMessages ||
      bytesLeft < -this.limits.maxMessageBytes ||
      roomLeft < -this.limits.roomBurst
    ) {
      this.close();
      return false;
    }
    if (messagesLeft < 0 || bytesLeft < 0 || roomLeft < 0) this.hold(room);
    return true;
  }

  dispose(): void {
    this.closed = true;
    if (this.resumeTimer !== undefined) this.timers.clearTimeout(this.resumeTimer);
  }

  private hold(room: Bucket | undefined): void {
    if (this.held) return;
    this.held = true;
    this.socket.pause();
    const now = this.timers.now();
    const wait = Math.max(
      this.messages.msUntilClear(now),
      this.bytes.msUntilClear(now),
      room?.msUntilClear(now) ?? 0,
      1,
    );
    if (this.holding.take(wait, now) < 0) {
      this.close();
      return;
    }
    this.resumeTimer = this.timers.setTimeout(() => {
      this.resumeTimer = undefined;
      this.held = false;
      if (!this.closed) this.socket.resume();
    }, wait);
  }

  private close(): void {
    this.dispose();
    this.socket.closeForTooMuch();
  }
}

/** The rooms' buckets, one per room name while it has connections. */
export class RoomBuckets {
  private readonly buckets = new Map<string, { bucket: Bucket; users: number }>();
  private readonly limits: Limits;
  private readonly timers: LimiterTimers;

  constructor(limits: Limits = ROOM_LIMITS, timers: LimiterTimers = realTimers) {
    this.limits = limits;
    this.timers = timers;
  }

  /** The room's bucket, counted as used by one more connection until `release`. */
  join(room: string): Bucket {
    const entry = this.buckets.get(room) ?? {
      bucket: new Bucket(this.limits.roomBurst, this.limits.roomPerSecond, this.timers.now()),
      users: 0,
    };
    entry.users++;
    this.buckets.set(room, entry);
    return entry.bucket;
  }

  release(room: string): void {
    const entry = this.buckets.get(room);
    if (!entry) return;
    entry.users--;
    if (entry.users <= 0) this.buckets.delete(room);
  }
}
