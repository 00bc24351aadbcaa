import type { UserRow } from '../db/schema.ts';
import type { UserIdentity } from './token-verifier.ts';

/**
 * How long a request may reuse the user row an earlier request of the same token subject found.
 * Short: the row is used for authorisation by its id (which never changes) and its profile
 * fields may be a few seconds old; the profile routes always read the database.
 */
export const RECENT_USER_TTL_MS = 10_000;
/** Enough for every user active in a few seconds on one node; the oldest go first. */
export const RECENT_USER_LIMIT = 10_000;

interface Entry {
  user: UserRow;
  /** The token's email and name when the row was read: other values must refresh the row. */
  identity: string;
  expires: number;
}

/**
 * The users that verified tokens resolved to in the last few seconds, by token subject. Saves
 * every authenticated request the user query (the benchmark's slide reads: one query of three).
 */
export function createRecentUsers(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const identityOf = (identity: UserIdentity) => `${identity.email}\n${identity.name}`;
  return {
    get(identity: UserIdentity): UserRow | undefined {
      const entry = entries.get(identity.sub);
      if (!entry) return undefined;
      if (entry.expires <= now() || entry.identity !== identityOf(identity)) {
        entries.delete(identity.sub);
        return undefined;
      }
      return entry.user;
    },
    remember(identity: UserIdentity, user: UserRow): void {
      entries.delete(identity.sub);
      if (entries.size >= RECENT_USER_LIMIT) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(identity.sub, {
        user,
        identity: identityOf(identity),
        expires: now() + RECENT_USER_TTL_MS,
      });
    },
  };
}

export type RecentUsers = ReturnType<typeof createRecentUsers>;
