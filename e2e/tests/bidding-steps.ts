import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createProducts } from './auction-setup';
import { authHeaders, expectSignedInAs, signIn } from './support';

/**
 * An auction of one lot (starting price 1,000, step 50) that starts `startInMs` from now and ends `lastsMs` later,
 * published, with the demo trader and person approved on the lot — all through the API, as the operator and the two
 * users would.
 */
export async function auctionStartingSoon(
  request: APIRequestContext,
  stamp: string,
  startInMs: number,
  lastsMs = 75_000,
  /** More fields of the auction (its next steps, for instance). */
  auctionFields: Record<string, unknown> = {},
) {
  const operator = await authHeaders(request, 'operator');
  const post = async <T>(path: string, data: unknown, headers = operator): Promise<T> => {
    const response = await request.post(`/data/rest/${path}`, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const [product] = await createProducts(request, stamp, 1);
  const lot = await post<{ id: number; code: string }>('lots', {
    description: `Lot i ofertimit të drejtpërdrejtë ${stamp}`,
    startingPrice: 1000,
    minimumIncrementAmount: 50,
    guaranteeAmount: 100,
  });
  await post('lots/add_products', { lotId: lot.id, productIds: [product.id] });
  const start = new Date(Math.ceil((Date.now() + startInMs) / 1000) * 1000);
  const end = new Date(start.getTime() + lastsMs);
  const auction = await post<{ id: number; auctionNumber: string }>('auctions', {
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    ...auctionFields,
  });
  await post('auctions/add_lots', { auctionNumber: auction.auctionNumber, lots: [lot.id] });
  await post('auctions/publish', { id: auction.id });
  for (const username of ['trader', 'person']) {
    const sent = await post<{ id: number }>(
      'auction_participation_requests/request',
      { lot: { id: lot.id }, auction: { id: auction.id } },
      await authHeaders(request, username),
    );
    await post('auction_participation_requests/approve', { id: sent.id });
  }
  expect(Date.now(), 'the auction was ready before its start').toBeLessThan(start.getTime());
  return { auction, lot, start };
}

/**
 * A bidder's own browser: the language cookie set, signed in through the bidding screen's "Sign in to bid". The portal
 * is reached at `baseURL` (the project's unless given: a relay in front of it, for instance).
 */
export async function bidderPage(
  browser: Browser,
  options: {
    username: string;
    lang: string;
    clockShiftMs?: number;
    auctionId: number;
    baseURL?: string;
    viewport?: { width: number; height: number };
  },
) {
  const baseURL = options.baseURL ?? test.info().project.use.baseURL!;
  const context = await browser.newContext({
    locale: 'sq-AL',
    baseURL,
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  await context.addCookies([{ name: 'lang', value: options.lang, url: baseURL }]);
  // Time keeps flowing in the shifted clock (no pause): the machine's clock is simply wrong.
  if (options.clockShiftMs) await context.clock.install({ time: Date.now() + options.clockShiftMs });
  const page = await context.newPage();
  await page.goto(`/user_auctions/auction_bid/${options.auctionId}`);
  await expect(page.getByTestId('viewer-visitor')).toBeVisible();
  await page.getByTestId('viewer-sign-in').click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, options.username);
  // Signing in comes back to the bidding screen, now as a bidder.
  await expect(page).toHaveURL(new RegExp(`/user_auctions/auction_bid/${options.auctionId}$`));
  await expectSignedInAs(page, options.username);
  await expect(page.getByTestId('viewer-bidder')).toBeVisible();
  return page;
}

/** Places a bid of the pre-filled minimum through the form and its confirmation. */
export async function bidMinimum(page: Page, lotId: number) {
  const lot = page.getByTestId(`bid-lot-${lotId}`);
  await lot.getByTestId('bid-submit').click();
  await expect(page.getByTestId('confirm-bid-words')).not.toBeEmpty();
  await page.getByTestId('confirm-bid-send').click();
  await expect(page.getByTestId('confirm-bid-send')).toBeHidden();
}

/** A bid through the API, as another bidder's browser would send it. */
export async function bidThroughApi(
  request: APIRequestContext,
  username: string,
  bid: { auctionId: number; lotId: number; amount: number; maximumAmount?: number },
) {
  const response = await request.post('/data/rest/auction/send_bid', {
    headers: await authHeaders(request, username),
    data: {
      id: bid.auctionId,
      bid: {
        lot: { id: bid.lotId },
        auction: { id: bid.auctionId },
        offeredAmount: bid.amount,
        ...(bid.maximumAmount !== undefined ? { maximumAmount: bid.maximumAmount } : {}),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Starts noting what the screen's live region says, sentence after sentence, and answers the reader of that list: a
 * later sentence (a countdown mark) replaces an earlier one in the region, but it was said.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="bidding-announcer"]')!;
    const said: string[] = [];
    Object.assign(window, { announcedForTest: said });
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { announcedForTest: string[] }).announcedForTest);
}
