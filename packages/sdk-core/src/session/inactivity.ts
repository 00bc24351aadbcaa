/**
 * The inactivity logout of spec §4: a user with the stored `mtg_user` entry who does nothing for
 * 2 hours is logged out and sent to /auth/login-register. Framework-free: the host passes the
 * window (or any event target), the storage and the timers, so tests drive it with a fake clock.
 */

export const INACTIVITY_LOGOUT_MS = 2 * 60 * 60 * 1000;

/** What counts as activity (spec §4). */
export const ACTIVITY_EVENTS = [
  'load',
  'mousemove',
  'mousedown',
  'click',
  'scroll',
  'keypress',
] as const;

/** The stored entry that marks a signed-in portal user (local storage key). */
export const MTG_USER_KEY = 'mtg_user';

/** Where an inactive user is sent. */
export const LOGIN_REGISTER_PATH = '/auth/login-register';

export interface ActivityTarget {
  addEventListener(type: string, listener: () => void, options?: { passive?: boolean }): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface InactivityTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface InactivityOptions {
  target: ActivityTarget;
  storage: Pick<Storage, 'getItem'>;
  timers: InactivityTimers;
  /** Logs out and navigates (to LOGIN_REGISTER_PATH). Called once per idle period. */
  onInactive: () => void;
  timeoutMs?: number;
}

/** Starts watching; returns the teardown. */
export function watchInactivity(options: InactivityOptions): () => void {
  const { target, storage, timers, onInactive } = options;
  const timeoutMs = options.timeoutMs ?? INACTIVITY_LOGOUT_MS;
  let handle: unknown;
  const expire = () => {
    handle = undefined;
    // Only users with the stored entry are logged out (others are not signed in this way).
    if (storage.getItem(MTG_USER_KEY) !== null) onInactive();
  };
  const restart = () => {
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = timers.setTimeout(expire, timeoutMs);
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, restart, { passive: true });
  restart();
  return () => {
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, restart);
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
  };
}
