// The sign-on site and the API together: an access token stops working at the API the moment
// its sign-on session is signed out (back-channel logout), not when it expires.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { MEMORY_DATA_DIR } from '@figura/settings';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { buildSignOnApp } from '../apps/sign-on/src/app.ts';
import { testConfig as signOnTestConfig } from '../apps/sign-on/src/testing.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const ISSUER = 'http://sign-on.figura.test';
const PORTAL = 'http://portal.figura.test';

describe('signing out at the sign-on site', () => {
  let signOn: FastifyInstance;
  let api: FastifyInstance;
  let apiUrl: string;
  let signOnUrl: string;

  beforeAll(async () => {
    const apiPort = await freePort();
    apiUrl = `http://127.0.0.1:${apiPort}`;
    signOn = await buildSignOnApp(
      signOnTestConfig(
        { SIGNON_PUBLIC_URL: ISSUER, FIGURA_ALLOWED_ORIGINS: PORTAL },
        { backchannelLogoutUrl: `${apiUrl}/auth/backchannel-logout` },
      ),
    );
    signOnUrl = await signOn.listen({ port: 0, host: '127.0.0.1' });
    api = await buildApiApp({
      ...loadConfig({ FIGURA_DATA_DIR: MEMORY_DATA_DIR }),
      databaseUrl: undefined,
      signOnUrl,
      tokenIssuer: ISSUER,
      logger: false,
    });
    await api.listen({ port: apiPort, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await api?.close();
    await signOn?.close();
  });

  it('makes the session’s access token a 401 at the API', async () => {
    const registered = await fetch(`${signOnUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-captcha-answer': 'figura-test' },
      body: JSON.stringify({
        email: `revoked-${Date.now()}@lab.test`,
        name: 'Ada',
        password: 'long enough',
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const { access_token: token } = (await (
      await fetch(`${signOnUrl}/oauth/token`, { headers: { cookie } })
    ).json()) as { access_token: string };
    const creations = () =>
      fetch(`${apiUrl}/user-creations`, { headers: { authorization: `Bearer ${token}` } });
    expect((await creations()).status).toBe(200);

    const logout = await fetch(`${signOnUrl}/logout`, {
      method: 'POST',
      headers: { cookie, origin: PORTAL },
      redirect: 'manual',
    });
    expect(logout.status).toBe(303);

    const after = await creations();
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toMatch(/session has ended/);
  });
});
