// Serves the built portal (SPA with history fallback), its runtime config, the embed bundle for
// journals (/embed/) and the runnable examples (/examples/).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSettings } from '@figura/settings';
import { examplePolicy } from './example-policy.ts';
import { registerFramePage } from './frame-page.ts';
import { portalStrings, withPageTags } from './page-head.ts';
import { runtimeConfigFromEnv, type RuntimeConfig } from './runtime-config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/** The embed's files that keep their names from release to release. */
const UNHASHED_EMBED_FILES = new Set(['figura-editor.js', 'figura-editor.css']);

export interface PortalServerConfig {
  runtime: RuntimeConfig;
  distDir?: string;
  embedDir?: string;
  examplesDir?: string;
}

export async function buildPortalServer(config: PortalServerConfig): Promise<FastifyInstance> {
  const distDir = config.distDir ?? path.resolve(here, '../dist');
  const embedDir = config.embedDir ?? path.join(repoRoot, 'packages/web-components/dist/embed');
  const examplesDir = config.examplesDir ?? path.join(repoRoot, 'docs/examples');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`The portal is not built (${distDir}); run "npm start" or "pnpm build".`);
  }
  const app = Fastify({ logger: false });
  // Read while it stays the same file: a new build (its shell naming new hashed assets) is served
  // without a restart, as its assets are (looked up per request, not listed at start).
  const shellPath = path.join(distDir, 'index.html');
  let shellRead = { mtimeMs: -1, html: '' };
  const shell = () => {
    const { mtimeMs } = statSync(shellPath);
    if (mtimeMs !== shellRead.mtimeMs)
      shellRead = { mtimeMs, html: readFileSync(shellPath, 'utf8') };
    return shellRead.html;
  };
  const strings = portalStrings(path.join(distDir, 'locales', 'en', 'portal.json'));

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return config.runtime;
  });

  await app.register(fastifyStatic, { root: distDir, prefix: '/', index: false });
  if (existsSync(embedDir)) {
    // The builder's frame page (iframe mode), with the API's address and its own policy.
    registerFramePage(app, embedDir, config.runtime);
    // Journals load the embed from their own origin: module scripts, their chunks and the fonts
    // are fetched in CORS mode, so these public files allow any origin (no credentials).
    await app.register(fastifyStatic, {
      root: embedDir,
      prefix: '/embed/',
      decorateReply: false,
      cacheControl: false, // set below, per file
      setHeaders: (res, filePath) => {
        res.setHeader('access-control-allow-origin', '*');
        // Chunks and fonts have content hashes in their names; the entry, its stylesheet and the
        // translation files ({lng}/{ns}.json) keep theirs and are revalidated, so a journal page
        // picks up a new release at once.
        const unhashed =
          UNHASHED_EMBED_FILES.has(path.basename(filePath)) ||
          path.relative(embedDir, filePath).split(path.sep)[0] === 'locales';
        res.setHeader(
          'cache-control',
          unhashed ? 'no-cache' : 'public, max-age=31536000, immutable',
        );
      },
    });
  }
  // The examples run under a journal's strict policy, so what they show works there.
  const policy = examplePolicy(config.runtime);
  await app.register(fastifyStatic, {
    root: examplesDir,
    prefix: '/examples/',
    decorateReply: false,
    index: ['index.html'],
    redirect: true,
    setHeaders: (res, filePath) => {
      if (filePath.endsWith('.html')) res.setHeader('content-security-policy', policy);
    },
  });

  // Hashed assets are immutable; everything else is the SPA shell.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/assets/'))
      reply.header('cache-control', 'public, max-age=31536000, immutable');
  });
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withPageTags(shell(), request.url, config.runtime.portalUrl, strings));
  // The root is a folder to the static files (refused): it is the shell's too.
  app.get('/', page);
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
    if (wantsPage) return page(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });
  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { ports, host } = readSettings(process.env);
  const port = ports.portal;
  const app = await buildPortalServer({ runtime: runtimeConfigFromEnv(process.env) });
  await app.listen({ port, host });
  console.log(`portal listening on http://${host}:${port}`);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}
