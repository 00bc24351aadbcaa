import { REVOCATION_KEPT_SECONDS } from './revoked-sessions.ts';
import { ExpiringMap } from './expiring-map.ts';

/**
 * How long this node trusts that a sign-on session was still live when it last asked the
 * database. A logout reaches one node (the back-channel call), which refuses the session's
 * tokens at once; every other node refuses them within this time.
 */
export const SESSION_RECHECK_MS = 5_000;
export const SESSION_CHECK_LIMIT = 20_000;

/**
 * Whether a token's sign-on session has ended (back-channel logout), asking the database at most
 * once per session and SESSION_RECHECK_MS rather than on every request.
 */
export function createSessionChecks(
  /** Whether the database lists the session as ended (auth/revoked-sessions.ts). */
  isRevokedInDatabase: (sid: string) => Promise<boolean>,
  now: () => number = Date.now,
) {
  const ended = new ExpiringMap<string, true>(SESSION_CHECK_LIMIT, now);
  const live = new ExpiringMap<string, true>(SESSION_CHECK_LIMIT, now);
  const endedUntil = () => now() + REVOCATION_KEPT_SECONDS * 1000;
  return {
    async hasEnded(sid: string): Promise<boolean> {
      if (ended.get(sid)) return true;
      if (live.get(sid)) return false;
      const revoked = await isRevokedInDatabase(sid);
      if (revoked) ended.set(sid, true, endedUntil());
      else live.set(sid, true, now() + SESSION_RECHECK_MS);
      return revoked;
    },
    /** This node heard of the logout: the session's tokens stop here now. */
    markEnded(sid: string): void {
      live.delete(sid);
      ended.set(sid, true, endedUntil());
    },
  };
}
