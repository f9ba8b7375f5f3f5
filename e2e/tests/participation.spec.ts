import { expect, test } from '@playwright/test';
import { createPublishedAuction } from './auction-setup';
import { authHeaders, expectSignedInAs, signIn, signOut } from './support';

test('an operator approves a trader’s participation request and the trader sees it approved', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { auction, lot } = await createPublishedAuction(request, String(Date.now()));

  // The trader asks to take part (the lot registration popup is another screen).
  const trader = await authHeaders(request, 'trader');
  const sent = await request.post('/data/rest/auction_participation_requests/request', {
    headers: trader,
    data: { lot: { id: lot.id }, auction: { id: auction.id } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const requestId = ((await sent.json()) as { id: number }).id;

  // The operator finds it by the auction in the list (the filter is in the address) and opens it.
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto(`/admin/auctions/auction_participation_requests?filter[auction]=${auction.id}`);
  const table = page.getByTestId('list-table');
  await expect(table).toContainText(auction.auctionNumber);
  await expect(table).toContainText(lot.code);
  await expect(table.getByTestId('participation-status-PENDING')).toBeVisible();
  await page.getByTestId(`row-open-${requestId}`).click();
  await expect(page).toHaveURL(new RegExp(`/auction_participation_requests/${requestId}\\?`));

  // The drawer shows the request, the user's guarantees and licences, and the log.
  const drawer = page.getByTestId('participation-drawer');
  await expect(drawer.getByTestId('participation-summary')).toContainText(lot.code);
  await expect(drawer.getByTestId('participation-user-details')).toContainText('trader');
  await expect(drawer.getByTestId('participation-guarantee-summary')).toBeVisible();
  await expect(drawer.getByTestId('participation-log')).toContainText('trader');
  await drawer.getByTestId('participation-approve').click();
  await page.getByTestId('participation-approve-confirm').click();
  await expect(page.locator('.ant-notification-notice')).toContainText('Miratuar');
  await expect(drawer.getByTestId('participation-summary').getByTestId('participation-status-APPROVED')).toBeVisible();
  await expect(drawer.getByTestId('participation-approve')).toHaveCount(0);
  await expect(drawer.getByTestId('participation-reject')).toHaveCount(0);
  // Closing the drawer keeps the list's filter; the list shows the decision.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/auction_participation_requests\?filter/);
  await expect(table.getByTestId('participation-status-APPROVED')).toBeVisible();
  await signOut(page);

  // The trader sees the decision in their own list, and may no longer withdraw.
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/user_auctions/requests');
  const mine = page.getByTestId('participation-my-table');
  const row = mine.locator('tr', { hasText: auction.auctionNumber });
  await expect(row).toContainText(lot.code);
  await expect(row.getByTestId('participation-status-APPROVED')).toBeVisible();
  await expect(page.getByTestId(`participation-withdraw-${requestId}`)).toHaveCount(0);
  await page.getByTestId(`participation-open-${requestId}`).click();
  await expect(page.getByTestId('participation-drawer').getByTestId('participation-summary')).toContainText(
    auction.auctionNumber,
  );
});
