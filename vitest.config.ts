import { defineConfig } from 'vitest/config';

// One runner, three projects: unit (fast, in-process), api (HTTP against PGlite or PostgreSQL),
// e2e (real Chromium against the built portal, API and sign-on site).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/build/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/server/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // The sign-on tests build whole sites on in-memory PGlite: 2-7.5 s each on a busy
          // 2-core machine, and a test that builds two took 26 s; 20 s (10 s for a hook) was
          // too little there. A test that hangs still fails, a minute later.
          testTimeout: 60000,
          hookTimeout: 60000,
          setupFiles: ['scripts/vitest-schema-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: false,
          // expect.poll waits for conditions such as "the server has the edit", which autosave
          // sends 800 ms after it: measured 625-846 ms until stored, too close to vitest's
          // default of 1 s on a busy machine. A wrong value still fails, 10 s later.
          expect: { poll: { timeout: 10000 } },
        },
      },
    ],
  },
});
