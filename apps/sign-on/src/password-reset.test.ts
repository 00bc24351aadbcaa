// Forgot password: the same reply for every address; for an account, a signed notice asks the
// API to mail a single-use link on this site; the link's page takes a new password once, ends
// every session (the API is told) and clears failed sign-ins; a spent link says so.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BACKCHANNEL_LOGOUT_EVENT,
  DEFAULT_TOKEN_AUDIENCE,
  PASSWORD_RESET_EVENT,
} from '@figura/settings';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from './security/rate-limits.ts';
import {
  buildTestApp,
  cookiesFrom,
  PUBLIC_URL,
  readBody,
  register,
  uniqueEmail,
} from './testing.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

describe('forgot password', () => {
  // The API's back-channel routes, as the sign-on site reaches them.
  const received: { path: string; token: string }[] = [];
  const api = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as Record<string, string>;
    received.push({ path: request.url ?? '', token: body.notice_token ?? body.logout_token ?? '' });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
  });
  let app: FastifyInstance;
  let address = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    app = await buildTestApp(
      {},
      {
        securityNoticeUrl: `http://127.0.0.1:${port}/auth/backchannel-notice`,
        backchannelLogoutUrl: `http://127.0.0.1:${port}/auth/backchannel-logout`,
      },
    );
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => api.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
    address += 1; // each test its own client address: the forgot window is per address
  });

  const from = () => `10.60.${address}.1`;
  const forgot = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      remoteAddress: from(),
      payload: { email },
    });
  const reset = (token: string, password = NEW_PASSWORD) =>
    app.inject({
      method: 'POST',
      url: '/api/password/reset',
      remoteAddress: from(),
      payload: { token, password },
    });
  const login = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: from(),
      payload: { email, password },
    });

  /** The link of the last mail the API was asked to send, read from the verified notice. */
  async function mailedLink(email: string): Promise<string> {
    await expect.poll(() => received.some((item) => item.path.endsWith('notice'))).toBe(true);
    const notice = received.filter((item) => item.path.endsWith('notice')).at(-1)!;
    const jwks = (
      await app.inject({ method: 'GET', url: '/.well-known/jwks.json' })
    ).json<JSONWebKeySet>();
    const { payload } = await jwtVerify(notice.token, createLocalJWKSet(jwks), {
      issuer: PUBLIC_URL,
      audience: DEFAULT_TOKEN_AUDIENCE,
      typ: 'notice+jwt',
      maxTokenAge: 60,
    });
    const event = (payload.events as Record<string, { email: string; link: string }>)[
      PASSWORD_RESET_EVENT
    ]!;
    expect(event.email).toBe(email);
    return event.link;
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('answers the same for an unknown address, and asks the API to mail nothing', async () => {
    const email = uniqueEmail('member');
    const stranger = uniqueEmail('stranger');
    await register(app, { email, password: PASSWORD });
    const known = await forgot(email);
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toMatch(/a link to choose a new password is on its way/);
    expect(unknown.json().message).toBe(known.json().message.replace(email, stranger));
    await mailedLink(email);
    expect(received.filter((item) => item.path.endsWith('notice'))).toHaveLength(1);
  });

  it('takes a new password once from the link, and ends every session of the account', async () => {
    const email = uniqueEmail('forgetful');
    const cookie = cookiesFrom(await register(app, { email, password: PASSWORD }));
    const sid = decodeJwt(
      (await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } })).json()
        .access_token,
    ).sid;
    await forgot(email);
    const link = await mailedLink(email);
    expect(link.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);

    const page = await app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
    expect(page.headers['referrer-policy']).toBe('no-referrer'); // the token stays on this page

    const tooShort = await reset(tokenOf(link), 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe('The password must be at least 8 characters.');

    const done = await reset(tokenOf(link));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ redirect: '/login?notice=password-changed' });
    const signInPage = await app.inject({ method: 'GET', url: done.json().redirect });
    expect(signInPage.body).toContain('Your password is changed. Sign in with the new one.');

    // The old session is over here, and the API was told of it.
    expect(
      (await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } })).statusCode,
    ).toBe(401);
    const logout = received.find((item) => item.path.endsWith('logout'));
    expect(decodeJwt(logout!.token)).toMatchObject({
      sid,
      events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
    });

    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    // Spent: the call and the page both say so.
    const again = await reset(tokenOf(link), 'yet another passphrase');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      message: 'This link has expired or has already been used. Ask for a new one below.',
      code: 'reset_link_spent',
    });
    const spentPage = await app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    expect(spentPage.statusCode).toBe(410);
    expect(spentPage.body).toContain('Send me a new link');
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('replaces an earlier link when asked again, and refuses a made-up one', async () => {
    const email = uniqueEmail('twice');
    await register(app, { email, password: PASSWORD });
    await forgot(email);
    const first = await mailedLink(email);
    received.length = 0;
    await forgot(email);
    const second = await mailedLink(email);
    expect(second).not.toBe(first);
    expect((await reset(tokenOf(first))).statusCode).toBe(410);
    expect((await reset('made-up-token')).statusCode).toBe(410);
    expect((await reset(tokenOf(second))).statusCode).toBe(200);
  });

  it('lets the owner in at once after a stranger locked their address out', async () => {
    const email = uniqueEmail('locked');
    await register(app, { email, password: PASSWORD });
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.freeLoginAttempts + 2; attempt++)
      await login(email, `guess ${attempt}`);
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    await forgot(email);
    expect((await reset(tokenOf(await mailedLink(email)))).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('limits the links one address can ask for', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_RATE_LIMITS.forgotPassword.max; attempt++)
      statuses.push((await forgot(uniqueEmail('flood'))).statusCode);
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('links to itself from the sign-in page, and shows a missing token as a spent link', async () => {
    const signIn = await app.inject({ method: 'GET', url: '/login' });
    expect(signIn.body).toContain('href="/forgot-password"');
    const forgotPage = await app.inject({ method: 'GET', url: '/forgot-password' });
    expect(forgotPage.statusCode).toBe(200);
    expect(forgotPage.body).toContain('Forgot your password?');
    expect((await app.inject({ method: 'GET', url: '/reset-password' })).statusCode).toBe(410);
  });
});
