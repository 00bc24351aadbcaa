import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { fetchSignOnToken } from '../api/sign-on';
import { sendJson, startTestApiServer } from '../api/test-api-server';
import { createMemoryCookieStore } from './cookies';
import { SESSION_RECHECK_MS, createSessionController } from './controller';
import { fakeJwt, testUser } from './test-session';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/**
 * The controller wired as the portal wires it, against one real HTTP server that answers both
 * as the sign-on site (/oauth/token) and as the API (/auth/onelogin/*).
 */
async function setUp(
  cookies: Record<string, string>,
  options: { active?: () => boolean; validateStatus?: number } = {},
) {
  let clock = 1_000_000;
  const issuer = 'http://sign-on.test';
  const accessToken = fakeJwt({ iss: issuer, sub: 'sso-1', exp: 4_000_000_000 });
  const server = await startTestApiServer({
    'GET /oauth/token': (_, res) => sendJson(res, 200, { access_token: accessToken }),
    'POST /auth/onelogin/callback': (_, res) =>
      sendJson(res, 200, { user: testUser, isNewUser: true }),
    'GET /auth/onelogin/validate': (request, res) => {
      if (options.validateStatus)
        return sendJson(res, options.validateStatus, { message: 'Invalid token' });
      const active =
        request.authorization === `Bearer ${accessToken}` && (options.active?.() ?? true);
      sendJson(res, 200, { data: { active, user: active ? testUser : null } });
    },
    'GET /auth/saml/validate': (request, res) =>
      request.authorization === 'Bearer saml-session'
        ? sendJson(res, 200, { active: true, user: testUser })
        : sendJson(res, 401, { message: 'Your session has ended. Please sign in again.' }),
  });
  servers.push(server);
  const jar = createMemoryCookieStore(cookies);
  const logger = { error: vi.fn(), warn: vi.fn() };
  const onLoginRequired = vi.fn();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseURL: server.baseURL,
    getToken: () => controller.getToken(),
    onUnauthorized,
    logger,
  });
  const controller = createSessionController({
    cookies: jar,
    signOnUrl: server.baseURL,
    api,
    fetchSignOnToken: (url) => fetchSignOnToken(url, { logger }),
    validateSaml: () => api.validateSaml(),
    onLoginRequired,
    logger,
    now: () => clock,
  });
  const paths = () => server.requests.map((request) => `${request.method} ${request.url}`);
  return {
    controller,
    jar,
    server,
    logger,
    onLoginRequired,
    onUnauthorized,
    accessToken,
    paths,
    tick: (ms: number) => (clock += ms),
  };
}

const protectedRoute = { loginIfNeeded: true, continueUrl: 'http://portal.test/creations' };

describe('createSessionController', () => {
  it('turns a sign-on id into a full session, then validates at most every 10 minutes', async () => {
    const { controller, jar, accessToken, paths, tick, onLoginRequired } = await setUp({
      figura_id: 'sso-1',
    });

    const first = await controller.ensureSession(protectedRoute);
    expect(first).toEqual({
      from: 'SSO_AUTHENTICATED',
      state: 'FULLY_AUTHENTICATED',
      user: testUser,
      isNewUser: true,
    });
    expect(jar.get('figura_auid')).toBe(`${accessToken}|sso-1`);
    expect(controller.getToken()).toBe(accessToken);
    expect(controller.store.getState()).toEqual({
      state: 'FULLY_AUTHENTICATED',
      user: testUser,
      isNewUser: true,
      loading: false,
    });
    expect(paths()).toEqual(['GET /oauth/token', 'POST /auth/onelogin/callback']);

    tick(SESSION_RECHECK_MS - 1);
    const cached = await controller.ensureSession(protectedRoute);
    expect(cached).toMatchObject({ from: 'FULLY_AUTHENTICATED', user: testUser, isNewUser: false });
    expect(paths()).toHaveLength(2);

    tick(1);
    await controller.ensureSession(protectedRoute);
    expect(paths()).toEqual([
      'GET /oauth/token',
      'POST /auth/onelogin/callback',
      'GET /auth/onelogin/validate',
    ]);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('answers the changed profile, not the cached one, after userChanged', async () => {
    const { controller, paths } = await setUp({ figura_id: 'sso-1' });
    await controller.ensureSession(protectedRoute);
    const completed = { ...testUser, country_code: 'GB' };
    controller.userChanged(completed);
    const cached = await controller.ensureSession(protectedRoute);
    expect(cached.user).toEqual(completed);
    expect(controller.store.getState().user).toEqual(completed);
    expect(paths()).toHaveLength(2);
    // Someone else's profile is not taken for the session's.
    controller.userChanged({ ...testUser, id: 'someone-else', country_code: 'FR' });
    expect((await controller.ensureSession(protectedRoute)).user).toEqual(completed);
  });

  it('revalidates at once when the stored token changes', async () => {
    const { controller, jar, accessToken, paths } = await setUp({ figura_id: 'sso-1' });
    await controller.ensureSession(protectedRoute);
    jar.set('figura_auid', `${accessToken}x|sso-1`, { maxAgeDays: 30 });
    const result = await controller.ensureSession(protectedRoute);
    expect(paths()).toContain('GET /auth/onelogin/validate');
    expect(result).toMatchObject({
      from: 'FULLY_AUTHENTICATED',
      state: 'SSO_UNAUTHENTICATED',
      user: null,
    });
  });

  it('shares one check between overlapping calls', async () => {
    const { controller, paths, onLoginRequired } = await setUp({ figura_id: 'sso-1' });
    const [a, b] = await Promise.all([
      controller.ensureSession(protectedRoute),
      controller.ensureSession(protectedRoute),
    ]);
    expect(a.user).toEqual(testUser);
    expect(b.user).toEqual(testUser);
    expect(paths()).toEqual(['GET /oauth/token', 'POST /auth/onelogin/callback']);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('still sends a protected route to login when it joined a public check', async () => {
    const { controller, onLoginRequired } = await setUp({});
    const publicCheck = controller.ensureSession({
      loginIfNeeded: false,
      continueUrl: 'http://portal.test/',
    });
    const protectedCheck = controller.ensureSession(protectedRoute);
    await Promise.all([publicCheck, protectedCheck]);
    expect(onLoginRequired).toHaveBeenCalledExactlyOnceWith(protectedRoute.continueUrl);
  });

  it('ends the session when the server says it is inactive', async () => {
    let active = true;
    const { controller, jar, tick, onLoginRequired } = await setUp(
      { figura_id: 'sso-1' },
      { active: () => active },
    );
    await controller.ensureSession(protectedRoute);
    active = false;
    tick(SESSION_RECHECK_MS);
    const result = await controller.ensureSession(protectedRoute);
    expect(result).toMatchObject({ state: 'SSO_UNAUTHENTICATED', user: null });
    expect(jar.toJSON()).toEqual({ figura_id: 'sso-1' });
    expect(controller.store.getState()).toMatchObject({ user: null, loading: false });
    expect(onLoginRequired).toHaveBeenCalledWith(protectedRoute.continueUrl);
  });

  it('logs a refused validation, and the API client reports the 401', async () => {
    const { controller, jar, logger, onUnauthorized, paths } = await setUp(
      { figura_id: 'sso-1', figura_auid: `${fakeJwt({ sub: 'sso-1' })}|sso-1` },
      { validateStatus: 401 },
    );
    const result = await controller.ensureSession({
      loginIfNeeded: false,
      continueUrl: 'http://portal.test/',
    });
    expect(result).toMatchObject({ from: 'FULLY_AUTHENTICATED', user: null });
    expect(logger.error).toHaveBeenCalledWith(
      'Session validation failed',
      expect.objectContaining({ status: 401 }),
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(jar.get('figura_auid')).toBeUndefined();
    expect(paths()).toEqual(['GET /auth/onelogin/validate']);
  });

  it("logs out through the token issuer's logout route and forgets the session", async () => {
    const { controller, jar, paths } = await setUp({ figura_id: 'sso-1' });
    await controller.ensureSession(protectedRoute);
    expect(controller.logout('http://portal.test/')).toBe(
      `http://sign-on.test/logout?continue=${encodeURIComponent('http://portal.test/')}`,
    );
    expect(jar.toJSON()).toEqual({ figura_id: 'sso-1' });
    expect(controller.getToken()).toBeNull();
    expect(controller.store.getState()).toMatchObject({ state: null, user: null });
    await controller.ensureSession(protectedRoute);
    expect(paths().filter((path) => path === 'GET /oauth/token')).toHaveLength(2);
  });

  it('starts a SAML session from its token and validates it with the API', async () => {
    const { controller, jar, paths, onLoginRequired } = await setUp({});
    expect(controller.isSamlSession()).toBe(false);
    controller.startSamlSession('saml-session');
    expect(jar.toJSON()).toEqual({ figura_auid: 'saml-session' });
    expect(controller.isSamlSession()).toBe(true);
    await expect(controller.ensureSession(protectedRoute)).resolves.toMatchObject({
      from: 'FULLY_AUTHENTICATED_SAML',
      state: 'FULLY_AUTHENTICATED_SAML',
      user: testUser,
    });
    expect(paths()).toEqual(['GET /auth/saml/validate']);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('ends a SAML session the API no longer knows, and asks for login', async () => {
    const { controller, jar, onLoginRequired } = await setUp({});
    controller.startSamlSession('revoked-saml-session');
    await expect(controller.ensureSession(protectedRoute)).resolves.toMatchObject({
      state: 'FULLY_UNAUTHENTICATED',
      user: null,
    });
    expect(jar.toJSON()).toEqual({});
    expect(onLoginRequired).toHaveBeenCalledWith(protectedRoute.continueUrl);
  });

  it('sends SAML users to / on logout', async () => {
    const { controller, jar } = await setUp({ figura_auid: 'saml-token' });
    expect(controller.getToken()).toBe('saml-token');
    expect(controller.logout('http://portal.test/')).toBe('/');
    expect(jar.toJSON()).toEqual({});
  });
});
