// The first HTML a crawler gets (spec §2): link previews run no script, so the page's tags must be
// in what the server sends. The server here serves the portal's own shell (index.html) and public
// folder, which the build copies into dist/ as they are: its English strings and preview image.
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigFromEnv } from './runtime-config.ts';
import { buildPortalServer } from './serve.ts';

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORTAL = 'https://figura.example.org';
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'portal-first-html-'));
  const dist = path.join(root, 'dist');
  cpSync(path.join(portalDir, 'public'), dist, { recursive: true });
  copyFileSync(path.join(portalDir, 'index.html'), path.join(dist, 'index.html'));
  mkdirSync(path.join(root, 'examples'));
  app = await buildPortalServer({
    runtime: runtimeConfigFromEnv({
      API_URL: 'https://api.example.org',
      PORTAL_PUBLIC_URL: `${PORTAL}/`,
    }),
    distDir: dist,
    embedDir: path.join(root, 'no-embed'),
    examplesDir: path.join(root, 'examples'),
  });
});

afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the first HTML of a portal page', () => {
  it('writes the tags into the first HTML, for link previews that run no script', async () => {
    const reply = await app.inject('/gallery?item=heart&utm_source=x');
    const html = reply.body;
    const canonical = `${PORTAL}/gallery?item=heart`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Gallery · Figura</title>');
  });

  it('serves the preview image the tags name', async () => {
    const tagged = (await app.inject('/my-creations')).body;
    expect(tagged).toContain(`<meta property="og:image" content="${PORTAL}/social-card.png" />`);
    const image = await app.inject('/social-card.png');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.byteLength).toBeGreaterThan(1000);
  });
});
