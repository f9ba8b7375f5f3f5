import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Every core: the files of all projects share the workers (left alone, a two-core machine got one).
    maxWorkers: '100%',
    projects: [
      ...webProjects(),
      {
        // Pure functions without mocks: one worker runs file after file (a fresh process per file costs more than
        // the tests).
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], isolate: false },
      },
      {
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
