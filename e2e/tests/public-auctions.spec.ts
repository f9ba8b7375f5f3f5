import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createProducts } from './auction-setup';
import { pdfText } from './pdf-text';
import { authHeaders } from './support';

/** Seconds until the auction of this test starts: enough to see it published, short enough to watch it start. */
const START_IN_SECONDS = 45;

/** A PUBLISHED auction with one lot, starting in a few seconds and ending in two hours, built as the operator. */
async function createAuctionStartingSoon(request: APIRequestContext, stamp: string) {
  const headers = await authHeaders(request, 'operator');
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/data/rest/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const [product] = await createProducts(request, stamp, 1);
  const lot = await post<{ id: number; code: string }>('lots', {
    description: `Lot publik ${stamp}`,
    startingPrice: 2500,
    minimumIncrementAmount: 100,
    guaranteeAmount: 300,
  });
  await post('lots/add_products', { lotId: lot.id, productIds: [product.id] });
  const startsAt = Date.now() + START_IN_SECONDS * 1000;
  const auction = await post<{ id: number; auctionNumber: string }>('auctions', {
    startDate: new Date(startsAt).toISOString(),
    endDate: new Date(startsAt + 2 * 3600_000).toISOString(),
  });
  await post('auctions/add_lots', { auctionNumber: auction.auctionNumber, lots: [lot.id] });
  await post('auctions/publish', { id: auction.id });
  return { auction, lot, startsAt };
}

/** Publishing stored the announcement: the auction item's button downloads it as a PDF (spec §2 auction item). */
async function announcementDownloads(page: Page, item: Locator, auctionId: number): Promise<string> {
  const downloading = page.waitForEvent('download');
  await item.getByTestId(`announcement-${auctionId}`).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return pdfText(await download.path());
}

/** The PDF's text layer reads a no-break space as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

test('a visitor sees a published auction on the home pages and lists, and watches it start live', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const { auction, lot, startsAt } = await createAuctionStartingSoon(request, stamp);

  // A second visitor keeps the running auctions open from the start: the auction is not there yet.
  const running = await context.newPage();
  await running.goto('/user_auctions/running_auctions');
  await expect(running.getByTestId('public-auctions-running')).toBeVisible();
  await expect(running.getByTestId(`auction-item-${auction.id}`)).toHaveCount(0);

  // `/`: the auction is among the published auctions (it starts first) and in the promoted "upcoming" column.
  await page.goto('/');
  const item = page.getByTestId('published-auction-grid').getByTestId(`auction-item-${auction.id}`);
  await expect(item).toContainText(auction.auctionNumber);
  await expect(item.getByTestId('auction-status-PUBLISHED')).toBeVisible();
  await expect(item.getByTestId('auction-item-lot-count')).toHaveText('1');
  await expect(page.getByTestId('promoted-upcoming').getByTestId(`auction-item-${auction.id}`)).toBeVisible();
  const announcement = await announcementDownloads(page, item, auction.id);

  // "All published auctions" leads to the list; the search by number finds it, in the list and on the timeline.
  await page.getByTestId('all-published-auctions').click();
  await expect(page).toHaveURL(/\/user_auctions\/published_auctions$/);
  const search = page.getByRole('searchbox', { name: /Numri i ankandit|Auction number/ });
  await search.fill(auction.auctionNumber);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`number=${auction.auctionNumber}`));
  await expect(page.getByTestId('public-auction-grid').getByTestId(`auction-item-${auction.id}`)).toBeVisible();
  await page
    .getByTestId('public-auctions-view')
    .getByText(/Vija kohore|Timeline/)
    .click();
  await expect(page).toHaveURL(/view=timeline/);
  const bar = page.getByTestId(`timeline-bar-${auction.id}`);
  await expect(bar).toHaveAccessibleName(new RegExp(auction.auctionNumber));
  await bar.click();
  await expect(page).toHaveURL(new RegExp(`/user_auctions/auction/${auction.id}$`));

  // `/eauction_home?filter=2`: the lot is among the lots of upcoming auctions; "my auctions" is for signed-in users.
  await page.goto('/eauction_home?filter=2');
  await expect(page.getByTestId('lot-filter').getByRole('radio')).toHaveCount(3);
  const card = page.getByTestId(`lot-card-${lot.id}`);
  await expect(card).toContainText(lot.code);
  await expect(card).toContainText(auction.auctionNumber);
  // Money as the whole portal writes it in Albanian, on the card and in the announcement alike.
  await expect(card.getByTestId('lot-card-price')).toHaveText('2.500,00\u00a0€');
  expect(spaced(announcement)).toContain(spaced('2.500,00\u00a0€'));
  await page
    .getByTestId('lot-filter')
    .getByText(/Në zhvillim|Running/)
    .click();
  await expect(page).toHaveURL(/filter=3/);
  await expect(page.getByTestId(`lot-card-${lot.id}`)).toHaveCount(0);

  // Two open lists: once the scheduler starts the auction, it leaves "published" and enters "running" without reload.
  const published = page;
  await published.goto('/user_auctions/published_auctions');
  await expect(published.getByTestId(`auction-item-${auction.id}`)).toBeVisible();
  expect(Date.now(), 'the checks above ran before the auction started').toBeLessThan(startsAt);
  // The lifecycle job is run (as its schedule would) until it has started the auction, at its start time.
  const admin = await authHeaders(request, 'admin');
  await expect(async () => {
    const run = await request.post('/data/rest/scheduled_jobs/auction_lifecycle/run', { headers: admin });
    expect(run.status()).toBe(200);
    const now = await request.get(`/data/rest/auctions/public/${auction.id}`);
    expect(((await now.json()) as { status: string }).status).toBe('RUNNING');
  }).toPass({ timeout: startsAt - Date.now() + 30_000, intervals: [1_000] });

  const live = running.getByTestId(`auction-item-${auction.id}`);
  await expect(live).toBeVisible({ timeout: 15_000 });
  await expect(live.getByTestId('auction-status-RUNNING')).toBeVisible();
  await expect(published.getByTestId(`auction-item-${auction.id}`)).toHaveCount(0, { timeout: 15_000 });
});
