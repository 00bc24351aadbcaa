import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, INACTIVITY_LOGOUT_MS, MTG_USER_KEY, watchInactivity } from './inactivity';

const MINUTE = 60_000;

function setup(storedUser: string | null) {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  if (storedUser !== null) stored.set(MTG_USER_KEY, storedUser);
  const onInactive = vi.fn();
  const stop = watchInactivity({
    target,
    storage: { getItem: (key) => stored.get(key) ?? null },
    timers: { setTimeout, clearTimeout: (handle) => clearTimeout(handle as number) },
    onInactive,
  });
  return { target, onInactive, stop };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('inactivity logout', () => {
  it('logs out a user with the stored mtg_user entry after 2 hours without activity', () => {
    const { onInactive, stop } = setup('{"id":"u1"}');
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - MINUTE);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onInactive).toHaveBeenCalledOnce();
    stop();
  });

  it.each(ACTIVITY_EVENTS)('restarts the 2 hours on %s', (event) => {
    const { target, onInactive, stop } = setup('{"id":"u1"}');
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - MINUTE);
    target.dispatchEvent(new Event(event));
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - MINUTE);
    expect(onInactive).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onInactive).toHaveBeenCalledOnce();
    stop();
  });

  it('leaves a user without the stored entry alone', () => {
    const { onInactive, stop } = setup(null);
    vi.advanceTimersByTime(3 * INACTIVITY_LOGOUT_MS);
    expect(onInactive).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching after teardown', () => {
    const { target, onInactive, stop } = setup('{"id":"u1"}');
    stop();
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(3 * INACTIVITY_LOGOUT_MS);
    expect(onInactive).not.toHaveBeenCalled();
  });
});
