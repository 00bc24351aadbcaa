import type { Database } from '../db/database.ts';
import { lockSecondsAfter, type RateLimits } from '../security/rate-limits.ts';

// The number of this attempt: the stored count plus one, or 1 once the last attempt is forgotten
// (SET expressions read the row as it was).
const NEXT_ATTEMPT = `CASE WHEN login_attempts.last_attempt_at < now() - make_interval(secs => $2)
  THEN 1 ELSE login_attempts.attempts + 1 END`;

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Sign-in attempts per account (email, known or not, so a refusal says nothing about whether
 * the account exists). An attempt is counted BEFORE the password is checked, in one statement
 * that also sets the wait for the next one: a burst of parallel guesses gets one through, not
 * all of them. A successful sign-in clears the count.
 */
export function createLoginAttemptStore(db: Database, limits: RateLimits) {
  // Past the last entry every attempt waits the longest (the cap is reached well before).
  const waits = Array.from({ length: limits.freeLoginAttempts + 32 }, (_, index) =>
    lockSecondsAfter(index + 1, limits),
  );
  return {
    async begin(email: string): Promise<AttemptVerdict> {
      // One statement counts the attempt and sets the wait before the next one; the row lock of
      // the upsert serialises attempts on one email across connections and nodes. The waits
      // come from lockSecondsAfter as a table indexed by the attempt's number.
      const counted = await db.query<{ attempts: number }>(
        `INSERT INTO login_attempts (email, attempts, last_attempt_at, locked_until)
         VALUES ($1, 1, now(), now() + make_interval(secs => ($3::float8[])[1]))
         ON CONFLICT (email) DO UPDATE SET
           attempts = ${NEXT_ATTEMPT},
           last_attempt_at = now(),
           locked_until = now() + make_interval(
             secs => ($3::float8[])[LEAST(${NEXT_ATTEMPT}, cardinality($3::float8[]))])
         WHERE login_attempts.locked_until <= now()
         RETURNING attempts`,
        [email, limits.forgetAttemptsAfterSeconds, waits],
      );
      if (counted.length > 0) return { allowed: true };
      const locked = await db.query<{ seconds: number }>(
        `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
         FROM login_attempts WHERE email = $1`,
        [email],
      );
      return { allowed: false, retryAfterSeconds: Math.max(1, locked[0]?.seconds ?? 1) };
    },

    async succeeded(email: string): Promise<void> {
      await db.query('DELETE FROM login_attempts WHERE email = $1', [email]);
      // Housekeeping piggybacks on sign-ins rather than needing a timer.
      await db.query(
        `DELETE FROM login_attempts WHERE locked_until <= now()
         AND last_attempt_at < now() - make_interval(secs => $1)`,
        [limits.forgetAttemptsAfterSeconds],
      );
    },
  };
}

export type LoginAttemptStore = ReturnType<typeof createLoginAttemptStore>;
