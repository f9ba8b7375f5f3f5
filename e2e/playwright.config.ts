import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser tests run Debian's chromium against the built portal on a fresh embedded database.
const port = Number(process.env.E2E_PORT ?? 8180);
// One data folder per run, made by the runner's process and handed through the environment to its workers (which load
// this file too); removed when the runner exits, after it has stopped the server.
const madeHere = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-')));
if (madeHere) process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sq-AL',
    viewport: { width: 1280, height: 800 },
    // As a user who asks the system for less motion (the app then animates nothing, accessibility.css): a click is
    // never lost to a dialog or a menu still opening on a busy machine.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // As `npm start` runs it: the built server (built first when its sources changed), on the built web app.
    command: `node ${path.resolve(import.meta.dirname, '../scripts/start.mjs')}`,
    url: `http://127.0.0.1:${port}/data/rest/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // The whole suite signs in from one address hundreds of times, dozens within some minutes (API sign-ins of the
    // journeys' other users): above the per-address sign-in limit of a real visitor (30 a minute), which the server
    // tests check (auth/sign-in.test.ts, behind-proxy.test.ts). The per-account captcha and lock stay as they are.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_SEED: '1',
      DATABASE_URL: '',
      LOGIN_RATE_LIMIT: '300',
    },
  },
});
