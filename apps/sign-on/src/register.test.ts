import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PORTAL, register, solveCaptcha, uniqueEmail } from './testing.ts';

describe('POST /api/register', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  async function newCaptcha() {
    const response = await app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string; question: string }>();
  }

  it('refuses a wrong captcha answer and creates no account', async () => {
    const email = uniqueEmail();
    const { token, question } = await newCaptcha();
    const wrong = String(Number(solveCaptcha(question)) + 1);
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'x-captcha-answer': wrong, 'x-captcha-token': token },
      payload: { email, name: 'Ada', password: 'long enough' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'The captcha answer is wrong. Please try again.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();

    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'long enough' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a missing captcha, and a right answer without its token', async () => {
    const missing = await register(app, { email: uniqueEmail() }, '');
    expect(missing.statusCode).toBe(400);
    const { question } = await newCaptcha();
    const noToken = await register(app, { email: uniqueEmail() }, solveCaptcha(question));
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe('The captcha answer is wrong. Please try again.');
  });

  it('accepts the answer to the signed question and signs the user in with both cookies', async () => {
    const email = uniqueEmail();
    const { token, question } = await newCaptcha();
    const response = await app.inject({
      method: 'POST',
      url: `/api/register?continue=${encodeURIComponent(`${PORTAL}/my-creations`)}`,
      headers: { 'x-captcha-answer': solveCaptcha(question), 'x-captcha-token': token },
      payload: {
        email: email.toUpperCase(),
        name: '  Rosalind Franklin ',
        password: 'double helix',
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<{
      redirect: string;
      user: { id: string; email: string; name: string };
    }>();
    expect(body.redirect).toBe(`${PORTAL}/my-creations`);
    expect(body.user).toMatchObject({ email, name: 'Rosalind Franklin' });

    const session = response.cookies.find((cookie) => cookie.name === 'figura_sso_session');
    expect(session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = response.cookies.find((cookie) => cookie.name === 'figura_id');
    expect(id).toMatchObject({
      value: body.user.id,
      sameSite: 'Lax',
      path: '/',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(id?.httpOnly).toBeFalsy();
    expect(id?.domain).toBeUndefined();
  });

  it('registers one account per solved captcha: the same token again is a 400 that says so', async () => {
    const { token, question } = await newCaptcha();
    const headers = { 'x-captcha-answer': solveCaptcha(question), 'x-captcha-token': token };
    const payload = { name: 'Ada', password: 'long enough' };
    const first = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { ...payload, email: uniqueEmail() },
    });
    expect(first.statusCode).toBe(201);

    const secondEmail = uniqueEmail();
    const second = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { ...payload, email: secondEmail },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      message: 'This captcha has already been used. Please answer the new question.',
      code: 'captcha_used',
    });
    expect(second.headers['set-cookie']).toBeUndefined();
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: secondEmail, password: 'long enough' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('spends a token on a wrong answer too: one guess per question', async () => {
    const { token, question } = await newCaptcha();
    const answer = solveCaptcha(question);
    const guess = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-captcha-answer': value, 'x-captcha-token': token },
        payload: { email: uniqueEmail(), name: 'Ada', password: 'long enough' },
      });
    expect((await guess(String(Number(answer) + 1))).statusCode).toBe(400);
    const right = await guess(answer);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('captcha_used');
  });

  it('accepts the configured test answer', async () => {
    const response = await register(app, { email: uniqueEmail() });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual([
      'figura_id',
      'figura_sso_session',
    ]);
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const email = uniqueEmail();
    expect((await register(app, { email })).statusCode).toBe(201);
    const again = await register(app, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email already exists.');
  });

  it('explains invalid input in plain words', async () => {
    const response = await register(app, { email: 'not-an-email', name: ' ', password: 'short' });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).toContain('Enter a valid email address.');
    expect(message).toContain('Enter your name.');
    expect(message).toContain('The password must be at least 8 characters.');
  });

  it('never redirects to a foreign site after registering', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/register?continue=${encodeURIComponent('https://evil.example/steal')}`,
      headers: { 'x-captcha-answer': 'figura-test' },
      payload: { email: uniqueEmail(), name: 'Ada', password: 'long enough' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().redirect).toBe(`${PORTAL}/`);
  });

  it('sets the id cookie on the shared domain when one is configured', async () => {
    const shared = await buildTestApp({
      FIGURA_COOKIE_DOMAIN: '.figura.test',
      FIGURA_ID_COOKIE: 'figura_id_dev',
    });
    try {
      const response = await register(shared, { email: uniqueEmail() });
      const id = response.cookies.find((cookie) => cookie.name === 'figura_id_dev');
      expect(id?.domain).toBe('.figura.test');
      const session = response.cookies.find((cookie) => cookie.name === 'figura_sso_session');
      expect(session?.domain).toBeUndefined();
    } finally {
      await shared.close();
    }
  });
});
