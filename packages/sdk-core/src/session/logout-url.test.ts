import { describe, expect, it } from 'vitest';
import { logoutUrl } from './logout-url';
import { fakeJwt } from './test-session';

const continueUrl = 'http://portal.test/after?x=1';
const encoded = encodeURIComponent(continueUrl);

describe('logoutUrl', () => {
  it("goes to the logout route of the token's issuer", () => {
    const token = fakeJwt({ iss: 'https://id.example.org/', sub: 'a' });
    expect(logoutUrl({ token, signOnUrl: 'http://sign-on.test', continueUrl })).toBe(
      `https://id.example.org/logout?continue=${encoded}`,
    );
  });

  it('falls back to the sign-on site for no token, a non-JWT or an odd issuer', () => {
    for (const token of [
      null,
      'not-a-jwt',
      fakeJwt({ sub: 'a' }),
      fakeJwt({ iss: 'javascript:alert(1)' }),
      fakeJwt({ iss: 42 }),
    ]) {
      expect(logoutUrl({ token, signOnUrl: 'http://sign-on.test/', continueUrl })).toBe(
        `http://sign-on.test/logout?continue=${encoded}`,
      );
    }
  });

  it('follows only trusted issuers when a list is given', () => {
    const token = fakeJwt({ iss: 'https://evil.example' });
    expect(
      logoutUrl({
        token,
        signOnUrl: 'http://sign-on.test',
        continueUrl,
        trustedIssuers: ['http://sign-on.test'],
      }),
    ).toBe(`http://sign-on.test/logout?continue=${encoded}`);
    const trusted = fakeJwt({ iss: 'http://sign-on.test/' });
    expect(
      logoutUrl({
        token: trusted,
        signOnUrl: 'http://other.test',
        continueUrl,
        trustedIssuers: ['http://sign-on.test'],
      }),
    ).toBe(`http://sign-on.test/logout?continue=${encoded}`);
  });
});
