import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesFrom, PORTAL, register, uniqueEmail } from './testing.ts';

function expectCleared(response: LightMyRequestResponse, name: string) {
  const cookie = response.cookies.find((candidate) => candidate.name === name);
  expect(cookie, `${name} is cleared`).toBeDefined();
  expect(cookie?.value).toBe('');
  expect(cookie?.path).toBe('/');
  expect((cookie?.expires?.getTime() ?? Infinity) <= Date.now() || cookie?.maxAge === 0).toBe(true);
}

describe('GET /logout', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('ends the session, clears the three cookies and returns to an allowed continue', async () => {
    const cookie = cookiesFrom(await register(app, { email: uniqueEmail('logout') }));
    expect(
      (await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } })).statusCode,
    ).toBe(200);

    const target = `${PORTAL}/my-creations`;
    const response = await app.inject({
      method: 'GET',
      url: `/logout?continue=${encodeURIComponent(target)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
    for (const name of ['figura_sso_session', 'figura_id', 'figura_auid'])
      expectCleared(response, name);

    // The old session cookie no longer works even if a browser kept it.
    expect(
      (await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses to send the browser to a foreign site', async () => {
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
    }
  });

  it('clears the shared cookies on the configured domain with the configured names', async () => {
    const shared = await buildTestApp({
      FIGURA_COOKIE_DOMAIN: 'figura.test',
      FIGURA_ID_COOKIE: 'figura_id_stage',
      FIGURA_TOKEN_COOKIE: 'figura_auid_stage',
    });
    try {
      const response = await shared.inject({ method: 'GET', url: '/logout' });
      expect(response.headers.location).toBe('/login');
      expectCleared(response, 'figura_id_stage');
      expectCleared(response, 'figura_auid_stage');
      const token = response.cookies.find((cookie) => cookie.name === 'figura_auid_stage');
      expect(token?.domain).toBe('figura.test');
    } finally {
      await shared.close();
    }
  });
});
