import { expect, test } from '@playwright/test';
import { axeFindings } from './axe';
import { fillCaseForm, HOME, openCaseTab, openedCase, signInAs, switchUser } from './portal-steps';

/**
 * The tariff: the authority imports a national 10-digit line into the customs tariff; in a movement certificate's
 * goods line a code typed with spaces is normalised and accepted when its HS subheading is known, a code of five
 * digits is refused on the field, and the code field's picker finds entries by words (HS and the imported line).
 */
test('the tariff: a national line imported, codes normalised and checked, the picker searching by words', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const findings: string[] = [];

  // The officer imports a national line of 0101 29 (and a bad row, reported).
  await signInAs(page, 'officer');
  await page.goto('/web_portal_administration/tariffs');
  await expect(page.getByTestId('list-screen-tariffs')).toBeVisible();
  await page.getByTestId('import-open').click();
  const dialog = page.getByTestId('import-dialog');
  const csv = [
    'code;labelSQ;labelEN;labelSR',
    '0101 29 10 10;Kuaj për gara;Racing horses;Trkački konji',
    '12345;X;X;X',
  ];
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'tarifa.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv.join('\r\n')}\r\n`, 'utf8'),
  });
  await dialog.getByTestId('import-submit').click();
  await expect(dialog.getByTestId('import-saved')).toContainText('Rreshta të ruajtur: 1');
  await expect(dialog.getByTestId('import-saved')).toContainText('Rreshta të refuzuar: 1');
  findings.push(...(await axeFindings(page, 'tariff import dialog')));
  await page.keyboard.press('Escape');

  // The trader's movement certificate: a goods line.
  await switchUser(page, 'trader');
  await page.goto(`${HOME}/create_movement_certificate_case`);
  await fillCaseForm(page, 'movement-case-form', { subType: 'Certifikata EUR.1', subject: `Kuaj ${Date.now()}` });
  await openedCase(page, 'movement_certificate', '\\?recordsTab=4$');
  await openCaseTab(page, 'Mallrat');
  const goods = page.getByTestId('movement-goods');
  await page.getByTestId('movement-goods-add').click();
  const goodsDialog = page.getByTestId('movement-goods-dialog');
  await page.getByTestId('movement-goods-description').fill('Kuaj race');
  const code = page.getByTestId('movement-goods-tariffCode');
  // The picker's shown suggestions (its role=option elements are the list read to screen readers, not shown).
  const suggestion = (text: RegExp) =>
    page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

  // Words find HS subheadings (English labels) and the imported national line (its Albanian label).
  await code.fill('horses');
  await expect(suggestion(/^0101 21 00 · Horses; live, pure-bred/)).toBeVisible();
  findings.push(...(await axeFindings(page, 'goods dialog with the tariff picker')));
  await code.fill('kuaj gara');
  await expect(suggestion(/^0101 29 10 10 · Kuaj për gara/)).toBeVisible();

  // Five digits: refused on the field, nothing saved.
  await code.fill('12345');
  await page.getByTestId('movement-goods-dialog-save').click();
  const codeItem = goodsDialog.locator('.ant-form-item').filter({ has: code });
  await expect(codeItem).toContainText('Kodi tarifor ka 8 ose 10 shifra');

  // Typed with spaces, under a known subheading: normalised and accepted.
  await code.fill('0101 21 00');
  await page.getByTestId('movement-goods-dialog-save').click();
  await expect(goods.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(goods.locator('tbody tr.ant-table-row').first()).toContainText('01012100');

  expect(findings).toEqual([]);
});
