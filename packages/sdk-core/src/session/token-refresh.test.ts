// Access tokens live minutes: the API client, wired to the session controller as the portal
// wires it, gets a new one from the sign-on site before one expires or after a 401, once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { fetchSignOnToken } from '../api/sign-on';
import { sendJson, startTestApiServer } from '../api/test-api-server';
import { createMemoryCookieStore } from './cookies';
import { createSessionController } from './controller';
import { fakeJwt, testUser } from './test-session';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const tokenExpiringIn = (seconds: number, n: number) =>
  fakeJwt({ iss: 'http://sign-on.test', sub: 'sso-1', n, exp: nowSeconds() + seconds });

/** One server as the sign-on site (/oauth/token) and the API (verify-token-validity). */
async function setUp(options: {
  stored: string;
  signedInAtSignOn?: boolean;
  cookies?: Record<string, string>;
}) {
  const fresh = tokenExpiringIn(15 * 60, 2);
  const server = await startTestApiServer({
    'GET /oauth/token': (_, res) =>
      options.signedInAtSignOn === false
        ? sendJson(res, 401, { message: 'Not signed in' })
        : sendJson(res, 200, { access_token: fresh }),
    'GET /auth/verify-token-validity': (request, res) =>
      request.authorization === `Bearer ${fresh}`
        ? sendJson(res, 200, { valid: true, user: testUser })
        : sendJson(res, 401, { message: 'Your session has expired. Please sign in again.' }),
  });
  servers.push(server);
  const jar = createMemoryCookieStore(
    options.cookies ?? { figura_auid: `${options.stored}|sso-1`, figura_id: 'sso-1' },
  );
  const logger = { error: vi.fn(), warn: vi.fn() };
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseURL: server.baseURL,
    getToken: () => controller.getToken(),
    refreshToken: () => controller.refreshToken(),
    onUnauthorized,
    logger,
  });
  const controller = createSessionController({
    cookies: jar,
    signOnUrl: server.baseURL,
    api,
    fetchSignOnToken: (url) => fetchSignOnToken(url, { logger }),
    onLoginRequired: vi.fn(),
    logger,
  });
  const calls = (path: string) =>
    server.requests.filter((request) => `${request.method} ${request.url}` === path);
  return { api, controller, jar, fresh, onUnauthorized, calls };
}

describe('refreshing the access token', () => {
  it('after a 401: gets a new token, stores it and sends the call once more', async () => {
    // Minutes to go, so it is sent as it is; the API refuses it (ended, or clocks apart).
    const stale = tokenExpiringIn(10 * 60, 1);
    const { api, jar, fresh, onUnauthorized, calls } = await setUp({ stored: stale });
    await expect(api.verifyTokenValidity()).resolves.toMatchObject({ valid: true });
    expect(calls('GET /oauth/token')).toHaveLength(1);
    expect(calls('GET /auth/verify-token-validity').map((r) => r.authorization)).toEqual([
      `Bearer ${stale}`,
      `Bearer ${fresh}`,
    ]);
    expect(jar.get('figura_auid')).toBe(`${fresh}|sso-1`);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('before the call when the token expires within a minute', async () => {
    const { api, fresh, calls } = await setUp({ stored: tokenExpiringIn(30, 1) });
    await api.verifyTokenValidity();
    expect(calls('GET /auth/verify-token-validity').map((r) => r.authorization)).toEqual([
      `Bearer ${fresh}`,
    ]);
  });

  it('before the call when the token has already expired: no 401 round trip', async () => {
    const { api, fresh, calls } = await setUp({ stored: tokenExpiringIn(-60, 1) });
    await api.verifyTokenValidity();
    expect(calls('GET /auth/verify-token-validity').map((r) => r.authorization)).toEqual([
      `Bearer ${fresh}`,
    ]);
  });

  it('gives up after one try: signed out at the sign-on site, the 401 stands', async () => {
    const { api, onUnauthorized, calls } = await setUp({
      stored: tokenExpiringIn(10 * 60, 1),
      signedInAtSignOn: false,
    });
    await expect(api.verifyTokenValidity()).rejects.toMatchObject({ status: 401 });
    expect(calls('GET /auth/verify-token-validity')).toHaveLength(1);
    expect(calls('GET /oauth/token')).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('shares one refresh between calls made at the same time', async () => {
    const { api, calls } = await setUp({ stored: tokenExpiringIn(10 * 60, 1) });
    await Promise.all([
      api.verifyTokenValidity(),
      api.verifyTokenValidity(),
      api.verifyTokenValidity(),
    ]);
    expect(calls('GET /oauth/token')).toHaveLength(1);
  });

  it('does not ask the sign-on site for a SAML token or without the id cookie', async () => {
    for (const cookies of [{ figura_auid: 'saml-token' }, { figura_auid: 'tok|sso-1' }]) {
      const { controller, calls } = await setUp({ stored: '', cookies });
      await expect(controller.refreshToken()).resolves.toBe(false);
      expect(calls('GET /oauth/token')).toHaveLength(0);
    }
  });
});
