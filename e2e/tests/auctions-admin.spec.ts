import { expect, test } from '@playwright/test';
import { createLot, runAction, typedDate } from './auction-admin-steps';
import { createProducts } from './auction-setup';
import { checkRow, expectSignedInAs, signIn } from './support';

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
  const auctionNumber = await page.getByTestId('auction-number').inputValue();

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
    await checkRow(add, code);
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
  // Its own row, found by its number: the list is paged and other specs' auctions may fill the first page.
  await page.goto(`/admin/auctions/auctions?filter[number]=${auctionNumber}`);
  await runAction(page, auctionId, 'cancel');
  // Its own row: other tests may have cancelled other auctions of the shared demo data.
  const ownRow = page
    .getByTestId('list-table')
    .locator('tr', { has: page.getByTestId(`auction-actions-${auctionId}`) });
  await expect(ownRow.getByTestId('auction-status-CANCELLED')).toBeVisible();
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
