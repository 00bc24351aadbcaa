// At logout the sign-on site tells the API which session ended, with a logout token the API can
// verify with the same JWKS; the site's logout never waits on, or fails with, the API.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACKCHANNEL_LOGOUT_EVENT, DEFAULT_TOKEN_AUDIENCE } from '@figura/settings';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  cookiesFrom,
  PORTAL,
  PUBLIC_URL,
  readBody,
  register,
  uniqueEmail,
} from './testing.ts';

describe('back-channel logout', () => {
  const received: { path: string; body: string }[] = [];
  const api = createServer(async (request, response) => {
    received.push({ path: request.url ?? '', body: await readBody(request) });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"revoked":true}');
  });
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    app = await buildTestApp(
      {},
      { backchannelLogoutUrl: `http://127.0.0.1:${port}/auth/backchannel-logout` },
    );
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
  });

  it('puts the session in every access token and posts a verifiable logout token for it', async () => {
    const cookie = cookiesFrom(await register(app, { email: uniqueEmail('bcl') }));
    const issued = await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } });
    const first = decodeJwt(issued.json().access_token);
    const again = decodeJwt(
      (await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } })).json()
        .access_token,
    );
    expect(typeof first.sid).toBe('string');
    expect(again.sid).toBe(first.sid);
    // The sid is not the cookie, nor anything stored with it.
    expect(cookie).not.toContain(String(first.sid));

    const logout = await app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie, origin: PORTAL },
    });
    expect(logout.statusCode).toBe(303);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe('/auth/backchannel-logout');
    const { logout_token: logoutToken } = JSON.parse(received[0]!.body) as {
      logout_token: string;
    };
    const jwks = (
      await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json<JSONWebKeySet>();
    const { payload, protectedHeader } = await jwtVerify(logoutToken, createLocalJWKSet(jwks), {
      issuer: PUBLIC_URL,
      audience: DEFAULT_TOKEN_AUDIENCE,
      typ: 'logout+jwt',
      maxTokenAge: 60,
    });
    expect(protectedHeader.typ).toBe('logout+jwt');
    expect(payload.sid).toBe(first.sid);
    expect(payload.events).toEqual({ [BACKCHANNEL_LOGOUT_EVENT]: {} });
    expect(payload.sub).toBeUndefined();
    expect(typeof payload.jti).toBe('string');

    // Logging out again (an ended session) tells the API nothing more.
    await app.inject({ method: 'POST', url: '/logout', headers: { cookie, origin: PORTAL } });
    expect(received).toHaveLength(1);
  });

  it('still signs the user out when the API cannot be reached', async () => {
    const offline = await buildTestApp(
      {},
      { backchannelLogoutUrl: 'http://127.0.0.1:1/auth/backchannel-logout' },
    );
    try {
      const cookie = cookiesFrom(await register(offline, { email: uniqueEmail('offline') }));
      const logout = await offline.inject({
        method: 'POST',
        url: '/logout',
        headers: { cookie, origin: PORTAL },
      });
      expect(logout.statusCode).toBe(303);
      expect(
        (await offline.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } }))
          .statusCode,
      ).toBe(401);
    } finally {
      await offline.close();
    }
  });
});
