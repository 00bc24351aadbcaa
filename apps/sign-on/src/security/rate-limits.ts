/**
 * The sign-on site's brakes on guessing, in one place (README "Security").
 *
 * Per client address, a fixed window per route (@fastify/rate-limit, in each node's memory: a
 * flood brake that needs no shared state; with N nodes behind a balancer an address gets N times
 * the budget, which the per-account lockout below does not depend on).
 *
 * Per account, a progressive lockout on sign-in kept in the sign-on database (so it holds across
 * restarts and nodes): the first few attempts are free, then each attempt must wait twice as
 * long as the one before, up to a cap, and a right password inside the wait is refused too.
 */

export interface WindowLimit {
  /** Requests allowed per window... */
  max: number;
  /** ...of this many milliseconds. */
  timeWindow: number;
}

export interface RateLimits {
  /** POST /api/login per client address. */
  login: WindowLimit;
  /** POST /api/register per client address (each attempt also spends a captcha). */
  register: WindowLimit;
  /** GET /oauth/token per client address. */
  token: WindowLimit;
  /**
   * GET /oauth/token per account (the signed-in user), whatever the address: a stolen session
   * spread over many addresses still mints tokens slowly. Tokens live 15 minutes; the app asks
   * for one a few times an hour.
   */
  tokenPerAccount: WindowLimit;
  /** Sign-in attempts per account (email) before each further one has to wait. */
  freeLoginAttempts: number;
  /** The first wait, doubled on each further attempt... */
  firstLockSeconds: number;
  /** ...up to this. */
  maxLockSeconds: number;
  /** An account's attempts are forgotten this long after the last one. */
  forgetAttemptsAfterSeconds: number;
}

const MINUTE = 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 30, timeWindow: MINUTE },
  register: { max: 20, timeWindow: 10 * MINUTE },
  token: { max: 120, timeWindow: MINUTE },
  tokenPerAccount: { max: 60, timeWindow: MINUTE },
  freeLoginAttempts: 5,
  firstLockSeconds: 1,
  maxLockSeconds: 15 * 60,
  forgetAttemptsAfterSeconds: 24 * 60 * 60,
};

/** How long the account is locked after its `attempt`-th attempt (1-based) in a row. */
export function lockSecondsAfter(attempt: number, limits: RateLimits): number {
  if (attempt < limits.freeLoginAttempts) return 0;
  const doublings = attempt - limits.freeLoginAttempts;
  return Math.min(limits.maxLockSeconds, limits.firstLockSeconds * 2 ** Math.min(doublings, 30));
}
