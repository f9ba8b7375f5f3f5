import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The portal walk (`npm run walk`): every customs-portal screen as each kind of user, at two widths and in the three
// languages, with its findings in walk-output/report.json. Not part of `npm test`: an engineer runs it to look.
// The same server as the browser tests (a fresh data folder, the demo data seeded, the port from E2E_PORT).
const workers = Number(process.env.WALK_WORKERS ?? 2);

export default defineConfig({
  ...base,
  testDir: './walk',
  timeout: 20 * 60_000,
  fullyParallel: true,
  workers,
  reporter: [['list']],
  use: { ...base.use, viewport: { width: 1366, height: 900 }, screenshot: 'off' },
  projects: [
    { name: 'setup', grep: /the walk's cases are filed/ },
    { name: 'walk', grep: /walk as /, dependencies: ['setup'] },
    { name: 'report', grep: /the walk's report/, dependencies: ['walk'] },
  ],
});
