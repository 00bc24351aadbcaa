import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cookiesFrom,
  register,
  TEST_CAPTCHA_ANSWER,
  uniqueEmail,
} from './testing.ts';

describe('partner options on the register page (spec §2)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const radios = (html: string) =>
    [
      ...html.matchAll(
        /<input type="radio" id="partner-(\w+)" name="partner" value="\w+"( checked)?>/g,
      ),
    ].map((match) => `${match[1]}${match[2] ? ' (checked)' : ''}`);

  it('offers student, researcher and prime, none chosen unless the link says so', async () => {
    const plain = await app.inject({ method: 'GET', url: '/register' });
    expect(plain.body).toContain('I am signing up as (optional)');
    expect(radios(plain.body)).toEqual(['student', 'researcher', 'prime']);
    // The USACO sign-up link (POST /auth/usaco-email) ends in ?partner=prime.
    const prime = await app.inject({ method: 'GET', url: '/register?partner=prime' });
    expect(radios(prime.body)).toEqual(['student', 'researcher', 'prime (checked)']);
    const unknown = await app.inject({ method: 'GET', url: '/register?partner=astronaut' });
    expect(radios(unknown.body)).toEqual(['student', 'researcher', 'prime']);
  });

  async function tokenClaims(response: Awaited<ReturnType<typeof register>>) {
    const token = await app.inject({
      method: 'GET',
      url: '/oauth/token',
      headers: { cookie: cookiesFrom(response) },
    });
    return decodeJwt(token.json<{ access_token: string }>().access_token);
  }

  it('keeps the chosen option and carries it in the access token (for the API’s user)', async () => {
    const email = uniqueEmail('partner');
    const registered = await register(app, { email, partner: 'researcher' });
    expect(registered.statusCode).toBe(201);
    expect(await tokenClaims(registered)).toMatchObject({ email, partner: 'researcher' });
    // Still there at the next sign-in.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'correct horse battery' },
    });
    expect(await tokenClaims(login)).toMatchObject({ partner: 'researcher' });
  });

  it('leaves the option out when none was chosen, and refuses one that is not offered', async () => {
    const none = await register(app, { email: uniqueEmail('no-partner') });
    expect(none.statusCode).toBe(201);
    expect(await tokenClaims(none)).not.toHaveProperty('partner');
    const bad = await register(app, { email: uniqueEmail('bad-partner'), partner: 'astronaut' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose student, researcher or prime.');
  });

  it('takes the option from a form post without JavaScript', async () => {
    const email = uniqueEmail('form-partner');
    const form = new URLSearchParams({
      email,
      name: 'Ada Lovelace',
      password: 'correct horse battery',
      partner: 'student',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-captcha-answer': TEST_CAPTCHA_ANSWER,
      },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(await tokenClaims(response)).toMatchObject({ email, partner: 'student' });
  });
});
