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

/**
 * The browser tests run in two lanes, one spec at a time in each, beside each other: the auctions' lane and the
 * portal's. Specs that make auctions, lots, products, news or bids, or change the bidding parameters, run in the
 * auctions' lane, so that no spec counts or pages through what another one makes meanwhile; every other spec (the
 * customs cases, accounts, administration, the screens and their accessibility) runs in the portal's lane. The clock
 * specs (an auction's start and end, the heart-beats) spend most of their time waiting, and the portal's lane fills
 * the machine meanwhile.
 */
const AUCTION_SPECS = [
  'auction-dashboard',
  'auction-journey',
  'auction-report',
  'auctions-admin',
  'ledger-receipt',
  'live-bidding',
  'live-connection',
  'lot-registration',
  'lot-texts',
  'lots-export',
  'my-bids',
  'news',
  'participation',
  'products',
  'public-auctions',
  'republish',
  'screens-walk',
  'time-zone',
  'winner-next-steps',
].map((name) => `**/${name}.spec.ts`);
/**
 * Specs that count what both lanes change (the trader's unread notices, from bids and from cases; the public cache's
 * entries, dropped by every bid and start): they run alone, after both lanes.
 */
const ALONE_SPECS = ['notifications', 'public-cache'].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two lanes, one spec at a time in each (each project's `workers`), then the specs that need the portal alone.
  workers: 2,
  projects: [
    { name: 'portal', testIgnore: [...AUCTION_SPECS, ...ALONE_SPECS], workers: 1 },
    { name: 'auctions', testMatch: AUCTION_SPECS, workers: 1 },
    { name: 'alone', testMatch: ALONE_SPECS, workers: 1, dependencies: ['portal', 'auctions'] },
  ],
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
