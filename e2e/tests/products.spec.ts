import { expect, test } from '@playwright/test';
import { chooseFiles, chooseOption, expectSignedInAs, signIn, signOut } from './support';

/** A small valid PNG (1×1) made here, so the test ships no binary file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an operator adds a product with two photos; a visitor finds it in its subcategory with its photo', async ({
  page,
}) => {
  const name = `Kamion E2E ${Date.now()}`;
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');

  await page.goto('/admin/products/products');
  await expect(page.getByTestId('list-screen-products')).toBeVisible();
  await page.getByTestId('list-new').click();
  const modal = page.getByTestId('edit-modal');
  await modal.getByTestId('edit-field-nameSQ').fill(name);
  await modal.getByTestId('edit-field-nameEN').fill('E2E truck');
  await modal.getByTestId('edit-field-nameSR').fill('E2E kamion');
  await chooseOption(page, 'subcategoryId', 'Kamionë');
  await chooseOption(page, 'qualityTypeId', 'E përdorur');
  await chooseOption(page, 'measurementUnitId', 'Copë');
  await modal.getByTestId('edit-field-quantity').fill('2');
  await modal.getByTestId('edit-field-location').fill('Terminali Durrës');
  await page.getByTestId('edit-save').click();

  // A new product goes on to its photos: two at once.
  const photos = page.getByTestId('product-photos-dialog');
  await expect(photos.getByTestId('product-photos-close')).toBeVisible();
  await chooseFiles(photos.locator('input[type=file]'), [
    { name: 'para.png', mimeType: 'image/png', buffer: PNG },
    { name: 'prapa.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(photos.locator('[data-testid^="product-photo-"]')).toHaveCount(2);
  await expect(photos.locator('img[alt="para.png"]')).toBeVisible();
  await photos.getByTestId('product-photos-close').click();
  // The list is sorted by id, so earlier tests' products may fill its first page: find it by name.
  await page.goto(`/admin/products/products?filter[name]=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('list-table')).toContainText(name);
  await signOut(page);

  // A visitor opens the subcategory from the menu.
  await page.goto('/');
  const item = page.locator('[data-testid^="menu-item-/subcategory/"]', { hasText: 'Kamionë' }).first();
  // The visitor's menu is rebuilt once the public navigation arrives after sign-out: retry the
  // opening click until the subcategory's page is shown.
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('menu-group-category.VEHICLES').click();
    await item.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/subcategory\/\d+\/products$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const view = page.getByTestId('products-view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Kamionë');
  const card = view.locator('[data-testid^="product-card-"]', { hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('E përdorur');
  const photo = card.getByTestId('product-card-photo');
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The details show every photo.
  await card.click();
  const detail = page.getByTestId('product-detail-dialog');
  await expect(detail).toContainText('Terminali Durrës');
  await expect(
    detail.locator('img[data-testid="product-detail-photo"], [data-testid="product-detail-photo"] img'),
  ).toHaveCount(2);
});
