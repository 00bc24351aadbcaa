import type { Database } from '../db/database.ts';
import {
  lockSecondsAfter,
  lockoutSchedule,
  slowDownSchedule,
  type RateLimits,
  type WaitSchedule,
} from '../security/rate-limits.ts';

/**
 * `tellOwner`: this attempt is the one at which the account's slow-down starts (its
 * freeAccountAttempts-th in a row from anywhere): the owner is to be told (security notice).
 */
export type AttemptVerdict =
  { allowed: true; tellOwner?: boolean } | { allowed: false; retryAfterSeconds: number };

/** The waits of a schedule as a table indexed by the attempt's number (past its end: the cap). */
const waitTable = (schedule: WaitSchedule) =>
  Array.from({ length: schedule.free + 32 }, (_, index) => lockSecondsAfter(index + 1, schedule));

/**
 * Counts one attempt on `table`'s row for `key` and sets the wait before the next one, in one
 * statement (the upsert's row lock serialises attempts on one row across connections and nodes);
 * refused while the row's wait runs. The number of this attempt is the stored count plus one, or
 * 1 once the last attempt is forgotten (SET expressions read the row as it was).
 */
async function countAttempt(
  db: Database,
  table: 'login_attempts' | 'login_attempts_by_address',
  key: readonly string[],
  waits: readonly number[],
  forgetAfterSeconds: number,
): Promise<{ allowed: true; attempts: number } | { allowed: false; retryAfterSeconds: number }> {
  const columns = table === 'login_attempts' ? ['email'] : ['email', 'address'];
  const at = (index: number) => `$${index + 1}`;
  const forget = at(key.length);
  const waitsParam = at(key.length + 1);
  const next = `CASE WHEN ${table}.last_attempt_at < now() - make_interval(secs => ${forget})
    THEN 1 ELSE ${table}.attempts + 1 END`;
  const where = columns.map((column, index) => `${column} = ${at(index)}`).join(' AND ');
  const counted = await db.query<{ attempts: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}, attempts, last_attempt_at, locked_until)
     VALUES (${columns.map((_, index) => at(index)).join(', ')}, 1, now(),
       now() + make_interval(secs => (${waitsParam}::float8[])[1]))
     ON CONFLICT (${columns.join(', ')}) DO UPDATE SET
       attempts = ${next},
       last_attempt_at = now(),
       locked_until = now() + make_interval(
         secs => (${waitsParam}::float8[])[LEAST(${next}, cardinality(${waitsParam}::float8[]))])
     WHERE ${table}.locked_until <= now()
     RETURNING attempts`,
    [...key, forgetAfterSeconds, waits],
  );
  if (counted.length > 0) return { allowed: true, attempts: counted[0]!.attempts };
  const locked = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
     FROM ${table} WHERE ${where}`,
    [...key],
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, locked[0]?.seconds ?? 1) };
}

/**
 * Sign-in attempts (security/rate-limits.ts), per account (email, known or not, so a refusal
 * says nothing about whether the account exists) and client address, and per account from every
 * address. An attempt is counted BEFORE the password is checked: a burst of parallel guesses gets
 * one through, not all of them. A successful sign-in clears the account's counts and makes its
 * address a known one of the account, spared the per-account slow-down.
 */
export function createLoginAttemptStore(db: Database, limits: RateLimits) {
  const lockoutWaits = waitTable(lockoutSchedule(limits));
  const slowDownWaits = waitTable(slowDownSchedule(limits));
  return {
    async begin(email: string, address: string): Promise<AttemptVerdict> {
      const here = await countAttempt(
        db,
        'login_attempts_by_address',
        [email, address],
        lockoutWaits,
        limits.forgetAttemptsAfterSeconds,
      );
      if (!here.allowed) return here;
      const [known] = await db.query<{ known: boolean }>(
        `SELECT true AS known FROM login_attempts_by_address
         WHERE email = $1 AND address = $2
           AND signed_in_at > now() - make_interval(days => $3)`,
        [email, address, limits.knownAddressDays],
      );
      if (known) return { allowed: true };
      const everywhere = await countAttempt(
        db,
        'login_attempts',
        [email],
        slowDownWaits,
        limits.forgetAttemptsAfterSeconds,
      );
      if (!everywhere.allowed) return everywhere;
      return { allowed: true, tellOwner: everywhere.attempts === limits.freeAccountAttempts };
    },

    /** A new password: the account's failures so far, from every address, no longer count. */
    async cleared(email: string): Promise<void> {
      await db.query(
        `UPDATE login_attempts_by_address SET attempts = 0, locked_until = now()
         WHERE email = $1`,
        [email],
      );
      await db.query('DELETE FROM login_attempts WHERE email = $1', [email]);
    },

    async succeeded(email: string, address: string): Promise<void> {
      await db.query(
        `UPDATE login_attempts_by_address
         SET attempts = 0, locked_until = now(), signed_in_at = now()
         WHERE email = $1 AND address = $2`,
        [email, address],
      );
      // A success ends the account's run of failures too.
      await db.query('DELETE FROM login_attempts WHERE email = $1', [email]);
      // Housekeeping piggybacks on sign-ins rather than needing a timer.
      await db.query(
        `DELETE FROM login_attempts WHERE locked_until <= now()
         AND last_attempt_at < now() - make_interval(secs => $1)`,
        [limits.forgetAttemptsAfterSeconds],
      );
      await db.query(
        `DELETE FROM login_attempts_by_address WHERE locked_until <= now()
         AND last_attempt_at < now() - make_interval(secs => $1)
         AND (signed_in_at IS NULL OR signed_in_at < now() - make_interval(days => $2))`,
        [limits.forgetAttemptsAfterSeconds, limits.knownAddressDays],
      );
    },
  };
}

export type LoginAttemptStore = ReturnType<typeof createLoginAttemptStore>;
