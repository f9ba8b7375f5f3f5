import { expect, test } from '@playwright/test';
import { createPublishedAuction, licenceTypeHeldByTrader } from './auction-setup';
import { expectSignedInAs, signIn } from './support';

test('a visitor is asked to sign in; the trader sees the required licence and sends a request', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  const type = await licenceTypeHeldByTrader(request, stamp);
  const { auction, lot } = await createPublishedAuction(request, stamp, { licenseTypeIds: [type.id] });
  const auctionUrl = `/user_auctions/auction/${auction.id}`;

  // A visitor sees the auction, its lot with the required licence type, and the way to sign in.
  await page.goto(auctionUrl);
  const auctionPage = page.getByTestId('auction-page');
  await expect(auctionPage.getByRole('heading', { level: 1 })).toContainText(auction.auctionNumber);
  await expect(page.getByTestId(`auction-item-${auction.id}`).getByTestId('auction-status-PUBLISHED')).toBeVisible();
  const row = page.getByTestId(`lot-row-${lot.id}`);
  await expect(row).toContainText(lot.code);
  await expect(row).toContainText(type.label);
  await expect(page.getByTestId(`lot-request-${lot.id}`)).toHaveCount(0);

  // The products popup shows the lot's product.
  await page.getByTestId(`lot-products-${lot.id}`).click();
  const products = page.getByTestId('lot-products-dialog');
  await expect(products.getByTestId('product-gallery')).toContainText(`Produkt ankandi ${stamp}-1`);
  await page.keyboard.press('Escape');
  await expect(products).toBeHidden();

  // Signing in from the lot comes back to the auction.
  await page.getByTestId(`lot-sign-in-${lot.id}`).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'trader');
  await expect(page).toHaveURL(new RegExp(`${auctionUrl}$`));
  await expectSignedInAs(page, 'trader');

  // The popup shows the lot, the required licence type and the trader's licence covering the auction.
  await page.getByTestId(`lot-request-${lot.id}`).click();
  const dialog = page.getByTestId('lot-registration-dialog');
  await expect(dialog).toContainText(lot.code);
  const required = dialog.getByTestId(`lot-registration-licence-type-${type.id}`);
  await expect(required).toContainText(type.label);
  await expect(required).toHaveAttribute('data-problem', 'NONE');
  await expect(required.getByTestId(`lot-registration-licence-${type.licenceId}`)).toContainText('31.12.2099');
  await expect(dialog.getByTestId('lot-registration-warning')).toHaveCount(0);

  // Sending it: the success toast, the popup closes and the lot shows the request as pending.
  await dialog.getByTestId('lot-registration-send').click();
  await expect(page.getByTestId('toast-success').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId(`lot-request-status-${lot.id}`).getByTestId('participation-status-PENDING'),
  ).toBeVisible();
  await expect(page.getByTestId(`lot-request-${lot.id}`)).toHaveCount(0);

  // The lot page shows the lot, its licence type, its product and the pending request.
  await page.getByTestId(`lot-details-${lot.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/user_auctions/lot/${auction.id}/${lot.id}$`));
  const lotPage = page.getByTestId('lot-page');
  await expect(lotPage.getByRole('heading', { level: 1 })).toContainText(lot.code);
  await expect(lotPage.getByTestId('lot-facts')).toContainText(type.label);
  await expect(lotPage.getByTestId('product-gallery')).toContainText(`Produkt ankandi ${stamp}-1`);
  await expect(lotPage.getByTestId('participation-status-PENDING')).toBeVisible();

  // A lot of another auction is not found under this one.
  await page.goto(`/user_auctions/lot/${auction.id + 100000}/${lot.id}`);
  await expect(page.getByTestId('lot-not-found')).toBeVisible();
  await page.goto('/user_auctions/auction/999999');
  await expect(page.getByTestId('auction-not-found')).toBeVisible();
});

test('the request popup stays open when the screen turns narrow and back (a tablet turned)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now());
  const type = await licenceTypeHeldByTrader(request, stamp);
  const { auction, lot } = await createPublishedAuction(request, stamp, { licenseTypeIds: [type.id] });
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto(`/user_auctions/auction/${auction.id}`);
  await expect(page.getByTestId('auction-lots-table')).toBeVisible();
  await page.getByTestId(`lot-request-${lot.id}`).click();
  const dialog = page.getByTestId('lot-registration-dialog');
  const required = dialog.getByTestId(`lot-registration-licence-type-${type.id}`);
  await expect(required).toBeVisible();

  // The lots become cards below 768 px; the popup, kept by the list, stays.
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.getByTestId('auction-lots-cards')).toBeVisible();
  await expect(required).toBeVisible();
  await expect(dialog).toContainText(lot.code);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId('auction-lots-table')).toBeVisible();
  await expect(required).toBeVisible();

  // Still the same popup: sending works and closes it.
  await dialog.getByTestId('lot-registration-send').click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId(`lot-request-status-${lot.id}`).getByTestId('participation-status-PENDING'),
  ).toBeVisible();
});
