import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PORTAL } from './testing.ts';

/** Every visible input has a <label for> naming it, so screen readers announce each field. */
function unlabelledInputs(html: string): string[] {
  const inputs = [...html.matchAll(/<input\b[^>]*>/g)].map((match) => match[0]);
  return inputs
    .filter((input) => !/type="hidden"/.test(input))
    .map((input) => /\bid="([^"]+)"/.exec(input)?.[1] ?? input)
    .filter((id) => !html.includes(`<label for="${id}">`));
}

describe('sign-on pages', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const portalContinue = encodeURIComponent(`${PORTAL}/my-creations`);

  it('renders the sign-in form with labelled inputs and a link to register that keeps continue', async () => {
    const response = await app.inject({ method: 'GET', url: `/login?continue=${portalContinue}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Sign in to Figura</title>');
    expect(html).toContain('<h1>Sign in to Figura</h1>');
    for (const id of ['email', 'password'])
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    expect(unlabelledInputs(html)).toEqual([]);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<button type="submit" class="button primary">Sign in</button>');
    expect(html).toContain(`data-endpoint="/api/login?continue=${portalContinue}"`);
    expect(html).toContain(`href="/register?continue=${portalContinue}"`);
  });

  it('renders the registration form with name, password hint and captcha', async () => {
    const html = (await app.inject({ method: 'GET', url: `/register?continue=${portalContinue}` }))
      .body;
    expect(html).toContain('<title>Create your Figura account</title>');
    for (const id of ['email', 'name', 'password', 'captcha']) {
      expect(html).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    expect(unlabelledInputs(html)).toEqual([]);
    expect(html).toContain('<button type="submit" class="button primary">Create account</button>');
    expect(html).toContain('At least 8 characters.');
    expect(html).toContain("fetch('/api/captcha'");
    expect(html).toContain("'x-captcha-answer'");
    expect(html).toContain(`href="/login?continue=${portalContinue}"`);
  });

  it('starts the Email field with login_hint (an invitation’s address) and keeps it on the other page', async () => {
    const hint = encodeURIComponent('Sam@Lab.example');
    const login = (
      await app.inject({
        method: 'GET',
        url: `/login?continue=${portalContinue}&login_hint=${hint}`,
      })
    ).body;
    expect(login).toMatch(/<input id="email" name="email"[^>]* value="Sam@Lab.example">/);
    expect(login).toContain(`href="/register?continue=${portalContinue}&amp;login_hint=${hint}"`);
    const register = (await app.inject({ method: 'GET', url: `/register?login_hint=${hint}` }))
      .body;
    expect(register).toMatch(/<input id="email" name="email"[^>]* value="Sam@Lab.example">/);
    expect(register).toContain(`href="/login?login_hint=${hint}"`);
    // What it echoes is escaped; without a hint the field starts empty.
    const tricky = await app.inject({
      method: 'GET',
      url: `/login?login_hint=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(tricky.body).not.toContain('<script>alert(1)');
    expect((await app.inject({ method: 'GET', url: '/login' })).body).not.toMatch(
      /<input id="email"[^>]* value=/,
    );
  });

  it('only runs its own nonce-tagged script', async () => {
    const response = await app.inject({ method: 'GET', url: '/login' });
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('drops a foreign continue from the page and escapes what it echoes', async () => {
    const evil = await app.inject({
      method: 'GET',
      url: `/login?continue=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(evil.body).not.toContain('evil.example');
    expect(evil.body).toContain('href="/register"');

    const tricky = await app.inject({
      method: 'GET',
      url: `/register?continue=${encodeURIComponent('/x"><script>alert(1)</script>')}`,
    });
    expect(tricky.body).not.toContain('<script>alert(1)');
  });

  it('sends / to the sign-in page', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('sets its pages in Inter, served by the site itself, and serves no other file', async () => {
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    expect(page.body).toContain(
      '<link rel="preload" href="/fonts/inter-latin-400-normal.woff2" as="font"',
    );
    expect(page.body).toMatch(/@font-face \{ font-family: Inter;[^}]*font-weight: 600;/);
    const font = await app.inject({ method: 'GET', url: '/fonts/inter-latin-400-normal.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    for (const url of ['/fonts/inter-latin-400-italic.woff2', '/fonts/..%2Fpackage.json'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
