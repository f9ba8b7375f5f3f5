import { expect, test } from '@playwright/test';
import { createPublishedAuction } from './auction-setup';
import { photographAccessible } from './axe';
import { signInAs } from './portal-steps';
import { authHeaders } from './support';

// The operator's auction dashboard (ADR 0086): an auction's figures, checked with axe and photographed at 1280 and
// 375 px, in Albanian and English.

test('an operator reads an auction’s figures on the auction dashboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { auction, lot } = await createPublishedAuction(request, `dash${Date.now()}`);
  const cancelled = await request.post('/data/rest/auctions/cancel', {
    headers: await authHeaders(request, 'operator'),
    data: { id: auction.id },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signInAs(page, 'operator');
  await page.goto('/admin/auctions/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Paneli i ankandeve' })).toBeVisible();
  await page.goto(`/admin/auctions/dashboard/${auction.id}`);
  const totals = page.getByTestId('auction-dashboard-totals');
  await expect(totals).toContainText('1 lote');
  await expect(page.getByTestId('auction-dashboard-lots-table')).toContainText(lot.code);

  await photographAccessible(
    page,
    `/admin/auctions/dashboard/${auction.id}`,
    () => expect(page.getByTestId('auction-dashboard-lots-table')).toBeVisible(),
    'auction-dashboard',
  );
  await photographAccessible(
    page,
    '/admin/auctions/dashboard',
    () => expect(page.getByTestId('auction-dashboard-picker')).toBeVisible(),
    'auction-dashboard-latest',
  );
});
