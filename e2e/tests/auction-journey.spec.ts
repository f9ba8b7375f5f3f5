import { expect, test, type Page } from '@playwright/test';
import { createLot, runAction, showLotInList, typedDateTime } from './auction-admin-steps';
import { createProducts, licenceTypeHeldByTrader } from './auction-setup';
import { pdfText } from './pdf-text';
import { checkRow, expectSignedInAs, signIn, signOut } from './support';

/** Adds a licence type to a lot through the lots screen's licence types dialog. */
async function requireLicence(page: Page, lotCode: string, licenceLabel: string) {
  await showLotInList(page, lotCode);
  await page
    .getByTestId('list-table')
    .locator('tr', { hasText: lotCode })
    .locator('[data-testid^="row-licenses-"]')
    .click();
  const dialog = page.getByTestId('lot-license-types-dialog');
  const choose = dialog.getByTestId('lot-license-types-choose');
  await expect(async () => {
    await choose.click();
    await choose.locator('input').fill(licenceLabel);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: licenceLabel })
      .click({ timeout: 2_000 });
    await expect(dialog.getByTestId('lot-license-types-add')).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await dialog.getByTestId('lot-license-types-add').click();
  await expect(dialog.getByTestId('lot-license-types-table')).toContainText(licenceLabel);
  await dialog.getByTestId('lot-license-types-close').click();
}

test('an auction from building to its start: announcement, participation request, approval, live start', async ({
  page,
  browser,
  request,
}) => {
  // The auction starts on its own a few minutes after the test begins: the journey waits for it.
  test.setTimeout(360_000);
  const stamp = String(Date.now());
  const [productA, productB] = await createProducts(request, stamp);
  const licence = await licenceTypeHeldByTrader(request, stamp);

  // The operator makes two lots; the first requires the licence type.
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto('/admin/auctions/lots');
  await expect(page.getByTestId('list-screen-lots')).toBeVisible();
  const lotA = await createLot(page, `Lot me licencë ${stamp}`, productA.name);
  const lotB = await createLot(page, `Lot pa licencë ${stamp}`, productB.name);
  await requireLicence(page, lotA, licence.label);

  // The auction starts at the first whole minute at least two and a half minutes from now.
  const startsAt = new Date(Math.ceil((Date.now() + 150_000) / 60_000) * 60_000);
  await page.goto('/admin/auctions/auctions');
  await page.getByTestId('list-new').click();
  await page.getByTestId('edit-field-startDate').fill(typedDateTime(startsAt));
  await page.getByTestId('edit-field-endDate').fill(typedDateTime(new Date(startsAt.getTime() + 86_400_000)));
  await page.getByTestId('edit-field-notes').click();
  await page.getByTestId('auction-save').click();
  await expect(page).toHaveURL(/\/admin\/auctions\/auctions\/\d+/);
  const auctionId = /auctions\/(\d+)/.exec(page.url())![1];
  const auctionNumber = await page.getByTestId('auction-number').inputValue();

  // Instructions in the three languages, then both lots.
  await page.getByTestId('auction-tab-description').click();
  const instructions = {
    EN: 'Inspect the goods before bidding.',
    SQ: 'Kontrolloni mallin para ofertës; çmimi përfshin TVSH-në.',
    SR: 'Pregledajte robu pre licitiranja; cena uključuje PDV, račun se izdaje odmah.',
  };
  for (const [lang, text] of Object.entries(instructions)) {
    await page.getByTestId(`auction-instruction-${lang}`).locator('[contenteditable=true]').fill(text);
  }
  await page.getByTestId('auction-description-save').click();
  await expect(page.locator('.ant-notification')).toContainText('Regjistrimi u ruajt');
  await page.getByTestId('auction-tab-lots').click();
  await page.getByTestId('auction-add-lots').click();
  const add = page.getByTestId('add-lots-dialog');
  for (const code of [lotA, lotB]) await checkRow(add, code);
  await add.getByTestId('add-lots-ok').click();
  await expect(page.getByTestId('auction-lots-table')).toContainText(lotB);

  // Publish; the announcement is there to download on the info tab, in Albanian, with both lots.
  await runAction(page, auctionId, 'publish');
  await expect(page.getByTestId('auction-status-PUBLISHED')).toBeVisible();
  await page.getByTestId('auction-tab-info').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('announcement-last').click();
  const announcement = await (await downloading).path();
  const text = await pdfText(announcement);
  expect(text).toContain(auctionNumber);
  expect(text).toContain(lotA);
  expect(text).toContain(lotB);
  expect(text).toContain('ofertës');
  expect(text).toContain(licence.label);
  await signOut(page);

  // A visitor keeps the published and the running lists open.
  const visitor = await browser.newContext({ locale: 'sq-AL' });
  const published = await visitor.newPage();
  await published.goto('/user_auctions/published_auctions');
  await expect(published.getByTestId(`auction-item-${auctionId}`)).toBeVisible();
  const running = await visitor.newPage();
  await running.goto('/user_auctions/running_auctions');
  await expect(running.getByTestId('public-auctions-running')).toBeVisible();
  await expect(running.getByTestId(`auction-item-${auctionId}`)).toHaveCount(0);

  // The trader opens the auction, sees the licence the first lot requires and their own, and asks to take part.
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(`/user_auctions/auction/${auctionId}`);
  const lotRow = page.locator('[data-testid^="lot-row-"]', { hasText: lotA });
  await expect(lotRow).toContainText(licence.label);
  await lotRow.locator('[data-testid^="lot-request-"]').click();
  const dialog = page.getByTestId('lot-registration-dialog');
  const required = dialog.getByTestId(`lot-registration-licence-type-${licence.id}`);
  await expect(required).toContainText(licence.label);
  await expect(required.getByTestId(`lot-registration-licence-${licence.licenceId}`)).toContainText('31.12.2099');
  await dialog.getByTestId('lot-registration-send').click();
  await expect(dialog).toBeHidden();
  await expect(lotRow.getByTestId('participation-status-PENDING')).toBeVisible();
  await signOut(page);

  // The operator approves the request.
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto(`/admin/auctions/auction_participation_requests?filter[auction]=${auctionId}`);
  const requests = page.getByTestId('list-table');
  await expect(requests).toContainText(lotA);
  await requests.locator('[data-testid^="row-open-"]').first().click();
  const drawer = page.getByTestId('participation-drawer');
  await drawer.getByTestId('participation-approve').click();
  await page.getByTestId('participation-approve-confirm').click();
  await expect(drawer.getByTestId('participation-summary').getByTestId('participation-status-APPROVED')).toBeVisible();

  // Nobody triggers anything: the scheduler starts the auction at its start time and both open lists follow live.
  expect(Date.now(), 'the steps above finished before the start').toBeLessThan(startsAt.getTime());
  const startWait = startsAt.getTime() - Date.now() + 45_000;
  const live = running.getByTestId(`auction-item-${auctionId}`);
  await expect(live).toBeVisible({ timeout: startWait });
  await expect(live.getByTestId('auction-status-RUNNING')).toBeVisible();
  await expect(published.getByTestId(`auction-item-${auctionId}`)).toHaveCount(0, { timeout: 15_000 });
  await visitor.close();
});
