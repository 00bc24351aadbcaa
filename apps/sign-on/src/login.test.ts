import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PORTAL, register, uniqueEmail } from './testing.ts';

describe('POST /api/login', () => {
  let app: FastifyInstance;
  const email = uniqueEmail('login');
  const password = 'photosynthesis';

  beforeAll(async () => {
    app = await buildTestApp();
    expect((await register(app, { email, name: 'Barbara McClintock', password })).statusCode).toBe(
      201,
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    for (const payload of [
      { email, password: 'not the password' },
      { email: uniqueEmail('nobody'), password },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Email or password is incorrect.');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs in with the right password (email in any case) and returns to continue', async () => {
    const target = `${PORTAL}/my-creations?tab=recent`;
    const response = await app.inject({
      method: 'POST',
      url: `/api/login?continue=${encodeURIComponent(target)}`,
      payload: { email: ` ${email.toUpperCase()} `, password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ redirect: string; user: { id: string; name: string } }>();
    expect(body.redirect).toBe(target);
    expect(body.user.name).toBe('Barbara McClintock');
    expect(response.cookies.find((cookie) => cookie.name === 'figura_id')?.value).toBe(
      body.user.id,
    );
    expect(response.cookies.find((cookie) => cookie.name === 'figura_sso_session')?.httpOnly).toBe(
      true,
    );
  });

  it('asks for missing fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Enter a valid email address. Enter your password.');
    const noBody = await app.inject({ method: 'POST', url: '/api/login' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe('The request body must be a JSON object.');
  });

  it('shows a form post its missing fields on the page, not as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: 'not an email' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Enter a valid email address. Enter your password.</div>');
  });

  it('works as a plain form post too: 303 on success, the page with the message on failure', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: `/api/login?continue=${encodeURIComponent(`${PORTAL}/x`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe(`${PORTAL}/x`);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'wrong one' }).toString(),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.body).toContain(
      'role="alert" aria-live="assertive">Email or password is incorrect.</div>',
    );
  });
});
