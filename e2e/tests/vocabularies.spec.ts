import { expect, test } from '@playwright/test';
import { expectSignedInAs, signIn } from './support';

test('the administrator imports measurement units from CSV: the bad row is reported, the good rows are listed', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');

  // Through the menu, as a person would.
  // Staff land in the auction system: the platform administration is in the general one.
  await page.getByTestId('system-option-GENERAL').click();
  await page.getByTestId('menu-group-admin_vocabularies').click();
  await page.getByTestId('menu-item-/admin/vocabularies/measurement_units').click();
  await expect(page).toHaveURL(/\/admin\/vocabularies\/measurement_units$/);
  await expect(page.getByTestId('list-screen-measurement_units')).toBeVisible();

  await page.getByTestId('import-open').click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog.getByTestId('import-columns')).toHaveText(
    'code,labelSQ,labelEN,labelSR,active,symbol,symbolEN,symbolSR',
  );
  const csv = [
    'code;labelSQ;labelEN;labelSR;active;symbol;symbolEN;symbolSR',
    'E2E_KG;Kilogram;Kilogram;Kilogram;true;kg;kg;kg',
    'E2E_BAD CODE;;Bad;Loše;true;;;',
    'E2E_L;Litër;Litre;Litar;po;l;l;l',
  ].join('\r\n');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'njesite.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}\r\n`, 'utf8'),
  });
  await dialog.getByTestId('import-submit').click();

  // Albanian is the default language: the report says it in Albanian.
  await expect(dialog.getByTestId('import-saved')).toContainText('Rreshta të ruajtur: 2');
  await expect(dialog.getByTestId('import-saved')).toContainText('Rreshta të refuzuar: 1');
  const refused = dialog.getByTestId('import-refused-row-2');
  await expect(refused).toContainText('E2E_BAD CODE');
  await expect(refused).toContainText('Përdorni vetëm shkronja, shifra dhe _ . -');
  await expect(refused).toContainText('Kjo fushë është e detyrueshme.');
  await dialog.getByTestId('import-close').click();
  await expect(dialog).toBeHidden();

  // The list pages on the server; the filter goes to the URL.
  await page.getByTestId('list-filter-code').fill('E2E_');
  await page.getByTestId('list-search').click();
  await expect(page).toHaveURL(/filter%5Bcode%5D=E2E_/);
  const table = page.getByTestId('list-table');
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(2);
  await expect(table).toContainText('E2E_KG');
  await expect(table).toContainText('Litër');
  await expect(table).not.toContainText('E2E_BAD CODE');
});
