import { describe, expect, it } from 'vitest';
import {
  ConnectionLimiter,
  RoomBuckets,
  ROOM_LIMITS,
  type HeldSocket,
  type LimiterTimers,
  type Limits,
} from './connection-limits.ts';

const limits: Limits = {
  ...ROOM_LIMITS,
  connectionBurst: 10,
  connectionPerSecond: 10,
  roomBurst: 15,
  roomPerSecond: 10,
  overdraftMessages: 5,
  maxMessageBytes: 1000,
  bytesPerSecond: 1000,
};

/** A clock the test moves, and the socket's pauses, resumes and close. */
function fakes() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const clock: LimiterTimers = {
    now: () => now,
    setTimeout: (run, ms) => timers.push({ at: now + ms, run }),
    clearTimeout: () => undefined,
  };
  const events: string[] = [];
  const socket: HeldSocket = {
    pause: () => events.push('pause'),
    resume: () => events.push('resume'),
    closeForTooMuch: () => events.push('close'),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.splice(0).filter((t) => t.at <= now)) timer.run();
  };
  return { clock, socket, events, advance };
}

describe('a connection’s allowance', () => {
  it('takes a burst without holding the socket', () => {
    const { clock, socket, events } = fakes();
    const limiter = new ConnectionLimiter(socket, limits, clock);
    for (let i = 0; i < 10; i++) expect(limiter.admit(10)).toBe(true);
    expect(events).toEqual([]);
  });

  it('holds the socket past the burst, and reads it again once the allowance refilled', () => {
    const { clock, socket, events, advance } = fakes();
    const limiter = new ConnectionLimiter(socket, limits, clock);
    for (let i = 0; i < 12; i++) limiter.admit(10);
    expect(events).toEqual(['pause']);
    advance(300);
    expect(events).toEqual(['pause', 'resume']);
    expect(limiter.admit(10)).toBe(true);
  });

  it('closes a connection that keeps sending while held', () => {
    const { clock, socket, events } = fakes();
    const limiter = new ConnectionLimiter(socket, limits, clock);
    const admitted = Array.from({ length: 40 }, () => limiter.admit(10));
    expect(events).toEqual(['pause', 'close']);
    expect(admitted.filter(Boolean)).toHaveLength(15);
    expect(limiter.admit(10)).toBe(false);
  });

  it('closes a connection that keeps sending as fast as it is let, after a few seconds held', () => {
    const { clock, socket, events, advance } = fakes();
    const patient = { ...limits, heldMs: 1000, overdraftMessages: 10_000 };
    const limiter = new ConnectionLimiter(socket, patient, clock);
    for (let round = 0; round < 20 && !events.includes('close'); round++) {
      for (let i = 0; i < 12; i++) limiter.admit(1);
      advance(300);
    }
    expect(events.at(-1)).toBe('close');
    expect(events.filter((event) => event === 'pause').length).toBeGreaterThanOrEqual(2);
  });

  it('holds a connection that sends too many bytes', () => {
    const { clock, socket, events } = fakes();
    const limiter = new ConnectionLimiter(socket, limits, clock);
    limiter.admit(900);
    expect(events).toEqual([]);
    limiter.admit(900);
    expect(events).toEqual(['pause']);
  });

  it('shares a room’s allowance between its connections', () => {
    const { clock, socket, events } = fakes();
    const rooms = new RoomBuckets(limits, clock);
    const [first, second] = [
      new ConnectionLimiter(socket, limits, clock),
      new ConnectionLimiter(socket, limits, clock),
    ];
    const bucket = rooms.join('room');
    expect(rooms.join('room')).toBe(bucket);
    for (let i = 0; i < 8; i++) first.admit(1, bucket);
    for (let i = 0; i < 8; i++) second.admit(1, bucket);
    // Neither went past its own burst of 10; together they went past the room's 15.
    expect(events).toEqual(['pause']);
    rooms.release('room');
    rooms.release('room');
    expect(rooms.join('room')).not.toBe(bucket);
  });
});
