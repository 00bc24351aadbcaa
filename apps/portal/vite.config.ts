import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { runtimeConfigFromEnv } from './server/runtime-config.ts';

export default defineConfig({
  plugins: [
    react(),
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
  server: { port: Number(process.env.PORTAL_PORT ?? 5173) },
});
