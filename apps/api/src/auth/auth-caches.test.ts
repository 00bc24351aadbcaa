import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.ts';
import { createRecentUsers, RECENT_USER_TTL_MS } from './recent-users.ts';
import { createSessionChecks, SESSION_RECHECK_MS } from './session-checks.ts';
import type { TokenIdentity, TokenVerifier } from './token-verifier.ts';
import { rememberVerifiedTokens, VERIFIED_TOKEN_TTL_MS } from './verified-tokens.ts';

const clock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const identity = (overrides: Partial<TokenIdentity> = {}): TokenIdentity => ({
  sub: 'sub-1',
  email: 'ada@example.org',
  name: 'Ada',
  sid: 'session-1',
  expiresAt: 1_000_000 + 10 * 60_000,
  ...overrides,
});

/** A verifier that counts its calls and refuses tokens named in `bad`. */
function countingVerifier(result: TokenIdentity, bad = new Set<string>()) {
  const calls: string[] = [];
  const verify: TokenVerifier = async (token) => {
    calls.push(token);
    if (bad.has(token)) throw new Error('Invalid token.');
    return result;
  };
  return { verify, calls };
}

describe('rememberVerifiedTokens', () => {
  it('verifies a token once and answers again from memory until the minute is up', async () => {
    const time = clock();
    const { verify, calls } = countingVerifier(identity());
    const remembered = rememberVerifiedTokens(verify, time.now);
    await remembered('token-a');
    await remembered('token-a');
    expect(calls).toEqual(['token-a']);
    time.advance(VERIFIED_TOKEN_TTL_MS + 1);
    await remembered('token-a');
    expect(calls).toEqual(['token-a', 'token-a']);
  });

  it('never answers from memory past the token’s own expiry', async () => {
    const time = clock();
    const { verify, calls } = countingVerifier(identity({ expiresAt: time.now() + 5_000 }));
    const remembered = rememberVerifiedTokens(verify, time.now);
    await remembered('short-lived');
    time.advance(5_000);
    await remembered('short-lived');
    expect(calls).toEqual(['short-lived', 'short-lived']);
  });

  it('remembers no failure, and only the exact token that verified', async () => {
    const time = clock();
    const { verify, calls } = countingVerifier(identity(), new Set(['forged']));
    const remembered = rememberVerifiedTokens(verify, time.now);
    await expect(remembered('forged')).rejects.toThrow('Invalid token.');
    await expect(remembered('forged')).rejects.toThrow('Invalid token.');
    await remembered('token-a');
    await remembered('token-a ');
    expect(calls).toEqual(['forged', 'forged', 'token-a', 'token-a ']);
  });
});

describe('createRecentUsers', () => {
  const row = { id: 'user-1', cactusId: 'sub-1', email: 'ada@example.org', name: 'Ada' } as UserRow;

  it('gives the row back for the same subject and identity for a few seconds', () => {
    const time = clock();
    const recent = createRecentUsers(time.now);
    recent.remember(identity(), row);
    expect(recent.get(identity())).toBe(row);
    time.advance(RECENT_USER_TTL_MS);
    expect(recent.get(identity())).toBeUndefined();
  });

  it('forgets the row when the token names the user differently (the row must be refreshed)', () => {
    const recent = createRecentUsers(clock().now);
    recent.remember(identity(), row);
    expect(recent.get(identity({ email: 'ada@lab.example.org' }))).toBeUndefined();
    expect(recent.get(identity())).toBeUndefined();
  });
});

describe('createSessionChecks', () => {
  /** The database's list of ended sessions, counting how often it is asked. */
  function database() {
    const ended = new Set<string>();
    const asked: string[] = [];
    const lookup = async (sid: string) => {
      asked.push(sid);
      return ended.has(sid);
    };
    return { ended, asked, lookup };
  }

  it('asks the database about a live session at most once per recheck interval', async () => {
    const time = clock();
    const db = database();
    const checks = createSessionChecks(db.lookup, time.now);
    expect(await checks.hasEnded('s1')).toBe(false);
    expect(await checks.hasEnded('s1')).toBe(false);
    expect(db.asked).toEqual(['s1']);
    time.advance(SESSION_RECHECK_MS);
    expect(await checks.hasEnded('s1')).toBe(false);
    expect(db.asked).toEqual(['s1', 's1']);
  });

  it('refuses at once a session this node heard end, and within the interval one another node heard', async () => {
    const time = clock();
    const db = database();
    const here = createSessionChecks(db.lookup, time.now);
    const elsewhere = createSessionChecks(db.lookup, time.now);
    expect(await here.hasEnded('s1')).toBe(false);
    expect(await elsewhere.hasEnded('s1')).toBe(false);
    // The logout reaches this node: it writes the database and remembers.
    db.ended.add('s1');
    here.markEnded('s1');
    expect(await here.hasEnded('s1')).toBe(true);
    time.advance(SESSION_RECHECK_MS);
    expect(await elsewhere.hasEnded('s1')).toBe(true);
    // Ended stays ended without asking again.
    const asked = db.asked.length;
    expect(await elsewhere.hasEnded('s1')).toBe(true);
    expect(db.asked.length).toBe(asked);
  });
});
