import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  addRequiredApplication,
  fillCaseForm,
  HOME,
  officerApproves,
  openCaseTab,
  openedCase,
  saved,
  signInAs,
  startNewCase,
  submitCase,
} from './portal-steps';
import { caseNumberOnScreen, chooseSelectOption } from './support';

/**
 * My decisions (ADR 0078): the trader files an authorization case and the officer approves it; the trader finds the
 * portal's decision and the authorization in My decisions, with the case, the issue day and the validity as
 * DD.MM.YYYY, the status as a tag with text and the PDF; filtered by kind. Checked with axe at 1366 px in English
 * and at 375 px in Albanian; the counter's menu leads there.
 */

const MY_DECISIONS = '/web_portal/my_decisions';

test('an approved authorization shows in the party’s My decisions with its decision, validity and PDF', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const subject = `Depo për regjistrin ${Date.now()}`;

  await signInAs(page, 'trader');
  await page.goto(HOME);
  await startNewCase(page, 'authorization', 'create_authorization_case');
  await fillCaseForm(page, 'authorization-case-form', { subType: 'Autorizim i ri', subject });
  const id = await openedCase(page, 'authorization');
  const number = await caseNumberOnScreen(page, 'AUT');
  await openCaseTab(page, 'Autorizimi');
  await chooseSelectOption(page, page.getByTestId('authorization-type'), 'Depo doganore');
  await page.getByTestId('authorization-location').fill('Magazina 7, Prishtinë');
  await page.getByTestId('authorization-save').click();
  await expect(saved(page)).toBeVisible();
  // Goods by a tariff code in force.
  await page.getByTestId('tariff-entry').locator('input').first().fill('8471 30 00');
  await page.getByTestId('tariff-quantity').fill('3');
  await page.getByTestId('tariff-value').fill('1200');
  await page.getByTestId('tariff-description').fill('Laptopë');
  await page.getByTestId('tariff-add').click();
  await expect(page.getByTestId('tariff-lines').locator('tbody tr', { hasText: '84713000' })).toBeVisible();
  await addRequiredApplication(page, 'Aplikacioni për autorizim', 'AUTHORIZATION_APPLICATION');
  await submitCase(page, 'authorization', id);
  await officerApproves(
    page,
    { screen: 'authorization', id, number, filer: 'trader' },
    { type: 'Vendim për vlerësimin doganor', reasoning: 'Kushtet plotësohen.' },
  );

  // The counter's menu leads to My decisions.
  await page.context().addCookies([{ name: 'systemToken', value: 'COUNTER', url: new URL(page.url()).origin }]);
  await page.goto('/ecounter_home');
  const group = page.locator('[data-testid="menu-group-web_portal"] > .ant-menu-submenu-title');
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.getByTestId(`menu-item-${MY_DECISIONS}`).click();
  await expect(page).toHaveURL(new RegExp(`${MY_DECISIONS}$`));

  // At 375 px in Albanian, as cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(MY_DECISIONS);
  await expect(page.getByRole('heading', { name: 'Vendimet e mia' })).toBeVisible();
  await chooseSelectOption(page, page.getByTestId('decisions-kind-filter'), 'Autorizim');
  const card = page.locator('[data-testid^="decision-card-AUTHORIZATION-"]', { hasText: number });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('decision-status-VALID')).toHaveText('E vlefshme');
  // Days as DD.MM.YYYY, never ISO.
  await expect(card).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
  await expect(card).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await expectAccessible(page, 'My decisions at 375 px (sq)');
  await page.screenshot({ path: test.info().outputPath('my-decisions-375-sq.png'), fullPage: true });

  // In English at 1366 px: the decision and the authorization of the case, both linking to it, with their PDFs.
  await page.context().addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(MY_DECISIONS);
  await expect(page.getByRole('heading', { name: 'My decisions' })).toBeVisible();
  const table = page.getByTestId('decisions-table');
  const rows = table.locator('tbody tr', { hasText: number });
  await expect(rows).toHaveCount(2);
  const decision = table.locator('tbody tr', { hasText: `DP-${number}` });
  await expect(decision).toContainText('Decision');
  await expect(decision).toContainText('No expiry');
  await expect(decision.getByTestId('decision-status-VALID')).toHaveText('Valid');
  const authorization = rows.filter({ hasText: 'Authorization' });
  await expect(authorization).toContainText(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
  await expect(authorization.getByRole('button', { name: /Download the PDF of/ })).toBeVisible();
  await expectAccessible(page, 'My decisions at 1366 px (en)');
  await page.screenshot({ path: test.info().outputPath('my-decisions-1366-en.png'), fullPage: true });
  // The table fits the screen: nothing scrolls sideways.
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
  // Nor within the table: no column is cut.
  const wider = await table.locator('.ant-table-content').evaluate((e) => e.scrollWidth - e.clientWidth);
  expect(wider, 'how much wider the table is than its place').toBeLessThanOrEqual(0);

  // The PDF downloads; the case link opens the case.
  const download = page.waitForEvent('download');
  await authorization.getByRole('button', { name: /Download the PDF of/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await decision.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/view_authorization_case/${id}`));
});
