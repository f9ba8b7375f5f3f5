import { expect, test, type Page } from '@playwright/test';
import { createProducts } from './auction-setup';
import { expectSignedInAs, signIn } from './support';

/** Creates a lot through the lots screen and puts one product into it; answers the lot's code. */
async function createLot(page: Page, description: string, productName: string): Promise<string> {
  await page.getByTestId('list-new').click();
  const modal = page.getByTestId('lot-edit-modal');
  await modal.getByTestId('edit-field-description').fill(description);
  await modal.getByTestId('edit-field-startingPrice').fill('1500');
  await modal.getByTestId('edit-field-minimumIncrementAmount').fill('50');
  await modal.getByTestId('edit-field-guaranteeAmount').fill('100');
  await page.getByTestId('edit-save').click();

  // A new lot goes on to its products.
  const dialog = page.getByTestId('lot-products-dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText(/L-\d{4}-\d{4}/);
  const code = ((await dialog.locator('.ant-modal-title').textContent()) ?? '').split('·')[1].trim();
  expect(code).toMatch(/^L-\d{4}-\d{4}$/);
  const choose = dialog.getByTestId('lot-products-choose');
  await expect(async () => {
    await choose.click();
    await choose.locator('input').fill(productName);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: productName })
      .click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await dialog.getByTestId('lot-products-add').click();
  await expect(dialog.getByTestId('lot-products-table')).toContainText(productName);
  await dialog.getByTestId('lot-products-close').click();
  await expect(page.getByTestId('list-table')).toContainText(code);
  return code;
}

/** DD-MM-YYYY HH:mm, days from now (typed as the spec's date input takes it). */
function typedDate(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} 10:00`;
}

async function runAction(page: Page, auctionId: string, action: string) {
  await expect(async () => {
    if (!(await page.getByTestId(`auction-action-${action}`).isVisible())) {
      await page.getByTestId(`auction-actions-${auctionId}`).click();
    }
    await page.getByTestId(`auction-action-${action}`).click({ timeout: 2_000 });
    await expect(page.getByTestId(`auction-${action}-dialog`).getByTestId('auction-command-ok')).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId('auction-command-ok').click();
}

test('an operator builds an auction of two lots, publishes it, cancels it and duplicates it', async ({
  page,
  request,
}) => {
  // A long journey on a machine shared with other builds.
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const [productA, productB] = (await createProducts(request, stamp)).map((p) => p.name);
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');

  await page.goto('/admin/auctions/lots');
  await expect(page.getByTestId('list-screen-lots')).toBeVisible();
  const lotA = await createLot(page, `Lot i parë ${stamp}`, productA);
  const lotB = await createLot(page, `Lot i dytë ${stamp}`, productB);

  // A new auction: only the info tab is open until it is saved.
  await page.goto('/admin/auctions/auctions');
  await page.getByTestId('list-new').click();
  await expect(page.getByTestId('auction-edit-screen')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lotet' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('edit-field-startDate').fill(typedDate(3));
  await page.getByTestId('edit-field-endDate').fill(typedDate(4));
  await page.getByTestId('edit-field-notes').click();
  await page.getByTestId('auction-save').click();
  await expect(page).toHaveURL(/\/admin\/auctions\/auctions\/\d+/);
  const auctionId = /auctions\/(\d+)/.exec(page.url())![1];
  await expect(page.getByTestId('auction-number')).toHaveValue(/^A-\d{4}-\d{4}$/);

  // Instructions in three languages.
  await page.getByTestId('auction-tab-description').click();
  await expect(page).toHaveURL(/tab=2/);
  for (const [lang, text] of [
    ['EN', 'Inspect the goods before bidding.'],
    ['SQ', 'Kontrolloni mallin para ofertës.'],
    ['SR', 'Pregledajte robu pre licitiranja.'],
  ]) {
    await page.getByTestId(`auction-instruction-${lang}`).locator('[contenteditable=true]').fill(text);
  }
  await page.getByTestId('auction-description-save').click();
  await expect(page.locator('.ant-notification')).toContainText('Regjistrimi u ruajt');
  await page.reload();
  await expect(page.getByTestId('auction-instruction-SR')).toContainText('Pregledajte robu pre licitiranja.');

  // Both lots, the second in part 2.
  await page.getByTestId('auction-tab-lots').click();
  await page.getByTestId('auction-add-lots').click();
  const add = page.getByTestId('add-lots-dialog');
  for (const code of [lotA, lotB]) {
    await add.locator('tr', { hasText: code }).locator('input[type=checkbox]').check();
  }
  await add.getByTestId('add-lots-ok').click();
  const lots = page.getByTestId('auction-lots-table');
  await expect(lots).toContainText(lotA);
  await expect(lots).toContainText(lotB);
  await page.getByTestId(`lot-part-${lotB}`).click();
  await page.getByTestId('lot-part-input').fill('2');
  await page.getByTestId('lot-part-ok').click();
  // Columns: code, description, starting price, products, part.
  await expect(lots.locator('tr', { hasText: lotB }).locator('td').nth(4)).toHaveText('2');
  await expect(lots.locator('tr', { hasText: lotA }).locator('td').nth(4)).toHaveText('1');

  // Publish, then cancel; the status words are the toasts.
  await runAction(page, auctionId, 'publish');
  await expect(page.getByTestId('auction-status-PUBLISHED')).toBeVisible();
  await expect(page.locator('.ant-notification')).toContainText('Shpallur');
  await page.getByTestId('auction-back').click();
  await expect(page.getByTestId('list-table')).toContainText('Shpallur');
  await runAction(page, auctionId, 'cancel');
  await expect(page.getByTestId('list-table').getByTestId('auction-status-CANCELLED')).toBeVisible();
  await expect(page.locator('.ant-notification')).toContainText('Anuluar');

  // A duplicate gets new dates; the unsold lots still hold their products, so both are listed as failed.
  await page.getByTestId(`auction-actions-${auctionId}`).click();
  await page.getByTestId('auction-action-duplicate').click();
  const duplicate = page.getByTestId('auction-duplicate-dialog');
  await duplicate.getByTestId('edit-field-startDate').fill(typedDate(5));
  await duplicate.getByTestId('edit-field-endDate').fill(typedDate(6));
  await duplicate.getByTestId('auction-copy-ok').click();
  await expect(page.locator('.ant-notification')).toContainText('Ankandi u kopjua.');
  const failed = duplicate.getByTestId('copy-failed-lots');
  await expect(failed).toContainText(lotA);
  await expect(failed).toContainText(lotB);
  await duplicate.getByTestId('copy-open').click();
  await expect(page.getByTestId('auction-edit-screen')).toBeVisible();
  await expect(page.getByTestId('auction-status-CREATED')).toBeVisible();
});
