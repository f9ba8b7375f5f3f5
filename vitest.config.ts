import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { webProjects } from './apps/web/vitest.config.ts';

/** The server's files that send every operation of the API many times: over ten seconds each, the longest by far. */
const API_SWEEPS = /\/src\/test\/(fuzz\/|access-matrix)/;

/**
 * Vitest's order (project by project; in a project the longest files first as the last run timed them, else the
 * largest), with two changes. The server's files come last: their database template is built meanwhile
 * (global-setup.ts), while the web's and the contracts' files run. And the server's API sweeps come first among
 * them, with or without timings of a last run (a clean clone has none, and these files are small), so that no long
 * file is left running alone at the end.
 */
class Sequencer extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (spec: TestSpecification) =>
      spec.project.name !== 'server' ? 0 : API_SWEEPS.test(spec.moduleId) ? 1 : 2;
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Every core: the files of all projects share the workers (left alone, a two-core machine got one).
    maxWorkers: '100%',
    sequence: { sequencer: Sequencer },
    projects: [
      ...webProjects(),
      {
        // Pure functions without mocks: one worker runs file after file (a fresh process per file costs more than
        // the tests).
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
        // Vite turns the server's TypeScript into what the workers run on the main thread, one file at a time. Its
        // sources (not its tests, taken as they run) are turned from the start: done while the template is built and the
        // web's files run, instead of two server workers waiting for it (an import of the app: 7 s → 3 s).
        server: {
          warmup: {
            ssrFiles: ['src/**/*.ts', '../../packages/contracts/src/**/*.ts', '!**/*.{test,pg-test,pglite-test}.ts'],
          },
        },
        test: {
          name: 'server',
          root: 'apps/server',
          // `*.pg-test.ts`: what needs PostgreSQL itself (`npm run test:pg` sets TEST_PG_URL), never skipped elsewhere;
          // `*.pglite-test.ts`: what tests the embedded database's test set-up only (left out of `npm run test:pg`).
          include: [
            'src/**/*.test.ts',
            ...(process.env.TEST_PG_URL ? ['src/**/*.pg-test.ts'] : ['src/**/*.pglite-test.ts']),
          ],
          globalSetup: ['src/test/global-setup.ts'],
          // Closes what a file's beforeAll hooks built (cleanups.ts).
          setupFiles: ['src/test/setup.ts'],
          // The suites' cheap password hashing (passwords.ts); global-setup.ts gives it to the template's build too.
          env: { PASSWORD_HASH_COST: 'test' },
          // Each file builds its own app on its own database (copied from the template), so files need no module
          // isolation: a worker thread imports the server once and runs file after file (about half the time).
          pool: 'threads',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
