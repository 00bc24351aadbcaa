/**
 * The sign-on site's brakes on guessing, in one place (docs/security.md).
 *
 * Per client address, a fixed window per route (@fastify/rate-limit, in each node's memory: a
 * flood brake that needs no shared state; with N nodes behind a balancer an address gets N times
 * the budget, which the per-account lockout below does not depend on).
 *
 * Per account and client address, a progressive lockout on sign-in kept in the sign-on database
 * (so it holds across restarts and nodes): the first few attempts are free, then each attempt
 * must wait twice as long as the one before, up to a cap, and a right password inside the wait is
 * refused too. So a stranger's guesses lock the stranger's address, not the owner's.
 *
 * Per account from every address, a slow-down: past more free attempts, each further one waits,
 * doubling up to a shorter cap, so guesses spread over many addresses stay slow. An address the
 * account signed in from lately is spared it (its owner is not slowed by a stranger's guesses).
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
  /** POST /api/password/forgot per client address (each may mail a link). */
  forgotPassword: WindowLimit;
  /** GET /oauth/token per client address. */
  token: WindowLimit;
  /**
   * GET /oauth/token per account (the signed-in user), whatever the address: a stolen session
   * spread over many addresses still mints tokens slowly. Tokens live 15 minutes; the app asks
   * for one a few times an hour.
   */
  tokenPerAccount: WindowLimit;
  /** Sign-in attempts per account (email) from one address before each further one waits. */
  freeLoginAttempts: number;
  /** The first wait, doubled on each further attempt... */
  firstLockSeconds: number;
  /** ...up to this. */
  maxLockSeconds: number;
  /** Sign-in attempts per account from every address before each further one is slowed... */
  freeAccountAttempts: number;
  /** ...by a wait doubling from firstLockSeconds up to this. */
  maxAccountWaitSeconds: number;
  /** An address the account signed in from within this many days is spared the slow-down. */
  knownAddressDays: number;
  /** An account's attempts are forgotten this long after the last one. */
  forgetAttemptsAfterSeconds: number;
}

const MINUTE = 60 * 1000;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 30, timeWindow: MINUTE },
  register: { max: 20, timeWindow: 10 * MINUTE },
  forgotPassword: { max: 5, timeWindow: 15 * MINUTE },
  token: { max: 120, timeWindow: MINUTE },
  tokenPerAccount: { max: 60, timeWindow: MINUTE },
  freeLoginAttempts: 5,
  firstLockSeconds: 1,
  maxLockSeconds: 15 * 60,
  freeAccountAttempts: 20,
  maxAccountWaitSeconds: 60,
  knownAddressDays: 30,
  forgetAttemptsAfterSeconds: 24 * 60 * 60,
};

/**
 * The limits with the operator's per-address counts (SIGNON_REGISTER_LIMIT a 10 minutes,
 * SIGNON_LOGIN_LIMIT a minute): an institution whose people all reach the site from one address,
 * or a test run that signs up hundreds, raises them. Whole numbers of 1 or more.
 */
export function readRateLimits(env: Record<string, string | undefined>): RateLimits {
  const count = (name: string, fallback: number) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new Error(`${name} must be a whole number of 1 or more, not "${value}"`);
    return parsed;
  };
  return {
    ...DEFAULT_RATE_LIMITS,
    register: {
      ...DEFAULT_RATE_LIMITS.register,
      max: count('SIGNON_REGISTER_LIMIT', DEFAULT_RATE_LIMITS.register.max),
    },
    login: {
      ...DEFAULT_RATE_LIMITS.login,
      max: count('SIGNON_LOGIN_LIMIT', DEFAULT_RATE_LIMITS.login.max),
    },
  };
}

/** A schedule of waits: `free` attempts, then `first` seconds doubling up to `max`. */
export interface WaitSchedule {
  free: number;
  first: number;
  max: number;
}

/** The per-address lockout's schedule and the per-account slow-down's. */
export const lockoutSchedule = (limits: RateLimits): WaitSchedule => ({
  free: limits.freeLoginAttempts,
  first: limits.firstLockSeconds,
  max: limits.maxLockSeconds,
});
export const slowDownSchedule = (limits: RateLimits): WaitSchedule => ({
  free: limits.freeAccountAttempts,
  first: limits.firstLockSeconds,
  max: limits.maxAccountWaitSeconds,
});

/** How long to wait after the `attempt`-th attempt (1-based) in a row. */
export function lockSecondsAfter(attempt: number, schedule: WaitSchedule): number {
  if (attempt < schedule.free) return 0;
  const doublings = attempt - schedule.free;
  return Math.min(schedule.max, schedule.first * 2 ** Math.min(doublings, 30));
}
