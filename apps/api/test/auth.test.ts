import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@figura/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../src/app.ts';
import { startApi, testConfig, type ApiHarness } from './helpers/api-harness.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await startApi();
});

afterAll(async () => {
  await api.close();
});

describe('bearer tokens', () => {
  it('answers 401 with a message when no token is sent', async () => {
    const reply = await api.request('GET', '/user-creations');
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Authentication required.');
  });

  it('answers 401 before looking at the input, so a malformed call without a token learns nothing', async () => {
    const badId = await api.request('GET', '/user-creations/not-a-uuid');
    expect(badId.status).toBe(401);
    expect(badId.body.message).toBe('Authentication required.');
    const badBody = await api.request('PUT', '/user-creations/not-a-uuid', { body: { name: '' } });
    expect(badBody.status).toBe(401);
    const badQuery = await api.request('GET', '/user-creations?limit=0');
    expect(badQuery.status).toBe(401);
  });

  it('answers 401 to a header that is not a bearer token', async () => {
    const reply = await api.request('GET', '/user-creations', {
      headers: { authorization: 'Basic abc' },
    });
    expect(reply.status).toBe(401);
    expect(typeof reply.body.message).toBe('string');
  });

  it('answers 401 to a token that is not a JWT', async () => {
    const reply = await api.request('GET', '/user-creations', { token: 'not-a-jwt' });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Invalid token.');
  });

  it('answers 401 to a token signed with a key the sign-on site does not publish', async () => {
    const user = await api.newUser({ foreignKey: true });
    const reply = await user.request('GET', '/user-creations');
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Invalid token.');
  });

  it('answers 401 to a tampered token', async () => {
    const user = await api.newUser();
    const [header, payload, signature] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const reply = await api.request('GET', '/user-creations', {
      token: `${header}.${forged}.${signature}`,
    });
    expect(reply.status).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const user = await api.newUser({ expiresAt: Math.floor(Date.now() / 1000) - 60 });
    const reply = await user.request('GET', '/user-creations');
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/expired/i);
  });

  it('answers 401 to a token without an audience, or for another one', async () => {
    for (const audience of [null, 'some-other-api']) {
      const user = await api.newUser({ audience });
      const reply = await user.request('GET', '/user-creations');
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('Invalid token.');
    }
  });

  it('answers 401 to a token without `exp` or without `iat`', async () => {
    for (const options of [{ expiresAt: null }, { issuedAt: null }]) {
      const user = await api.newUser(options);
      const reply = await user.request('GET', '/user-creations');
      expect(reply.status).toBe(401);
    }
  });

  it('answers 401 to a token issued in the future, beyond the clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const early = await api.newUser({ issuedAt: now + 10 * 60, expiresAt: now + 20 * 60 });
    const reply = await early.request('GET', '/user-creations');
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Invalid token.');
    // A clock a few seconds ahead is still fine.
    const slightlyAhead = await api.newUser({ issuedAt: now + 5, expiresAt: now + 600 });
    expect((await slightlyAhead.request('GET', '/user-creations')).status).toBe(200);
  });

  it('answers 401 to a token issued longer ago than a token lives, whatever its `exp`', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = await api.newUser({
      issuedAt: now - ACCESS_TOKEN_LIFETIME_SECONDS - 10 * 60,
      expiresAt: now + 24 * 60 * 60,
    });
    const reply = await old.request('GET', '/user-creations');
    expect(reply.status).toBe(401);
    expect(reply.body.message).toMatch(/expired/i);
  });

  it('answers 401 to a token from another issuer', async () => {
    const user = await api.newUser({ issuer: 'https://evil.example' });
    const reply = await user.request('GET', '/auth/onelogin/validate');
    expect(reply.status).toBe(401);
  });

  it('accepts a valid token and creates its user on first use', async () => {
    const user = await api.newUser();
    const list = await user.request('GET', '/user-creations');
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [], total: 0 });

    const callback = await api.request('POST', '/auth/onelogin/callback', {
      body: { token: user.token },
    });
    expect(callback.status).toBe(200);
    expect(callback.body.isNewUser).toBe(false);
  });

  it('answers 503, not 401, when the sign-on site cannot be reached', async () => {
    const config = testConfig(api.signOn, { signOnUrl: 'http://127.0.0.1:1' });
    const isolated = await buildApiApp(config, { checkReplies: true });
    try {
      const user = await api.newUser();
      const reply = await isolated.inject({
        method: 'GET',
        url: '/auth/onelogin/validate',
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(reply.statusCode).toBe(503);
      expect(reply.json().message).toMatch(/sign-on/);
    } finally {
      await isolated.close();
    }
  });
});

describe('one-login calls', () => {
  it('creates the user once on callback: isNewUser true, then false', async () => {
    const user = await api.newUser();
    const first = await api.request('POST', '/auth/onelogin/callback', {
      body: { token: user.token },
    });
    expect(first.status).toBe(200);
    expect(first.body.isNewUser).toBe(true);
    expect(first.body.user).toMatchObject({
      cactusId: user.sub,
      email: user.email,
      name: user.name,
      // The plan new users get (the tests' harness: Researcher; the product's default, Starter,
      // is config.test.ts's and plan-limits.test.ts's).
      tp_user: api.config.newUserPlan,
      partner: null,
      journal: null,
    });

    const second = await api.request('POST', '/auth/onelogin/callback', {
      body: { token: user.token },
    });
    expect(second.body.isNewUser).toBe(false);
    expect(second.body.user.id).toBe(first.body.user.id);
  });

  it('refuses a callback without a token (400) or with a bad one (401)', async () => {
    const missing = await api.request('POST', '/auth/onelogin/callback', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual(['token: A token is required']);

    const bad = await api.request('POST', '/auth/onelogin/callback', { body: { token: 'nope' } });
    expect(bad.status).toBe(401);
  });

  it('validates a session: data.active and data.user', async () => {
    const user = await api.newUser();
    const created = await api.request('POST', '/auth/onelogin/callback', {
      body: { token: user.token },
    });
    const reply = await user.request('GET', '/auth/onelogin/validate');
    expect(reply.status).toBe(200);
    expect(reply.body.data.active).toBe(true);
    expect(reply.body.data.user).toMatchObject({ id: created.body.user.id, cactusId: user.sub });
  });

  it('answers verify-token-validity and profile', async () => {
    const user = await api.newUser();
    const validity = await user.request('GET', '/auth/verify-token-validity');
    expect(validity.status).toBe(200);
    expect(validity.body).toMatchObject({ valid: true, user: { cactusId: user.sub } });

    const profile = await api.request(
      'GET',
      `/auth/profile/?token=${encodeURIComponent(user.token)}`,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.user.id).toBe(validity.body.user.id);

    const badProfile = await api.request('GET', '/auth/profile/?token=nope');
    expect(badProfile.status).toBe(401);
  });
});

describe('back-channel logout', () => {
  const logout = (logoutToken: string) =>
    api.request('POST', '/auth/backchannel-logout', { body: { logout_token: logoutToken } });

  it('refuses the tokens of a session the sign-on site ended, at once; other sessions go on', async () => {
    const user = await api.newUser();
    expect((await user.request('GET', '/user-creations')).status).toBe(200);
    const otherSession = await api.signOn.issueToken({
      sub: user.sub,
      email: user.email,
      name: user.name,
      sid: `${user.sid}-other-device`,
    });

    const ended = await logout(await api.signOn.issueLogoutToken(user.sid));
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ revoked: true });

    const after = await user.request('GET', '/user-creations');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended. Please sign in again.');
    const callback = await api.request('POST', '/auth/onelogin/callback', {
      body: { token: user.token },
    });
    expect(callback.status).toBe(401);
    const elsewhere = await api.request('GET', '/user-creations', { token: otherSession });
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a logout token that is forged, not a logout token, or missing', async () => {
    const user = await api.newUser();
    const forged = await logout(await api.signOn.issueLogoutToken(user.sid, { foreignKey: true }));
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid logout token.');
    // An access token is not a logout token, even for its own session.
    expect((await logout(user.token)).status).toBe(400);
    const noEvent = await api.signOn.issueLogoutToken(user.sid, { withoutEvent: true });
    expect((await logout(noEvent)).status).toBe(400);
    const wrongType = await api.signOn.issueLogoutToken(user.sid, { typ: 'JWT' });
    expect((await logout(wrongType)).status).toBe(400);
    expect((await api.request('POST', '/auth/backchannel-logout', { body: {} })).status).toBe(400);
    // None of them ended the session.
    expect((await user.request('GET', '/user-creations')).status).toBe(200);
  });

  it('never takes a logout token as an access token', async () => {
    const user = await api.newUser();
    const logoutToken = await api.signOn.issueLogoutToken(user.sid);
    const reply = await api.request('GET', '/user-creations', { token: logoutToken });
    expect(reply.status).toBe(401);
  });

  it('answers 401 to an access token without a session id', async () => {
    const token = await api.signOn.issueToken({ sub: 'no-session', sid: '' });
    expect((await api.request('GET', '/user-creations', { token })).status).toBe(401);
  });
});
