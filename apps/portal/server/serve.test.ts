import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildPortalServer } from './serve.ts';
import { runtimeConfigFromEnv } from './runtime-config.ts';

let app: FastifyInstance;
let dist = '';

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'portal-serve-'));
  dist = path.join(root, 'dist');
  const embed = path.join(root, 'embed');
  const examples = path.join(root, 'examples');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(embed, 'fonts'), { recursive: true });
  mkdirSync(path.join(embed, 'locales', 'en'), { recursive: true });
  mkdirSync(path.join(dist, 'locales', 'en'), { recursive: true });
  mkdirSync(path.join(examples, 'plain-html'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Figura</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(embed, 'figura-editor.js'), 'export {}');
  writeFileSync(path.join(embed, 'figura-editor.css'), '.figura-root {}');
  writeFileSync(
    path.join(embed, 'abstract-builder.html'),
    '<head><meta name="figura-api-base" content="" /></head><body></body>',
  );
  writeFileSync(path.join(embed, 'fonts', 'inter.woff2'), 'font');
  writeFileSync(path.join(embed, 'locales', 'en', 'editor.json'), '{"loading":"Loading…"}');
  writeFileSync(path.join(dist, 'locales', 'en', 'portal.json'), '{"tryAgain":"Try again"}');
  writeFileSync(path.join(examples, 'plain-html', 'index.html'), '<figura-editor></figura-editor>');
  app = await buildPortalServer({
    runtime: runtimeConfigFromEnv({
      API_URL: 'https://api.example.org',
      PORTAL_PUBLIC_URL: 'https://figura.example.org/',
      SIGNON_CN_URL: 'https://sso.example.cn/',
      FIGURA_TOKEN_COOKIE: 'tok',
    }),
    distDir: dist,
    embedDir: embed,
    examplesDir: examples,
  });
});
afterAll(() => app?.close());

describe('portal server', () => {
  it('serves the runtime configuration from the environment, never cached', async () => {
    const reply = await app.inject('/config.json');
    expect(reply.json()).toMatchObject({
      apiUrl: 'https://api.example.org',
      signOnCnUrl: 'https://sso.example.cn',
      tokenCookie: 'tok',
      idCookie: 'figura_id',
      // The support chat loads unless FIGURA_SUPPORT_CHAT=0.
      supportChat: true,
    });
    expect(reply.headers['cache-control']).toBe('no-store');
  });

  it('answers every app route with the SPA shell', async () => {
    for (const route of [
      '/',
      '/my-creations',
      '/editor/4f6c3c9e-1111-4222-8333-944445555666',
      '/auth/logout',
    ]) {
      const reply = await app.inject(route);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('<div id="root">');
    }
  });

  it("writes each page's canonical link and social tags into the shell, once each", async () => {
    const reply = await app.inject('/gallery?item=heart-1&utm_source=news');
    expect(reply.headers['content-type']).toContain('text/html');
    const body = reply.body;
    const canonical = 'https://figura.example.org/gallery?item=heart-1';
    expect(body).toContain(`<link rel="canonical" href="${canonical.replace('&', '&amp;')}" />`);
    expect(body).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(body).toContain(
      '<meta property="og:image" content="https://figura.example.org/social-card.png" />',
    );
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/rel="canonical"/g)).toHaveLength(1);
    const account = await app.inject('/my-account/overview');
    expect(account.body).toContain(
      '<link rel="canonical" href="https://figura.example.org/my-account/overview/" />',
    );
  });

  it('caches hashed assets for good and 404s missing files as JSON', async () => {
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found' });
  });

  it('serves a new build without a restart: its shell and the assets it names', async () => {
    writeFileSync(path.join(dist, 'assets', 'app-5678.js'), 'console.log(2)');
    const shell = path.join(dist, 'index.html');
    writeFileSync(
      shell,
      '<!doctype html><html><head><title>Figura</title></head><body><div id="root-2"></div></body></html>',
    );
    // A later modification time, whatever the file system's precision.
    utimesSync(shell, new Date(), new Date(Date.now() + 5_000));
    expect((await app.inject('/assets/app-5678.js')).body).toBe('console.log(2)');
    expect((await app.inject('/my-creations')).body).toContain('<div id="root-2">');
  });

  it('serves the embed bundle and its fonts to any origin (journals load them cross-origin)', async () => {
    for (const file of ['/embed/figura-editor.js', '/embed/fonts/inter.woff2']) {
      const reply = await app.inject({
        url: file,
        headers: { origin: 'https://journal.example.org' },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['access-control-allow-origin']).toBe('*');
    }
    const page = await app.inject('/my-creations');
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets browsers keep the hashed embed files and revalidate the entry and its stylesheet', async () => {
    for (const file of ['/embed/figura-editor.js', '/embed/figura-editor.css']) {
      const entry = await app.inject(file);
      expect(entry.headers['cache-control']).toBe('no-cache');
    }
    // Translation files keep their names ({lng}/{ns}.json) from release to release.
    const strings = await app.inject({
      url: '/embed/locales/en/editor.json',
      headers: { origin: 'https://journal.example.org' },
    });
    expect(strings.json()).toEqual({ loading: 'Loading…' });
    expect(strings.headers['cache-control']).toBe('no-cache');
    expect(strings.headers['access-control-allow-origin']).toBe('*');
    const font = await app.inject('/embed/fonts/inter.woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("serves the portal's translation files from its locales folder, revalidated", async () => {
    const reply = await app.inject('/locales/en/portal.json');
    expect(reply.json()).toEqual({ tryAgain: 'Try again' });
    expect(reply.headers['cache-control']).not.toContain('immutable');
  });

  it("serves the runnable examples under a journal's strict policy", async () => {
    const reply = await app.inject('/examples/plain-html/');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<figura-editor>');
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self' https://api.example.org");
    expect(policy).not.toMatch(/unsafe|\*/);
  });

  it('serves the builder’s frame page with the API’s address, framed only by the page it names', async () => {
    const reply = await app.inject(
      `/embed/abstract-builder.html?origin=${encodeURIComponent('https://journal.example.org')}`,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('<meta name="figura-api-base" content="https://api.example.org"');
    expect(reply.headers['cache-control']).toBe('no-cache');
    const policy = String(reply.headers['content-security-policy']);
    expect(policy).toContain('frame-ancestors https://journal.example.org');
    expect(policy).toContain("connect-src 'self' https://api.example.org");
    expect(policy).not.toMatch(/unsafe|\*/);
    // Named wrongly, or not at all: nobody may frame it.
    for (const query of ['', '?origin=*', '?origin=https://journal.example.org/x', '?origin=a;b']) {
      const other = await app.inject(`/embed/abstract-builder.html${query}`);
      expect(String(other.headers['content-security-policy']), query).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});
