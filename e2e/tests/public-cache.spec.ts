import { expect, test, type Browser, type Response } from '@playwright/test';

/**
 * The public pages a visitor opens first (the home, the auction lists and the products on offer), each with the read
 * that draws its content: the page is read whole once that answer is in and the network is idle after it.
 */
const PUBLIC_PAGES = [
  { path: '/', content: '/data/rest/auctions/promoted_auctions' },
  { path: '/user_auctions/published_auctions', content: '/data/rest/auctions/public/list/published' },
  { path: '/user_auctions/running_auctions', content: '/data/rest/auctions/public/list/running' },
  { path: '/user_auctions/available_products', content: '/data/rest/products/products_view' },
];

type Read = { page: string; url: string; cache: string | null; status: number };

const readOf = (response: Response): string => {
  const url = new URL(response.url());
  return url.pathname + url.search;
};

/**
 * Opens the public pages in a browser context of its own (an empty HTTP cache, as a new visitor has) and notes every
 * answer of the server's API and translations with its `x-cache` header. A page is left once its content's read has
 * answered, every read in `awaited` for that page too, and the network has been idle since: on a busy machine the
 * bundle may take longer to run than the idle time alone waits for, and a page left early would miss its reads.
 */
async function visit(browser: Browser, awaited: Read[] = []): Promise<Read[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reads: Read[] = [];
  let current = '';
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/data/') && !url.pathname.startsWith('/i18n/')) return;
    reads.push({
      page: current,
      url: readOf(response),
      cache: response.headers()['x-cache'] ?? null,
      status: response.status(),
    });
  });
  for (const { path, content } of PUBLIC_PAGES) {
    current = path;
    const expected = new Set([...awaited.filter((r) => r.page === path).map((r) => r.url)]);
    const answered = page.waitForResponse((response) => readOf(response).startsWith(content));
    const all = [...expected].map((url) => page.waitForResponse((response) => readOf(response) === url));
    await page.goto(path);
    await Promise.all([answered, ...all]);
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return reads;
}

const cachedUrls = (reads: Read[]) => new Set(reads.filter((r) => r.cache !== null).map((r) => r.url));

test("the app's own public reads are answered from the server's cache for the next visitor", async ({ browser }) => {
  test.setTimeout(120_000);
  const first = await visit(browser);
  // No cache breaker: the client asks for each read by its path and its real parameters only.
  expect(first.filter((r) => /[?&]_=/.test(r.url))).toEqual([]);
  const cacheable = cachedUrls(first);
  expect(cacheable.size, 'the public pages read cached lists').toBeGreaterThanOrEqual(4);

  // The next visitor asks the same reads and each is a hit. An auction starting or ending meanwhile (the clock runs
  // for every test's auctions) rightly drops the auction lists, so a later visit may be needed to see them all hit.
  let misses: Read[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const next = await visit(browser, first);
    expect(cachedUrls(next), JSON.stringify(next)).toEqual(cacheable);
    misses = next.filter((r) => r.cache === 'miss');
    if (misses.length === 0) break;
  }
  expect(misses).toEqual([]);
});
