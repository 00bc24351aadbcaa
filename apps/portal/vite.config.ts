import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { runtimeConfigFromEnv } from './server/runtime-config.ts';

/** @figura/sdk-core's translation files (the editor's namespaces), one folder per locale. */
const sdkLocales = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@figura/sdk-core/locales/en/common.json')),
  '..',
);
const sdkLocaleFiles = () =>
  readdirSync(sdkLocales, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.split(path.sep).join('/'));

/**
 * The portal serves its public locales folder (public/locales/{lng}/portal.json) at /locales/;
 * the SDK's files join them there, copied from the package rather than duplicated.
 */
function sdkLocalesPlugin(): Plugin {
  return {
    name: 'figura-sdk-locales',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res, next) => {
        const file = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!sdkLocaleFiles().includes(file)) return next();
        res.setHeader('content-type', 'application/json');
        res.end(readFileSync(path.join(sdkLocales, file)));
      });
    },
    generateBundle() {
      for (const file of sdkLocaleFiles())
        this.emitFile({
          type: 'asset',
          fileName: `locales/${file}`,
          source: readFileSync(path.join(sdkLocales, file)),
        });
    },
  };
}

/**
 * Preloads the body weight of Inter (imported in main.tsx), so pages are set in it as they first
 * paint rather than swapping from the fallback once the stylesheet asks for it.
 */
function preloadBodyFontPlugin(): Plugin {
  return {
    name: 'figura-preload-body-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-400-normal[\w-]*\.woff2$/.test(file),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2' };
        return [{ tag: 'link', attrs: { ...attrs, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    sdkLocalesPlugin(),
    preloadBodyFontPlugin(),
    {
      // In `vite dev` the runtime config comes from the environment, as in production.
      name: 'figura-runtime-config',
      configureServer(server) {
        server.middlewares.use('/config.json', (_req, res) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
        });
      },
    },
  ],
  // Test hooks (react-editor's test-hooks.ts) only in builds made by `npm test` and the bench.
  define: { __FIGURA_TEST_HOOKS__: process.env.FIGURA_TEST_HOOKS === '1' ? 'true' : 'false' },
  // The Health Icons set (~3 MB) is one lazy chunk loaded when the icon picker opens.
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 3500 },
  // Workers are modules (src/workers/), like the page: sdk-core's code may load parts on demand.
  worker: { format: 'es' },
  server: { port: Number(process.env.PORTAL_PORT ?? 5173) },
});
