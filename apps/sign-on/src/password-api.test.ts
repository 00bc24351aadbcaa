import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, cookiesFrom, register, uniqueEmail } from './testing.ts';

// The API forwards a user's password change here with the user's own access token.
describe('POST /api/password', () => {
  let app: FastifyInstance;
  const email = uniqueEmail('password');
  let token: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const registered = await register(app, { email, password: 'first password' });
    expect(registered.statusCode).toBe(201);
    const issued = await app.inject({
      method: 'GET',
      url: '/oauth/token',
      headers: { cookie: cookiesFrom(registered) },
    });
    token = issued.json<{ access_token: string }>().access_token;
  });
  afterAll(async () => {
    await app.close();
  });

  const change = (body: Record<string, string>, authorization = `Bearer ${token}`) =>
    app.inject({ method: 'POST', url: '/api/password', headers: { authorization }, payload: body });
  const login = (password: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

  it('refuses without a valid access token, and with a wrong current password', async () => {
    const body = { currentPassword: 'first password', newPassword: 'second password' };
    expect((await change(body, 'Bearer not-a-token')).statusCode).toBe(401);
    expect((await change(body, '')).statusCode).toBe(401);
    const wrong = await change({ ...body, currentPassword: 'guess' });
    expect(wrong.statusCode).toBe(401);
    expect((await login('first password')).statusCode).toBe(200);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const changed = await change({
      currentPassword: 'first password',
      newPassword: 'second password',
    });
    expect([changed.statusCode, changed.json()]).toEqual([200, { changed: true }]);
    expect((await login('second password')).statusCode).toBe(200);
    expect((await login('first password')).statusCode).toBe(401);
  });
});
