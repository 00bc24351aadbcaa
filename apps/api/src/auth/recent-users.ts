import type { UserRow } from '../db/schema.ts';
import { ExpiringMap } from './expiring-map.ts';
import type { UserIdentity } from './token-verifier.ts';

/**
 * How long a request may reuse the user row an earlier request of the same token subject found.
 * Short: the row is used for authorisation by its id (which never changes) and its profile
 * fields may be a few seconds old; the profile routes always read the database.
 */
export const RECENT_USER_TTL_MS = 10_000;
/** Enough for every user active in a few seconds on one node; the oldest go first. */
export const RECENT_USER_LIMIT = 10_000;

/**
 * The users that verified tokens resolved to in the last few seconds, by token subject. Saves
 * every authenticated request the user query (the benchmark's slide reads: one query of three).
 */
export function createRecentUsers(now: () => number = Date.now) {
  /** The row, and the token's email and name when it was read: others must refresh the row. */
  const entries = new ExpiringMap<string, { user: UserRow; identity: string }>(
    RECENT_USER_LIMIT,
    now,
  );
  const identityOf = (identity: UserIdentity) => `${identity.email}\n${identity.name}`;
  return {
    get(identity: UserIdentity): UserRow | undefined {
      const entry = entries.get(identity.sub);
      if (entry?.identity === identityOf(identity)) return entry.user;
      if (entry) entries.delete(identity.sub);
      return undefined;
    },
    /** The subject's row changed in a way the next request must see (the account deleted). */
    forget(sub: string): void {
      entries.delete(sub);
    },
    /** The user's row changed here (their profile): later requests see the new one. */
    replace(user: UserRow): void {
      const entry = entries.get(user.cactusId);
      if (entry) entries.set(user.cactusId, { ...entry, user }, now() + RECENT_USER_TTL_MS);
    },
    remember(identity: UserIdentity, user: UserRow): void {
      entries.set(
        identity.sub,
        { user, identity: identityOf(identity) },
        now() + RECENT_USER_TTL_MS,
      );
    },
  };
}
