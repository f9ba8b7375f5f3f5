import { expect, test } from '@playwright/test';
import { photographAccessible } from './axe';
import { signInAs, submittedCase } from './portal-steps';

// The officer's dashboard (ADR 0086): charts with captions and their numbers in tables, each count opening the
// filtered queue; checked with axe and photographed at 1280 and 375 px, in Albanian and English. The operator's
// auction dashboard is in auction-dashboard.spec.ts (the browser tests' auctions lane, ADR 0118).

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

  // Beside its chart a table has the room of its words (the open cases' last column was cut off at 1280 px in
  // English); on a phone a table wider than the card scrolls in a box the keyboard reaches, and a week's two dates
  // stay on one line (they broke inside the year).
  await page.context().addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.goto('/web_portal_processing/dashboard');
  const openBox = page.getByTestId('dashboard-open').locator('.chart-figure__table');
  await expect(openBox.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  expect(await openBox.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
  await page.context().addCookies([{ name: 'lang', value: 'sq', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/web_portal_processing/dashboard');
  const ageingBox = page.getByTestId('dashboard-ageing').locator('.chart-figure__table');
  await expect(ageingBox).toHaveAttribute('role', 'region');
  await expect(ageingBox).toHaveAttribute('tabindex', '0');
  const week = page.getByTestId('dashboard-weeks').locator('tr.ant-table-row td').first();
  await expect(week).toContainText('–');
  const lines = await week.evaluate((cell) => {
    const text = document.createRange();
    text.selectNodeContents(cell);
    return new Set(Array.from(text.getClientRects(), (r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  await page.setViewportSize({ width: 1280, height: 900 });

  await photographAccessible(
    page,
    '/web_portal_processing/dashboard',
    () => expect(page.getByTestId('dashboard-open-table')).toBeVisible(),
    'officer-dashboard',
  );
});
