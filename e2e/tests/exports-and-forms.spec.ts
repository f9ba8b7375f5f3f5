import { Readable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expectAccessible, expectExportMenuAccessible } from './axe';
import { HOME, signInAs, submittedCase } from './portal-steps';
import { downloadListExport, expectSignedInAs, signIn } from './support';

test('a form with typed data asks before leaving; switching the language keeps the typed data', async ({ page }) => {
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/user/profile');
  const phone = page.getByTestId('profile-phone');
  await phone.fill('+355 69 000 1234');

  // The language changes in place: the same page, no reload, the typed number still there.
  await page.evaluate(() => Object.assign(window, { __stillHere: true }));
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('profile-account-save')).toContainText(/Save/);
  expect(await page.evaluate(() => (window as unknown as { __stillHere?: boolean }).__stillHere)).toBe(true);
  await expect(phone).toHaveValue('+355 69 000 1234');
  await page.screenshot({ path: test.info().outputPath('profile-typed-1366-en.png') });

  // Leaving for another page asks; staying keeps the data.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByTestId('brand').click();
  await expect.poll(() => asked).toContain('not saved');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(phone).toHaveValue('+355 69 000 1234');

  // Leaving anyway goes.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('brand').click();
  await expect(page).not.toHaveURL(/\/user\/profile$/);

  await page.getByTestId('language-option-sq').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
});

test('a deep link opens with its system’s menu, whatever system was chosen before', async ({ page }) => {
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/');
  await page.getByTestId('system-option-AUCTION').click();
  const menu = page.getByTestId('side-menu');
  const selected = page.locator('.system-switcher .ant-segmented-item-selected');
  await expect(selected).toContainText('e-Ankand');
  await expect(menu.getByRole('menuitem', { name: 'e-Ankand' })).toBeVisible();

  // A link from a mail to a customs portal page: its system's menu, not the auction's chosen before.
  await page.goto('/web_portal/my_decisions');
  await expect(selected).toContainText('e-Sportel');
  await expect(menu.getByRole('menuitem', { name: 'e-Ankand' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('deep-link-1366-sq.png') });

  // And back: an auction page brings the auction's menu.
  await page.goto('/user_auctions/published_auctions');
  await expect(selected).toContainText('e-Ankand');
  await expect(menu.getByRole('menuitem', { name: 'e-Ankand' })).toBeVisible();
});

test('the officer’s queue exports what its filter shows, with the queue’s own filters, read back', async ({ page }) => {
  await signIn(page, 'officer');
  await expectSignedInAs(page, 'officer');
  await page.goto('/web_portal_processing/case_queue?status=ALL&count=50');
  const links = page.locator('[data-testid^="queue-link-"]');
  await expect(links.first()).toBeVisible();
  const numbers = await links.allInnerTexts();
  const numberHeader = (await page.locator('.ant-table-thead th').first().innerText()).trim();

  await expectExportMenuAccessible(page, 'the case queue', 'queue-export-1366-sq.png');

  const csv = await downloadListExport(page, 'csv');
  expect(csv.name).toMatch(/^case-queue-\d{4}-\d{2}-\d{2}\.csv$/);
  const records: string[][] = parse(csv.bytes, { bom: true });
  // The screen's header in the reader's language, the queue's rows in its order (all of them, also past the page).
  expect(records[0][0]).toBe(numberHeader);
  expect(records.slice(1, numbers.length + 1).map((r) => r[0])).toEqual(numbers);
  for (const row of records.slice(1)) expect(row[7]).toMatch(/^(\d{2}\.\d{2}\.\d{4} \d{2}:\d{2})?$/);

  const xlsx = await downloadListExport(page, 'xlsx');
  expect(xlsx.name).toMatch(/^case-queue-.+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(xlsx.bytes));
  const sheet = workbook.worksheets[0];
  expect(sheet.rowCount).toBe(records.length);
  expect(sheet.getRow(2).getCell(1).text).toBe(numbers[0]);

  // The queue's own filter narrows the file as it narrows the screen.
  await page.goto(`/web_portal_processing/case_queue?number=${encodeURIComponent(numbers[0])}`);
  await expect(links.first()).toHaveText(numbers[0]);
  const shown = await links.allInnerTexts();
  const narrowed: string[][] = parse((await downloadListExport(page, 'csv')).bytes, { bom: true });
  expect(narrowed.slice(1).map((r) => r[0])).toEqual(shown);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('list-export')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('queue-export-375-sq.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByTestId('language-option-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('list-export').click();
  await expect(page.getByTestId('export-csv')).toHaveText('CSV (comma-separated)');
  await page.screenshot({ path: test.info().outputPath('queue-export-1366-en.png') });
  await page.keyboard.press('Escape');
  await page.getByTestId('language-option-sq').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sq');
});

test('My cases, My participation requests and My decisions offer the export of what their lists show', async ({
  page,
}) => {
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/web_portal/web_portal_home_page?status=SUBMITTED&count=50');
  const links = page.locator('[data-testid^="case-link-"]');
  await expect(links.first()).toBeVisible();
  const numbers = await links.allInnerTexts();
  const csv = await downloadListExport(page, 'csv');
  expect(csv.name).toMatch(/^my-cases-\d{4}-\d{2}-\d{2}\.csv$/);
  const records: string[][] = parse(csv.bytes, { bom: true });
  expect(records.slice(1).map((r) => r[0])).toEqual(numbers);
  await expectExportMenuAccessible(page, 'My cases', 'my-cases-export-1366-sq.png');

  await page.goto('/user_auctions/requests');
  await expect(page.getByTestId('participation-my-screen')).toBeVisible();
  const requests: string[][] = parse((await downloadListExport(page, 'csv')).bytes, { bom: true });
  expect(requests[0].length).toBe(5);
  await page.screenshot({ path: test.info().outputPath('my-requests-export-1366-sq.png') });

  await page.goto('/web_portal/my_decisions');
  await expect(page.getByTestId('my-decisions')).toBeVisible();
  await expect(page.getByTestId('list-export')).toBeVisible();
  await expectAccessible(page, 'My decisions with its export');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('my-decisions-export-375-sq.png'), fullPage: true });
});

test('a page prints without the menus and buttons, its tables whole', async ({ page, request }) => {
  const filed = await submittedCase(request, { subject: 'Printing a case' });
  await signInAs(page, 'trader');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${HOME}?status=SUBMITTED`);
  await expect(page.getByText(filed.number).first()).toBeVisible();
  const table = page.locator('.ant-table-content').first();
  await expect(table).toBeVisible();
  await expect(page.locator('.app-sider')).toBeVisible();
  // On paper: no header, side menu, footer or button; the table out of its scroll box, as wide as it needs.
  await page.emulateMedia({ media: 'print' });
  for (const part of ['.app-header', '.app-sider', '.app-footer']) await expect(page.locator(part)).toBeHidden();
  await expect(page.locator('.ant-btn:visible')).toHaveCount(0);
  await expect(table).toHaveCSS('overflow-x', 'visible');
  // A subject clipped on screen is printed whole.
  await expect(page.locator('.clipped-text').first()).toHaveCSS('text-overflow', 'clip');
  await expect(page.getByText(filed.number).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('my-cases-print.png'), fullPage: true });
  // On screen again, as it was.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.app-sider')).toBeVisible();
});
