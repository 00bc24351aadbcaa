import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atProvider,
  callback,
  startLocalProvider,
  startSignIn,
  TEST_PERSON,
  type LocalProvider,
} from './social-testing.ts';
import { buildTestApp, cookiesFrom, PORTAL, register, uniqueEmail } from './testing.ts';

describe('social sign-in against the local OpenID provider', () => {
  let provider: LocalProvider;
  let app: FastifyInstance;
  beforeAll(async () => {
    provider = await startLocalProvider();
    app = await buildTestApp(provider.env);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  /** The signed-in user of a response's cookies, read from the token the API would get. */
  async function userOf(response: { cookies: { name: string; value: string }[] }) {
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = await app.inject({ method: 'GET', url: '/oauth/token', headers: { cookie } });
    expect(token.statusCode).toBe(200);
    return decodeJwt(token.json<{ access_token: string }>().access_token);
  }

  async function signIn(
    person: Parameters<typeof atProvider>[1],
    continueUrl: string | undefined = `${PORTAL}/my-creations`,
  ) {
    const started = await startSignIn(app, continueUrl);
    const back = await atProvider(started.authorizationUrl, person);
    return { back, cookie: started.cookie, response: await callback(app, back, started.cookie) };
  }

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { authorizationUrl, cookie } = await startSignIn(app);
    expect(authorizationUrl.origin).toBe(provider.issuer);
    const query = authorizationUrl.searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('nonce')).toBeTruthy();
    expect(query.get('scope')).toBe('openid email profile');
    expect(cookie).toContain(`figura_social_state.${query.get('state')}=${query.get('state')}`);
  });

  it('creates a new user without a password, signs them in and goes to continue', async () => {
    const email = uniqueEmail('new-social');
    const { response } = await signIn({ email, name: 'Marie Curie' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PORTAL}/my-creations`);
    const claims = await userOf(response);
    expect(claims).toMatchObject({ email, name: 'Marie Curie' });
    // No password was set: a password sign-in for the address is refused.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'any password at all' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('finds the same account when the same person signs in again', async () => {
    const email = uniqueEmail('returning');
    const first = await userOf((await signIn({ email, name: 'Lise Meitner' })).response);
    const second = await userOf((await signIn({ email, name: 'Lise Meitner' })).response);
    expect(second.sub).toBe(first.sub);
  });

  it('signs an existing password user in by their verified email (same account)', async () => {
    const email = uniqueEmail('has-password');
    const registered = await register(app, { email, name: 'Dorothy Hodgkin' });
    expect(registered.statusCode).toBe(201);
    const passwordUser = registered.json<{ user: { id: string } }>().user.id;
    const { response } = await signIn({ email });
    expect((await userOf(response)).sub).toBe(passwordUser);
  });

  it('signs in a test account of the provider by its listed name', async () => {
    const { response } = await signIn({ email: TEST_PERSON.email });
    expect(await userOf(response)).toMatchObject({
      email: TEST_PERSON.email,
      name: 'Grace Hopper',
    });
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const mine = await startSignIn(app);
    const other = await startSignIn(app);
    const back = await atProvider(other.authorizationUrl, { email: uniqueEmail('state') });
    // The answer to someone else's sign-in, arriving in this browser.
    const response = await callback(app, back, mine.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in has expired');
    expect(response.body).toContain('Try again with Google');
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('figura_sso_session');
  });

  it('finishes two sign-ins begun in two tabs of one browser, each as its own', async () => {
    const first = await startSignIn(app, `${PORTAL}/my-creations`);
    const second = await startSignIn(app, `${PORTAL}/gallery`);
    // The browser holds both flows' cookies and sends both with each answer.
    const browser = `${first.cookie}; ${second.cookie}`;
    const backFirst = await atProvider(first.authorizationUrl, { email: uniqueEmail('tab-one') });
    const backSecond = await atProvider(second.authorizationUrl, { email: uniqueEmail('tab-two') });
    const answerSecond = await callback(app, backSecond, browser);
    const answerFirst = await callback(app, backFirst, browser);
    expect([answerFirst.statusCode, answerFirst.headers.location]).toEqual([
      302,
      `${PORTAL}/my-creations`,
    ]);
    expect([answerSecond.statusCode, answerSecond.headers.location]).toEqual([
      302,
      `${PORTAL}/gallery`,
    ]);
  });

  it('refuses the same answer twice (the flow is used once)', async () => {
    const { back, cookie, response } = await signIn({ email: uniqueEmail('replay') });
    expect(response.statusCode).toBe(302);
    const again = await callback(app, back, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.cookies.map((c) => c.name)).not.toContain('figura_sso_session');
  });

  it('refuses an ID token that carries the nonce of an earlier sign-in', async () => {
    const earlier = await startSignIn(app);
    const current = await startSignIn(app);
    // The provider is asked (within the current flow's state and PKCE) for the earlier nonce.
    const replayed = new URL(current.authorizationUrl);
    replayed.searchParams.set('nonce', earlier.authorizationUrl.searchParams.get('nonce') ?? '');
    const back = await atProvider(replayed, { email: uniqueEmail('nonce') });
    expect(back.searchParams.get('code')).toBeTruthy();
    const response = await callback(app, back, current.cookie);
    expect(response.statusCode).toBe(502);
    expect(response.body).toContain('could not be verified');
    expect(response.cookies.map((c) => c.name)).not.toContain('figura_sso_session');
  });

  it('refuses an email the provider has not verified, and creates no account', async () => {
    const email = uniqueEmail('unverified');
    const { response } = await signIn({ email, emailVerified: false });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Your email address is not verified');
    expect(response.cookies.map((c) => c.name)).not.toContain('figura_sso_session');
    // Had it been created, registering with that email would say it is taken.
    expect((await register(app, { email })).statusCode).toBe(201);
  });

  it('says so when the person cancels at the provider, and offers to try again', async () => {
    const { response } = await signIn('cancel');
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('You did not sign in with Google');
    expect(response.body).toContain(
      `/social/google/redirect?continue=${encodeURIComponent(`${PORTAL}/my-creations`)}`,
    );
  });

  it('refuses a continue address on a foreign origin before leaving for the provider', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/social/google/redirect?continue=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('not one Figura sends people to');
  });

  it('answers a page, not an error, for a provider that is not set up or not known', async () => {
    const facebook = await app.inject({ method: 'GET', url: '/social/facebook/redirect' });
    expect(facebook.statusCode).toBe(503);
    expect(facebook.headers['content-type']).toContain('text/html');
    expect(facebook.body).toContain('Sign-in with Facebook is not set up on this site');
    const unknown = await app.inject({ method: 'GET', url: '/social/myspace/redirect' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Figura does not offer sign-in with that provider');
  });

  it('shows "Continue with Google" on the login and register pages, keeping continue', async () => {
    const continueQuery = `continue=${encodeURIComponent(`${PORTAL}/my-creations`)}`;
    for (const path of ['/login', '/register']) {
      const page = await app.inject({ method: 'GET', url: `${path}?${continueQuery}` });
      expect(page.body).toContain(
        `<a class="social-button" href="/social/google/redirect?${continueQuery}">Continue with Google</a>`,
      );
      expect(page.body).not.toContain('Continue with Facebook');
    }
  });
});

describe('social sign-in, not configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows no social buttons and answers the route with a page that says why', async () => {
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).not.toContain('Continue with');
    const google = await app.inject({ method: 'GET', url: '/social/google/redirect' });
    expect(google.statusCode).toBe(503);
    expect(google.body).toContain('Sign-in with Google is not set up on this site');
    expect(cookiesFrom(google)).toBe('');
  });
});
