// Every place the sign-on site takes a `continue` refuses the hostile table (sdk-core's one rule):
// the sign-in and sign-out pages, signing in, signing out and the social sign-in's start.
import type { FastifyInstance } from 'fastify';
import { HOSTILE_CONTINUE_VALUES } from '@figura/sdk-core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PORTAL, register, uniqueEmail } from './testing.ts';
import { startLocalProvider, type LocalProvider } from './social-testing.ts';

const query = (value: string) => `continue=${encodeURIComponent(value)}`;

describe('continue on the sign-on site', () => {
  let provider: LocalProvider;
  let app: FastifyInstance;
  const email = uniqueEmail('continue');
  const password = 'photosynthesis';

  beforeAll(async () => {
    provider = await startLocalProvider();
    app = await buildTestApp(provider.env);
    expect((await register(app, { email, password })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('never links or redirects off the allowed sites from the pages and sign-out', async () => {
    for (const value of HOSTILE_CONTINUE_VALUES) {
      for (const page of ['/login', '/register']) {
        const shown = await app.inject({ method: 'GET', url: `${page}?${query(value)}` });
        // Refused outright (text no form takes, like NUL) or shown without it.
        expect([200, 400]).toContain(shown.statusCode);
        expect(shown.body).not.toContain('evil.example');
        expect(shown.body).not.toMatch(/javascript:|vbscript:|data:text/i);
      }
      const signedOut = await app.inject({ method: 'GET', url: `/logout?${query(value)}` });
      if (signedOut.statusCode !== 400)
        expect([value, signedOut.headers.location]).toEqual([value, '/login']);
      const social = await app.inject({
        method: 'GET',
        url: `/social/google/redirect?${query(value)}`,
      });
      expect([value, social.statusCode]).toEqual([value, 400]);
    }
  });

  it('returns to the app, not to a hostile continue, after signing in', async () => {
    // A sample (signing in is rate-limited per address); the pages above take every value.
    for (const value of HOSTILE_CONTINUE_VALUES.filter((_, index) => index % 4 === 0)) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/login?${query(value)}`,
        payload: { email, password },
      });
      expect([value, response.statusCode]).toEqual([value, 200]);
      expect([value, response.json().redirect]).toEqual([value, `${PORTAL}/`]);
    }
  });
});
