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

  await photographAccessible(
    page,
    '/web_portal_processing/dashboard',
    () => expect(page.getByTestId('dashboard-open-table')).toBeVisible(),
    'officer-dashboard',
  );
});
