// The first screens as a browser loads them with an empty cache: requests, KiB of JavaScript as transferred
// (compressed) and the time until the screen is usable, for the public home, a bidder's live bidding screen (the demo
// running auction, the bidder approved on its lots) and the officer's case queue. Chromium through playwright-core,
// against the built web app (`npm run build`) served by the real server on the embedded database with the demo data.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { freePort } from './cluster';
import { startServer } from './server-process';
import { recordTarget } from './targets';
import { printMarkdownTable } from './markdown-table';

const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');
const DEMO_PASSWORD = 'Demo#2026!';
/** After the screen is usable, what it still asks within this quiet time is counted too (its lists, its live data). */
const SETTLE_MS = 500;
const SETTLE_LIMIT_MS = 10_000;

export type FirstScreenRow = {
  screen: string;
  requests: number;
  scripts: number;
  jsKiB: number;
  totalKiB: number;
  usableMs: number;
  maxRequests: number;
  maxJsKiB?: number;
};

type Counted = { url: string; type: string; bytes: number };

/** Counts every request of the page from now on, with its transferred body size (compressed). */
function recorder(page: Page) {
  const seen: Counted[] = [];
  let inFlight = 0;
  let lastChange = performance.now();
  page.on('request', () => {
    inFlight++;
    lastChange = performance.now();
  });
  const done = async (request: Request) => {
    inFlight--;
    lastChange = performance.now();
    const sizes = await request.sizes().catch(() => null);
    seen.push({
      url: request.url(),
      type: request.resourceType(),
      bytes: (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0),
    });
  };
  page.on('requestfinished', (request) => void done(request));
  page.on('requestfailed', (request) => void done(request));
  return {
    /** Waits until no request has been in flight for SETTLE_MS (at most SETTLE_LIMIT_MS). */
    async settle() {
      const until = performance.now() + SETTLE_LIMIT_MS;
      while (performance.now() < until) {
        if (inFlight <= 0 && performance.now() - lastChange >= SETTLE_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Sizes are read asynchronously: let the last ones land.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return [...seen];
    },
  };
}

const isScript = (r: Counted) => r.type === 'script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);

async function measure(
  context: BrowserContext,
  page: Page,
  screen: string,
  url: string,
  usable: (page: Page) => Promise<void>,
  bounds: { maxRequests: number; maxJsKiB?: number },
): Promise<FirstScreenRow> {
  // An empty cache for the screen itself (what signing in loaded does not count).
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const record = recorder(page);
  const started = performance.now();
  await page.goto(url);
  await usable(page);
  const usableMs = performance.now() - started;
  const requests = (await record.settle()).filter((r) => !/^(data|blob):/.test(r.url));
  const scripts = requests.filter(isScript);
  // BENCH_FIRST_SCREEN_URLS=1: every request of the screen, to see what it asks.
  if (process.env.BENCH_FIRST_SCREEN_URLS) {
    for (const r of requests) console.log(`  ${screen}: ${r.type} ${(r.bytes / 1024).toFixed(1)} KiB ${r.url}`);
  }
  const kib = (list: Counted[]) => list.reduce((n, r) => n + r.bytes, 0) / 1024;
  return {
    screen,
    requests: requests.length,
    scripts: scripts.length,
    jsKiB: kib(scripts),
    totalKiB: kib(requests),
    usableMs,
    ...bounds,
  };
}

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  const after = recorder(page);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu-username').waitFor({ timeout: 30_000 });
  // The page signing in leads to (the home, in the app without a new document) reads its lists after the name
  // shows: they finish first, or the next screen's count takes in those still in flight when it starts (a bidding
  // screen counted 36–38 requests instead of 31).
  await after.settle();
}

async function newContext(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base, locale: 'sq-AL', viewport: { width: 1366, height: 800 } });
  return { context, page: await context.newPage() };
}

/** The demo's running auction (the server seeds one on a fresh data folder). */
async function runningAuctionId(base: string): Promise<number> {
  const res = await fetch(`${base}/data/rest/auctions/public/list/running?page=1&count=10`);
  const body = (await res.json()) as { content?: Array<{ id: number }> };
  const id = body.content?.[0]?.id;
  if (!id) throw new Error(`no running demo auction (${res.status}): the first-screen phase needs the demo data`);
  return id;
}

/** The three screens, each in a fresh browser context with an empty cache. */
export async function firstScreenPhase(ctx: { tmp: string; log: (line: string) => void }): Promise<FirstScreenRow[]> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} has no build: run \`npm run build\` before the first-screen phase`);
  }
  const server = await startServer({
    port: await freePort(),
    dataDir: path.join(ctx.tmp, 'first-screen'),
    label: 'first screen',
    env: { DEMO_SEED: '1', WEB_DIST, AUCTION_CLOCK: '1', LOG_LEVEL: 'error' },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const rows: FirstScreenRow[] = [];
  try {
    const auctionId = await runningAuctionId(server.base);
    {
      const { context, page } = await newContext(browser, server.base);
      rows.push(
        await measure(
          context,
          page,
          'public home',
          '/',
          (p) => p.getByTestId('home-page').waitFor({ timeout: 60_000 }),
          { maxRequests: 25, maxJsKiB: 200 },
        ),
      );
      await context.close();
    }
    {
      const { context, page } = await newContext(browser, server.base);
      await signIn(page, 'trader');
      rows.push(
        await measure(
          context,
          page,
          'live bidding (trader)',
          `/user_auctions/auction_bid/${auctionId}`,
          async (p) => {
            await p.getByTestId('viewer-bidder').waitFor({ timeout: 60_000 });
            await p.getByTestId('bid-submit').first().waitFor({ timeout: 60_000 });
          },
          { maxRequests: 35 },
        ),
      );
      await context.close();
    }
    {
      const { context, page } = await newContext(browser, server.base);
      await signIn(page, 'officer');
      rows.push(
        await measure(
          context,
          page,
          'case queue (officer)',
          '/web_portal_processing/case_queue',
          (p) => p.getByTestId('queue-filter-number').waitFor({ timeout: 60_000 }),
          { maxRequests: 35 },
        ),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  for (const r of rows) {
    ctx.log(
      `first screen, ${r.screen}: ${r.requests} requests (${r.scripts} scripts), ${r.jsKiB.toFixed(0)} KiB JS, ` +
        `${r.totalKiB.toFixed(0)} KiB in all, usable after ${r.usableMs.toFixed(0)} ms`,
    );
  }
  return rows;
}

/** Runs the phase, prints its table and records its targets (`npm run bench -- --first-screen`, and the full run). */
export async function firstScreen(ctx: { tmp: string; log: (line: string) => void }) {
  printFirstScreenTable(await firstScreenPhase(ctx));
}

/** The table of the phase, and its targets in the summary. */
export function printFirstScreenTable(rows: FirstScreenRow[]) {
  const head = ['screen (empty cache)', 'requests', 'scripts', 'JS KiB (compressed)', 'all KiB', 'usable after ms'];
  const cells = rows.map((r) => [
    r.screen,
    String(r.requests),
    String(r.scripts),
    r.jsKiB.toFixed(0),
    r.totalKiB.toFixed(0),
    r.usableMs.toFixed(0),
  ]);
  printMarkdownTable(head, cells);
  console.log(
    'First screen: Chromium, a fresh context per screen, the cache emptied after signing in; counted until no request ' +
      `has been in flight for ${SETTLE_MS} ms; KiB as transferred (bodies compressed, with headers).`,
  );
  for (const r of rows) {
    recordTarget({
      target: `first screen, ${r.screen}: requests`,
      bound: `≤ ${r.maxRequests}`,
      figure: String(r.requests),
      met: r.requests <= r.maxRequests,
    });
    if (r.maxJsKiB !== undefined) {
      recordTarget({
        target: `first screen, ${r.screen}: JS KiB compressed`,
        bound: `≤ ${r.maxJsKiB}`,
        figure: r.jsKiB.toFixed(0),
        met: r.jsKiB <= r.maxJsKiB,
      });
    }
  }
}
