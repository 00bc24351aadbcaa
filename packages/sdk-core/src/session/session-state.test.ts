import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryCookieStore } from './cookies';
import { determineSessionState } from './session-state';
import { fakeJwt } from './test-session';

const names = { token: 'tok', id: 'sid' };
const state = (cookies: Record<string, string>, now?: number) =>
  determineSessionState(createMemoryCookieStore(cookies), names, now === undefined ? {} : { now });

const id = fc.string({ minLength: 1 }).filter((value) => !value.includes('|'));
const token = id;

describe('determineSessionState', () => {
  it('is FULLY_AUTHENTICATED when the token id and the sign-on id match', () => {
    fc.assert(
      fc.property(
        token,
        id,
        (t, i) => state({ tok: `${t}|${i}`, sid: i }) === 'FULLY_AUTHENTICATED',
      ),
    );
  });

  it('is SSO_AUTHENTICATED for any pair of distinct ids', () => {
    fc.assert(
      fc.property(token, id, id, (t, stored, signedOn) => {
        fc.pre(stored !== signedOn);
        return state({ tok: `${t}|${stored}`, sid: signedOn }) === 'SSO_AUTHENTICATED';
      }),
    );
  });

  it('is SSO_AUTHENTICATED when only the sign-on id exists', () => {
    fc.assert(fc.property(id, (i) => state({ sid: i }) === 'SSO_AUTHENTICATED'));
  });

  it('is FULLY_AUTHENTICATED_SAML for a token without the id part', () => {
    fc.assert(
      fc.property(
        token,
        fc.option(id),
        (t, i) =>
          state(i === null ? { tok: t } : { tok: t, sid: i }) === 'FULLY_AUTHENTICATED_SAML',
      ),
    );
  });

  it('is SSO_UNAUTHENTICATED when a token pair is left without the sign-on id', () => {
    fc.assert(
      fc.property(token, id, (t, i) => state({ tok: `${t}|${i}` }) === 'SSO_UNAUTHENTICATED'),
    );
    expect(state({ tok: '|orphan' })).toBe('SSO_UNAUTHENTICATED');
  });

  it('is FULLY_UNAUTHENTICATED without cookies (empty ones count as none)', () => {
    expect(state({})).toBe('FULLY_UNAUTHENTICATED');
    expect(state({ tok: '', sid: '' })).toBe('FULLY_UNAUTHENTICATED');
  });

  it('fetches a new token (SSO_AUTHENTICATED) when the stored one has expired', () => {
    const expiresAt = 1_700_000_000;
    const jwt = fakeJwt({ sub: 'a', exp: expiresAt });
    expect(state({ tok: `${jwt}|a`, sid: 'a' }, expiresAt * 1000 - 1)).toBe('FULLY_AUTHENTICATED');
    expect(state({ tok: `${jwt}|a`, sid: 'a' }, expiresAt * 1000)).toBe('SSO_AUTHENTICATED');
    expect(state({ tok: `${jwt}|a` }, expiresAt * 1000)).toBe('SSO_UNAUTHENTICATED');
    expect(state({ tok: jwt }, expiresAt * 1000)).toBe('SSO_UNAUTHENTICATED');
    // without a clock the expiry is not looked at
    expect(state({ tok: `${jwt}|a`, sid: 'a' })).toBe('FULLY_AUTHENTICATED');
  });

  it('reads the configured cookie names only', () => {
    expect(
      determineSessionState(createMemoryCookieStore({ figura_id: 'a', figura_auid: 't|a' }), names),
    ).toBe('FULLY_UNAUTHENTICATED');
    expect(
      determineSessionState(createMemoryCookieStore({ figura_id: 'a', figura_auid: 't|a' })),
    ).toBe('FULLY_AUTHENTICATED');
  });
});
