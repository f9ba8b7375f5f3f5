import { expect, test, type Browser } from '@playwright/test';

/** The public pages a visitor opens first: the home, the auction lists and the products on offer. */
const PUBLIC_PAGES = [
  '/',
  '/user_auctions/published_auctions',
  '/user_auctions/running_auctions',
  '/user_auctions/available_products',
];

type Read = { url: string; cache: string | null; status: number };

/**
 * Opens the public pages in a browser context of its own (an empty HTTP cache, as a new visitor has) and notes every
 * answer of the server's API and translations with its `x-cache` header.
 */
async function visit(browser: Browser): Promise<Read[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reads: Read[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/data/') && !url.pathname.startsWith('/i18n/')) return;
    reads.push({
      url: url.pathname + url.search,
      cache: response.headers()['x-cache'] ?? null,
      status: response.status(),
    });
  });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return reads;
}

test("the app's own public reads are answered from the server's cache for the next visitor", async ({ browser }) => {
  test.setTimeout(90_000);
  const first = await visit(browser);
  // No cache breaker: the client asks for each read by its path and its real parameters only.
  expect(first.filter((r) => /[?&]_=/.test(r.url))).toEqual([]);
  const cacheable = new Set(first.filter((r) => r.cache !== null).map((r) => r.url));
  expect(cacheable.size, 'the public pages read cached lists').toBeGreaterThanOrEqual(4);

  // The next visitor asks the same reads and each is a hit. An auction starting or ending meanwhile (the clock runs
  // for every test's auctions) rightly drops the auction lists, so a later visit may be needed to see them all hit.
  let misses: Read[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = await visit(browser);
    expect(new Set(next.filter((r) => r.cache !== null).map((r) => r.url))).toEqual(cacheable);
    misses = next.filter((r) => r.cache === 'miss');
    if (misses.length === 0) break;
  }
  expect(misses).toEqual([]);
});
