import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const UNIT_FILES = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'packages/*/build/**/*.test.ts',
  'apps/*/src/**/*.test.{ts,tsx}',
  'apps/*/server/**/*.test.ts',
  'scripts/**/*.test.ts',
];

// The unit tests that run in a DOM (their first line: `// @vitest-environment jsdom`) are a
// project of their own: a worker that goes from a node file to a jsdom one and back loads every
// module again (isolate: false keeps them only within one environment), which took a third of the
// unit tests' time (130 s mixed, 66 + 19 s apart on a 2-core machine). A worker's DOM files share
// one document, one after another: no DOM test calls vi.resetModules(), which would give the files
// after it new modules whose custom elements the document holds from the old ones.
const DOM_TESTS = globSync(UNIT_FILES, { exclude: (path) => path.includes('node_modules') })
  .filter((file) => readFileSync(file, 'utf8').startsWith('// @vitest-environment jsdom'))
  .sort();

const UNIT = {
  include: UNIT_FILES,
  environment: 'node',
  // The sign-on tests build whole sites on in-memory PGlite: 2-7.5 s each on a busy
  // 2-core machine, and a test that builds two took 26 s; 20 s (10 s for a hook) was
  // too little there. A test that hangs still fails, a minute later.
  testTimeout: 60000,
  hookTimeout: 60000,
  setupFiles: ['scripts/vitest-schema-setup.ts'],
  // Vitest's default is one worker fewer than the cores: one on a 2-core machine.
  maxWorkers: 2,
  // Each worker loads the schemas and the packages once for all its files (no test mocks
  // modules): 188 s instead of 253 s on a 2-core machine, setup 28 s instead of 109 s.
  isolate: false,
  // expect.poll's 1 s default failed a seat awaited after a drag (illustration.test.ts)
  // while both workers were busy; a wrong value still fails, 5 s later.
  expect: { poll: { timeout: 5000 } },
};

/**
 * The browser-test files that take long for their size. Vitest runs files it has no times for
 * (a fresh clone) largest first, so these came last and one worker went on alone for up to 16 s.
 */
const LONG_SHORT_BROWSER_TESTS = ['content-verify', 'pseudo-locale', 'keyboard', 'accessibility'];

/** Vitest's order, but the files above first, so the short ones fill the end of the run. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) =>
      LONG_SHORT_BROWSER_TESTS.some((name) => file.moduleId.endsWith(`/e2e/${name}.test.ts`));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

// One runner, four projects: unit and unit-dom (fast, in-process; `--project 'unit*'` runs both),
// api (HTTP against PGlite or PostgreSQL), e2e (real Chromium against the built portal, API and
// sign-on site).
export default defineConfig({
  test: {
    // Vitest takes the sequencer from here only, for every project.
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'unit', ...UNIT, exclude: [...configDefaults.exclude, ...DOM_TESTS] } },
      { test: { name: 'unit-dom', ...UNIT, include: DOM_TESTS } },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          // Two files at a time, each worker loading the API's modules once: each file starts its
          // own API on its worker's database (a PostgreSQL database, or an in-memory PGlite kept
          // for the worker's files: api-harness.ts). Per file, loading the modules and a new
          // database took longer than its tests.
          maxWorkers: 2,
          isolate: false,
          globalSetup: ['apps/api/test/helpers/worker-databases.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120000,
          hookTimeout: 180000,
          // Two files at a time (each file's stack has its own ports, stack-slots.ts): while one
          // starts its stack the other's browser works. 577 s one at a time, 427 s two at a time.
          maxWorkers: 2,
          // One product per worker for the files that ask nothing special of it (support/stack.ts).
          globalSetup: ['e2e/support/shared-stacks.ts'],
          // A worker loads playwright-core and the test helpers once for all its files (every
          // file's state is its own: its stack, browser contexts and users come from beforeAll).
          isolate: false,
          // expect.poll waits for conditions such as "the server has the edit", which autosave
          // sends 800 ms after it: measured 625-846 ms until stored, too close to vitest's
          // default of 1 s on a busy machine. A wrong value still fails, 10 s later.
          expect: { poll: { timeout: 10000 } },
        },
      },
    ],
  },
});
