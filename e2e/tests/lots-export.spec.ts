import { Readable } from 'node:stream';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expectExportMenuAccessible } from './axe';
import { downloadListExport, expectSignedInAs, signIn } from './support';

test('a list exports what its filter shows, as CSV and as XLSX, read back with the same rows', async ({ page }) => {
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto('/admin/auctions/lots?sort=code,asc&count=100');
  const table = page.getByTestId('list-table');
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  const codes = await table.locator('tbody tr[data-row-key] td:first-child').allInnerTexts();

  await expectExportMenuAccessible(page, 'the list', 'lots-export-1366-sq.png');

  const csv = await downloadListExport(page, 'csv');
  expect(csv.name).toMatch(/^lots-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records: string[][] = parse(csv.bytes, { bom: true });
  // Albanian headers, the list's rows in its order (every row, also beyond the page).
  expect(records[0][0]).toBe('Kodi i lotit');
  expect(records.slice(1, codes.length + 1).map((r) => r[0])).toEqual(codes);

  const xlsx = await downloadListExport(page, 'xlsx');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(xlsx.bytes));
  const sheet = workbook.worksheets[0];
  expect(sheet.rowCount).toBe(records.length);
  expect(sheet.getRow(2).getCell(1).text).toBe(codes[0]);

  // A filter narrows the file as it narrows the list.
  const first = codes[0];
  await page.goto(`/admin/auctions/lots?filter[search]=${encodeURIComponent(first)}`);
  await expect(table.locator('tbody tr[data-row-key]').first()).toContainText(first);
  const rowsShown = await table.locator('tbody tr[data-row-key]').count();
  const narrowed: string[][] = parse((await downloadListExport(page, 'csv')).bytes, { bom: true });
  expect(narrowed.length - 1).toBe(rowsShown);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: test.info().outputPath('lots-export-375-sq.png'), fullPage: true });
});
