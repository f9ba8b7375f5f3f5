import { expect, test, type Page } from '@playwright/test';
import { createPublishedAuction } from './auction-setup';
import { expectAccessible } from './axe';
import { signInAs, submittedCase } from './portal-steps';
import { authHeaders } from './support';

// The officer and operator dashboards (ADR 0086): charts with captions and their numbers in tables, each count
// opening the filtered queue; checked with axe and photographed at 1280 and 375 px, in Albanian and English.

async function photograph(page: Page, url: string, ready: () => Promise<void>, name: string) {
  for (const lang of ['sq', 'en'] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(url);
      await ready();
      await expectAccessible(page, `${name} at ${width} px (${lang})`);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-${lang}.png`), fullPage: true });
    }
  }
  await page.context().addCookies([{ name: 'lang', value: 'sq', url: test.info().project.use.baseURL! }]);
}

test('an officer reads the dashboard and follows a figure to the queue filtered as it counts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const portalCase = await submittedCase(request, { subject: 'Paneli: klasifikimi i pompave' });

  await signInAs(page, 'officer');
  await page.goto('/web_portal_processing/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Paneli i zyrtarit' })).toBeVisible();

  const open = page.getByTestId('dashboard-open-table');
  const generalSubmitted = open.getByRole('link', { name: /^Lëndë e përgjithshme, Dorëzuar: \d+$/ });
  await expect(generalSubmitted).toBeVisible();
  await expect(page.getByTestId('dashboard-ageing-table')).toBeVisible();
  await expect(page.getByTestId('dashboard-weeks')).toBeVisible();

  await generalSubmitted.click();
  await expect(page).toHaveURL(/case_queue\?kind=GENERAL&status=SUBMITTED/);
  await expect(page.getByText(portalCase.number)).toBeVisible();

  // The ageing figure opens the queue with its bucket, shown and removable above the list.
  await page.goBack();
  const ageing = page.getByTestId('dashboard-ageing-table').getByRole('link').first();
  await ageing.click();
  await expect(page).toHaveURL(/ageing=/);
  await expect(page.getByTestId('queue-filter-ageing')).toBeVisible();

  await photograph(
    page,
    '/web_portal_processing/dashboard',
    () => expect(page.getByTestId('dashboard-open-table')).toBeVisible(),
    'officer-dashboard',
  );
});

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

  await photograph(
    page,
    `/admin/auctions/dashboard/${auction.id}`,
    () => expect(page.getByTestId('auction-dashboard-lots-table')).toBeVisible(),
    'auction-dashboard',
  );
  await photograph(
    page,
    '/admin/auctions/dashboard',
    () => expect(page.getByTestId('auction-dashboard-picker')).toBeVisible(),
    'auction-dashboard-latest',
  );
});
