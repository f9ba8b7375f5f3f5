import { expect, test } from '@playwright/test';
import { createPublishedAuction } from './auction-setup';
import { authHeaders, expectSignedInAs, signIn } from './support';

test('an operator reads the report of an auction: outcome with totals, participation requests and log', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { auction, lot } = await createPublishedAuction(request, `rep${Date.now()}`);
  const sent = await request.post('/data/rest/auction_participation_requests/request', {
    headers: await authHeaders(request, 'trader'),
    data: { lot: { id: lot.id }, auction: { id: auction.id } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // Cancelled: the lot ends UNSOLD (a finished auction with bids needs the bidding feature).
  const cancelled = await request.post('/data/rest/auctions/cancel', {
    headers: await authHeaders(request, 'operator'),
    data: { id: auction.id },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto(`/admin/auctions/auction_report/${auction.id}`);
  await expect(page.getByTestId('report-header')).toContainText(auction.auctionNumber);
  await expect(page.getByTestId('report-header').getByTestId('auction-status-CANCELLED')).toBeVisible();
  await expect(page.getByTestId('outcome-totals')).toContainText('Lote');
  const lots = page.getByTestId('outcome-lots');
  await expect(lots).toContainText(lot.code);
  await expect(lots.getByTestId('lot-status-UNSOLD')).toBeVisible();
  await expect(page.getByTestId('report-requests')).toContainText('trader');
  await expect(page.getByTestId('report-log')).toContainText('operator');

  // Without an auction the screen says where to open it from; an unknown auction is not found.
  await page.goto('/admin/auctions/auction_report');
  await expect(page.getByTestId('auction-report-screen')).toContainText('listën e ankandeve');
  await page.goto('/admin/auctions/auction_report/999999');
  await expect(page.locator('.ant-result-404')).toBeVisible();

  // Back goes to the auctions list.
  await page.getByTestId('report-back').click();
  await expect(page).toHaveURL(/\/admin\/auctions\/auctions$/);
});
