// The Auth calls that sign people in through the API, against the real sign-on site on loopback.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmailDelivery } from '../src/email/delivery.ts';
import { startApi, type ApiHarness } from './helpers/api-harness.ts';
import { useTestDatabase } from './helpers/database.ts';
import {
  freePort,
  startRealSignOn,
  TEST_CAPTCHA_ANSWER,
  type RealSignOn,
} from './helpers/real-sign-on.ts';

// One database for this file's APIs: the one without a sign-on site starts in a moment on it.
const database = useTestDatabase();
let signOn: RealSignOn;
let api: ApiHarness;
const outbox = new OutboxEmailDelivery();
// The Chinese sign-on site: a stand-in that records the password changes it is sent.
let cnSite: Server;
let CN_SIGN_ON: string;
const cnPasswordChanges: string[] = [];

beforeAll(async () => {
  signOn = await startRealSignOn();
  const cnPort = await freePort();
  cnSite = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/password')
      cnPasswordChanges.push(request.headers.authorization ?? '');
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"changed":true}');
  });
  await new Promise<void>((resolve) => cnSite.listen(cnPort, '127.0.0.1', resolve));
  CN_SIGN_ON = `http://127.0.0.1:${cnPort}`;
  api = await startApi(
    { signOnUrl: signOn.url, tokenIssuer: signOn.url, signOnCnUrl: CN_SIGN_ON },
    { database, account: { email: outbox } },
  );
});

afterAll(async () => {
  await api?.close();
  await signOn?.close();
  await new Promise((resolve) => cnSite?.close(resolve));
});

const captcha = { 'x-captcha-answer': TEST_CAPTCHA_ANSWER };
const password = 'correct horse battery';
const newEmail = () => `person-${randomUUID()}@lab.test`;

async function register(email = newEmail(), name = 'Rosalind Franklin') {
  const reply = await api.request('POST', '/auth/register', {
    body: { email, name, password },
    headers: captcha,
  });
  return { reply, email };
}

describe('POST /auth/register', () => {
  it('creates the sign-on account and the user, and answers with a token the API accepts', async () => {
    const { reply, email } = await register();
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      isNewUser: true,
      shouldCompleteProfile: true,
      user: { email, name: 'Rosalind Franklin', isNewUser: true },
    });
    const check = await api.request('GET', '/auth/verify-token-validity', {
      token: reply.body.access_token,
    });
    expect(check.status).toBe(200);
    expect(check.body.user.id).toBe(reply.body.user.id);
  });

  it('passes on the sign-on site’s refusal of a wrong captcha answer', async () => {
    const reply = await api.request('POST', '/auth/register', {
      body: { email: newEmail(), name: 'A', password },
      headers: { 'x-captcha-answer': 'wrong' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/captcha/i);
  });

  it('keeps the partner option chosen at registration on the API’s user', async () => {
    const email = newEmail();
    const reply = await api.request('POST', '/auth/register', {
      body: { email, name: 'Katherine Johnson', password, partner: 'prime' },
      headers: captcha,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({ email, partner: 'prime' });
    // Signing in again keeps it (the sign-on site's token carries it every time).
    const login = await api.request('POST', '/auth/login', { body: { email, password } });
    expect(login.body.user.partner).toBe('prime');
  });

  it('answers 409 for an email that has an account', async () => {
    const { email } = await register();
    const again = await register(email);
    expect(again.reply.status).toBe(409);
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password; the user is not new', async () => {
    const { email, reply: registered } = await register();
    const reply = await api.request('POST', '/auth/login', { body: { email, password } });
    expect(reply.status).toBe(200);
    expect(reply.body.isNewUser).toBe(false);
    expect(reply.body.user.id).toBe(registered.body.user.id);
  });

  it('answers 401 with the sign-on site’s message for a wrong password', async () => {
    const { email } = await register();
    const reply = await api.request('POST', '/auth/login', {
      body: { email, password: 'not the password' },
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Email or password is incorrect.');
  });

  it('answers 400 before calling the sign-on site when the input breaks its schema', async () => {
    const reply = await api.request('POST', '/auth/login', { body: { email: 'nope' } });
    expect(reply.status).toBe(400);
  });
});

describe('POST /auth/short-signup', () => {
  it('creates an account from email and password; the name starts as the local part', async () => {
    const local = `short-${randomUUID().slice(0, 8)}`;
    const reply = await api.request('POST', '/auth/short-signup', {
      body: { email: `${local}@lab.test`, password },
      headers: captcha,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user.name).toBe(local);
    expect(reply.body.isNewUser).toBe(true);
  });
});

describe('POST /auth/token-login', () => {
  it('exchanges a sign-on token for the API session; a bad token gets 401', async () => {
    const { reply: registered } = await register();
    const reply = await api.request('POST', '/auth/token-login', {
      body: { token: registered.body.access_token },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isNewUser: false, user: { id: registered.body.user.id } });
    const bad = await api.request('POST', '/auth/token-login', { body: { token: 'not-a-jwt' } });
    expect(bad.status).toBe(401);
  });
});

describe('PATCH /auth/complete-profile', () => {
  it('stores country and partner option (a typed journal grants nothing); the profile no longer needs completing', async () => {
    const { reply: registered } = await register();
    const token = registered.body.access_token;
    const reply = await api.request('PATCH', '/auth/complete-profile', {
      token,
      body: { country_code: 'gb', journal: 'Nature Methods', partner: 'student' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.user).toMatchObject({
      country_code: 'GB',
      journal: null,
      partner: 'student',
    });
    const again = await api.request('POST', '/auth/token-login', { body: { token } });
    expect(again.body.shouldCompleteProfile).toBe(false);
  });

  it('refuses a country that is not a two-letter code and a partner option that is not offered', async () => {
    const { reply: registered } = await register();
    const token = registered.body.access_token;
    for (const body of [
      { country_code: 'Britain', partner: null },
      { country_code: 'GB', partner: 'emperor' },
    ]) {
      const reply = await api.request('PATCH', '/auth/complete-profile', { token, body });
      expect(reply.status).toBe(400);
    }
  });

  it('chooses the Chinese sign-on site for a user whose country is CN', async () => {
    const { reply: registered } = await register();
    const token = registered.body.access_token;
    await api.request('PATCH', '/auth/complete-profile', {
      token,
      body: { country_code: 'CN', partner: null },
    });
    const info = await api.request('GET', '/customInformation', { token });
    expect(info.body.signOnUrl).toBe(CN_SIGN_ON);
    // The password change goes to the Chinese site too.
    const change = await api.request('PATCH', `/profiles/${registered.body.user.id}/password`, {
      token,
      body: { currentPassword: password, newPassword: 'another horse battery' },
    });
    expect(change.status).toBe(200);
    expect(cnPasswordChanges).toEqual([`Bearer ${token}`]);
    const logout = await api.request('POST', '/auth/logout', { token, body: {} });
    expect(logout.body.redirect.startsWith(`${CN_SIGN_ON}/logout?continue=`)).toBe(true);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session: its token is refused afterwards; the browser goes to the sign-on logout', async () => {
    const { reply: registered } = await register();
    const token = registered.body.access_token;
    const reply = await api.request('POST', '/auth/logout', {
      token,
      body: { continue: 'http://portal.figura.test/' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.redirect).toBe(
      `${signOn.url}/logout?continue=${encodeURIComponent('http://portal.figura.test/')}`,
    );
    const after = await api.request('GET', '/auth/verify-token-validity', { token });
    expect(after.status).toBe(401);
  });
});

describe('social sign-in and the USACO email', () => {
  it('sends Google and Facebook sign-in to the sign-on site’s social route with continue', async () => {
    for (const provider of ['google', 'facebook']) {
      const reply = await api.request('POST', `/auth/login-with-${provider}`, {
        body: { continue: '/my-creations' },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.redirect).toBe(
        `${signOn.url}/social/${provider}/redirect?continue=${encodeURIComponent('/my-creations')}`,
      );
    }
  });

  it('emails a sign-up link to the address given', async () => {
    const { reply: registered } = await register();
    const to = newEmail();
    const reply = await api.request('POST', '/auth/usaco-email', {
      token: registered.body.access_token,
      body: { email: to },
    });
    expect(reply.status).toBe(202);
    const sent = outbox.list(to)[0];
    expect(sent?.text).toContain(`${signOn.url}/register`);
  });
});

describe('when the sign-on site cannot be reached', () => {
  it('answers 503 to a sign-in, not 401', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const lonely = await startApi({ signOnUrl: nobody, tokenIssuer: nobody }, { database });
    try {
      const reply = await lonely.request('POST', '/auth/login', {
        body: { email: newEmail(), password },
      });
      expect(reply.status).toBe(503);
      expect(reply.body.message).toMatch(/sign-on site cannot be reached/);
    } finally {
      await lonely.close();
    }
  });
});
