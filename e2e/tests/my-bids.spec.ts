import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, WCAG_TAGS } from './axe';
import { auctionStartingSoon, bidderPage, bidThroughApi } from './bidding-steps';

/** A full-page screenshot into `E2E_SHOTS_DIR`, when set (to look at the screens). */
const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

test('follow a lot, quick-bid with the confirmation, see the position change live on My bids, page the history', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const { auction, lot } = await auctionStartingSoon(request, stamp, 8_000, 10 * 60_000);

  const trader = await bidderPage(browser, { username: 'trader', lang: 'en', auctionId: auction.id });
  const traderLot = trader.getByTestId(`bid-lot-${lot.id}`);
  await expect(traderLot).toHaveAttribute('data-status', 'ACTIVE', { timeout: 40_000 });

  // Follow the lot from the bidding screen: the star is pressed.
  const star = traderLot.getByTestId(`follow-lot-${lot.id}`);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await shot(trader, 'bidding-quick-bid-en-1280');
  await expectAccessible(trader, 'the bidding screen with quick bids', [...WCAG_TAGS, 'best-practice']);

  // +2 steps: the minimum next bid (the starting price) and one increment, through the same confirmation.
  await expect(traderLot.getByTestId('quick-bid-2')).toContainText('€1,050.00');
  await traderLot.getByTestId('quick-bid-2').click();
  await expect(trader.getByTestId('confirm-bid-amount')).toHaveText('€1,050.00');
  await trader.getByTestId('confirm-bid-send').click();
  await expect(trader.getByTestId('confirm-bid-send')).toBeHidden();
  await expect(traderLot.getByTestId('position-leading')).toBeVisible();

  // My bids in another tab: leading.
  const myBids = await trader.context().newPage();
  await myBids.goto('/user_auctions/my_bids');
  const row = myBids.getByTestId(`my-bid-${lot.id}`);
  await expect(row.getByTestId('my-bid-position')).toHaveAttribute('data-position', 'LEADING');
  await expect(row.getByTestId('my-bid-price')).toHaveText('€1,050.00');
  await expect(row).toContainText('(Europe/Tirane)');

  // The person outbids from their own browser: My bids says so without a reload.
  await bidThroughApi(request, 'person', { auctionId: auction.id, lotId: lot.id, amount: 1100 });
  await expect(row.getByTestId('my-bid-position')).toHaveAttribute('data-position', 'OUTBID');
  await expect(row.getByTestId('my-bid-price')).toHaveText('€1,100.00');
  await expectAccessible(myBids, 'My bids', [...WCAG_TAGS, 'best-practice']);
  await shot(myBids, 'my-bids-en-1280');

  // The Followed filter lists the followed lot.
  await myBids.getByText('Followed', { exact: true }).click();
  await expect(row).toBeVisible();

  // Ten more bids: the history pages by ten, newest first, with the chart and its words.
  for (let i = 0; i < 10; i++)
    await bidThroughApi(request, i % 2 === 0 ? 'trader' : 'person', {
      auctionId: auction.id,
      lotId: lot.id,
      amount: 1150 + i * 50,
    });
  await traderLot.getByText('Bid history and price chart').click();
  const history = traderLot.getByTestId(`bid-history-${lot.id}`);
  await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(10);
  await expect(history.locator('tbody tr.ant-table-row').first()).toContainText('#12');
  await expect(history.getByRole('img', { name: /12 bids, from €1,050.00/ })).toBeVisible();
  // The step line itself, drawn once its chunk has loaded (the charting library is loaded on demand).
  await expect(history.locator('.recharts-line-curve')).toBeVisible();
  await history.getByRole('listitem', { name: '2' }).click();
  await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(history.locator('tbody tr.ant-table-row').last()).toContainText('#1');
  await expectAccessible(trader, 'the bid history and chart', [...WCAG_TAGS, 'best-practice']);
  await history.scrollIntoViewIfNeeded();
  await shot(trader, 'bidding-history-chart-en-1280');

  // On a phone the bid bar stays at the bottom of the screen (the trader, outbid by the last bid, in Albanian).
  const phone = await bidderPage(browser, { username: 'trader', lang: 'sq', auctionId: auction.id });
  await phone.setViewportSize({ width: 375, height: 740 });
  const phoneLot = phone.getByTestId(`bid-lot-${lot.id}`);
  await expect(phoneLot).toHaveAttribute('data-status', 'ACTIVE');
  const bar = phoneLot.getByTestId(`bid-bar-${lot.id}`);
  await expect(bar).toBeInViewport();
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(740 + 1);
  await expectAccessible(phone, 'the bidding screen on a phone', [...WCAG_TAGS, 'best-practice']);
  await shot(phone, 'bidding-quick-bid-sq-375');
  await phone.goto('/user_auctions/my_bids');
  await expect(phone.getByTestId(`my-bid-${lot.id}`).getByTestId('my-bid-position')).toHaveAttribute(
    'data-position',
    'OUTBID',
  );
  // The filter's row scrolls within its own width: the page itself never scrolls sideways on a phone.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The option the arrow keys choose is scrolled into the row's view: the last one too.
  const filter = phone.getByTestId('my-bids-filter');
  await filter.locator('input:checked').focus();
  const options = filter.locator('.ant-segmented-item');
  for (let step = 1; step < (await options.count()); step++) await phone.keyboard.press('ArrowRight');
  const last = options.last();
  await expect(last).toHaveClass(/ant-segmented-item-selected/);
  const [filterBox, chosen] = [await filter.boundingBox(), await last.boundingBox()];
  expect(chosen!.x + chosen!.width).toBeLessThanOrEqual(filterBox!.x + filterBox!.width + 1);
  await expectAccessible(phone, 'My bids on a phone', [...WCAG_TAGS, 'best-practice']);
  await shot(phone, 'my-bids-sq-375');

  // The public lot page: the star and the history for a signed-in user.
  await myBids.goto(`/user_auctions/lot/${auction.id}/${lot.id}`);
  await expect(myBids.getByTestId(`follow-lot-${lot.id}`)).toHaveAttribute('aria-pressed', 'true');
  await expect(myBids.getByTestId(`bid-history-${lot.id}`).locator('tbody tr.ant-table-row')).toHaveCount(10);
  await expect(myBids.getByTestId(`bid-history-${lot.id}`).locator('.recharts-line-curve')).toBeVisible();
  await expectAccessible(myBids, 'the lot page with its history', [...WCAG_TAGS, 'best-practice']);
  await shot(myBids, 'lot-page-chart-en-1280');
});
