import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesFrom, PORTAL, PUBLIC_URL, register, uniqueEmail } from './testing.ts';

function expectCleared(response: LightMyRequestResponse, name: string) {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  expect(cookie, `${name} is cleared`).toBeDefined();
  expect(cookie?.value).toBe('');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires?.getTime() ?? Infinity) <= Date.now() || cookie?.maxAge === 0).toBe(true);
}

describe('logout', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const tokenStatus = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } })).statusCode;

  async function signedIn(): Promise<string> {
    const cookie = cookiesFrom(await register(app, { email: uniqueEmail('logout') }));
    expect(await tokenStatus(cookie)).toBe(200);
    return cookie;
  }

  it('POST from the app ends the session, clears the three cookies and returns to continue', async () => {
    const cookie = await signedIn();
    const target = `${PORTAL}/my-creations`;
    const response = await app.inject({
      method: 'POST',
      url: `/logout?continue=${encodeURIComponent(target)}`,
      headers: { cookie, origin: PORTAL },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(target);
    for (const name of ['figura_sso_session', 'figura_id', 'figura_auid'])
      expectCleared(response, name);
    // The old session cookie no longer works even if a browser kept it.
    expect(await tokenStatus(cookie)).toBe(401);
  });

  it('POST of the sign-out page (same origin, continue in the form) works too', async () => {
    const cookie = await signedIn();
    const response = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: {
        cookie,
        origin: PUBLIC_URL,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `continue=${encodeURIComponent(`${PORTAL}/`)}`,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PORTAL}/`);
    expect(await tokenStatus(cookie)).toBe(401);
  });

  it('a cross-site GET signs nobody out: it shows a page whose button posts the form', async () => {
    const cookie = await signedIn();
    const target = `${PORTAL}/my-creations`;
    const response = await app.inject({
      method: 'GET',
      url: `/logout?continue=${encodeURIComponent(target)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain('Sign out of Figura');
    expect(response.body).toMatch(/<form method="post" action="\/logout">/);
    expect(response.body).toContain(`name="continue" value="${target}"`);
    expect(response.body).toMatch(
      /<button type="submit" class="button primary">Sign out<\/button>/,
    );
    // The form's POST must carry a real Origin, and its redirect may land on the app.
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toContain(`form-action 'self' ${PORTAL}`);
    expect(await tokenStatus(cookie)).toBe(200);
  });

  it('refuses a POST from a foreign origin, or one that names no origin', async () => {
    const cookie = await signedIn();
    for (const headers of [
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
      { cookie },
      { cookie, 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/logout', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe('This request came from a site that is not allowed.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await tokenStatus(cookie)).toBe(200);
    // The browser's own word that the post is same-origin is enough without Origin.
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(303);
    expect(await tokenStatus(cookie)).toBe(401);
  });

  it('a POST without the session cookie (cross-site, Lax) goes on to the sign-out page', async () => {
    const target = `${PORTAL}/`;
    const response = await app.inject({
      method: 'POST',
      url: `/logout?continue=${encodeURIComponent(target)}`,
      headers: { origin: PORTAL },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/logout?continue=${encodeURIComponent(target)}`);
    expectCleared(response, 'figura_id');
    expect(response.cookies.map((c) => c.name)).not.toContain('figura_sso_session');
  });

  it('GET without a session goes to continue, never to a foreign site', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/logout?continue=${encodeURIComponent(`${PORTAL}/x`)}`,
        })
      ).headers.location,
    ).toBe(`${PORTAL}/x`);
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/logout?continue=${encodeURIComponent(evil)}`,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login');
      const posted = await app.inject({
        method: 'POST',
        url: `/logout?continue=${encodeURIComponent(evil)}`,
        headers: { origin: PORTAL, cookie: await signedIn() },
      });
      expect(posted.headers.location).toBe('/login');
    }
  });

  it('clears the shared cookies on the configured domain with the configured names', async () => {
    const shared = await buildTestApp({
      FIGURA_COOKIE_DOMAIN: 'figura.test',
      FIGURA_ID_COOKIE: 'figura_id_stage',
      FIGURA_TOKEN_COOKIE: 'figura_auid_stage',
    });
    try {
      const cookie = cookiesFrom(await register(shared, { email: uniqueEmail() }));
      const response = await shared.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie, origin: PORTAL },
      });
      expect(response.headers.location).toBe('/login');
      expectCleared(response, 'figura_id_stage');
      expectCleared(response, 'figura_auid_stage');
      const token = response.cookies.find((c) => c.name === 'figura_auid_stage');
      expect(token?.domain).toBe('figura.test');
    } finally {
      await shared.close();
    }
  });
});
