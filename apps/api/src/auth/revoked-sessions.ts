import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@figura/settings';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { CLOCK_SKEW_SECONDS } from './token-verifier.ts';
import type { Database } from '../db/database.ts';
import { revokedSessions } from '../db/schema.ts';

/**
 * How long an ended session is remembered: the verifier refuses any token issued longer ago than
 * a token lives (plus the skew), so after this no token of the session can pass anyway.
 */
export const REVOCATION_KEPT_SECONDS = ACCESS_TOKEN_LIFETIME_SECONDS + 2 * CLOCK_SKEW_SECONDS;

/** `keptSeconds`: as long as the session's tokens live (a SAML session's are longer). */
export async function revokeSession(
  db: Database,
  sid: string,
  keptSeconds: number = REVOCATION_KEPT_SECONDS,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${keptSeconds})`;
  await db
    .insert(revokedSessions)
    .values({ sid, expiresAt })
    .onConflictDoUpdate({ target: revokedSessions.sid, set: { expiresAt } });
  // Housekeeping piggybacks on logouts rather than needing a timer.
  await db.delete(revokedSessions).where(lte(revokedSessions.expiresAt, sql`now()`));
}

export async function isSessionRevoked(db: Database, sid: string): Promise<boolean> {
  const [row] = await db
    .select({ sid: revokedSessions.sid })
    .from(revokedSessions)
    .where(and(eq(revokedSessions.sid, sid), gt(revokedSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}
