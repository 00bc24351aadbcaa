// The Set-Cookie headers of sign-in, against spec §4: the session cookie HttpOnly, SameSite=Lax,
// Secure when the site is served over https; the id cookie readable by the app's scripts (the
// session state machine compares it with the token cookie's id part), never on a foreign site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, register, uniqueEmail } from './testing.ts';

function setCookieHeaders(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function attributesOf(header: string): Set<string> {
  return new Set(
    header
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase()),
  );
}

function headerFor(headers: string[], name: string): string {
  const header = headers.find((candidate) => candidate.startsWith(`${name}=`));
  if (!header) throw new Error(`no Set-Cookie for ${name} in ${headers.join(' | ')}`);
  return header;
}

describe('the cookies of a sign-in', () => {
  let plain: FastifyInstance;
  let https: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp();
    https = await buildTestApp({ SIGNON_PUBLIC_URL: 'https://sso.figura.test' });
  });
  afterAll(async () => {
    await plain.close();
    await https.close();
  });

  it('on http: the session cookie is HttpOnly and Lax, the id cookie Lax and readable', async () => {
    const headers = setCookieHeaders((await register(plain, { email: uniqueEmail() })).headers);
    const session = attributesOf(headerFor(headers, 'figura_sso_session'));
    expect(session).toContain('httponly');
    expect(session).toContain('samesite=lax');
    expect(session).toContain('path=/');
    expect(session).not.toContain('secure');
    expect([...session].some((part) => part.startsWith('domain='))).toBe(false);

    const id = attributesOf(headerFor(headers, 'figura_id'));
    expect(id).toContain('samesite=lax');
    expect(id).not.toContain('httponly');
  });

  it('on https: both cookies are Secure, and stay so when logout clears them', async () => {
    const response = await register(https, { email: uniqueEmail() });
    expect(response.statusCode).toBe(201);
    const headers = setCookieHeaders(response.headers);
    for (const name of ['figura_sso_session', 'figura_id'])
      expect(attributesOf(headerFor(headers, name)), name).toContain('secure');
    expect(attributesOf(headerFor(headers, 'figura_sso_session'))).toContain('httponly');

    const cookie = headers.map((header) => header.split(';')[0]).join('; ');
    const logout = await https.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, origin: 'https://sso.figura.test' },
    });
    const cleared = setCookieHeaders(logout.headers);
    for (const name of ['figura_sso_session', 'figura_id', 'figura_auid'])
      expect(attributesOf(headerFor(cleared, name)), name).toContain('secure');
  });
});
