import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, readRateLimits } from './rate-limits.ts';

describe('the operator’s per-address limits', () => {
  it('keeps the defaults unless raised, and refuses a count that is not a whole number', () => {
    expect(readRateLimits({})).toEqual(DEFAULT_RATE_LIMITS);
    const raised = readRateLimits({ SIGNON_REGISTER_LIMIT: '500', SIGNON_LOGIN_LIMIT: '90' });
    expect(raised.register).toEqual({ ...DEFAULT_RATE_LIMITS.register, max: 500 });
    expect(raised.login).toEqual({ ...DEFAULT_RATE_LIMITS.login, max: 90 });
    expect(() => readRateLimits({ SIGNON_REGISTER_LIMIT: '0' })).toThrow(
      'SIGNON_REGISTER_LIMIT must be a whole number of 1 or more, not "0"',
    );
  });
});
