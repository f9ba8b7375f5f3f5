import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { authHeaders, expectSignedInAs, signIn } from './support';

/** A PUBLISHED auction in two days with one lot whose description and goods' place are written in three languages. */
async function publishedLotInThreeLanguages(request: APIRequestContext, stamp: string) {
  const headers = await authHeaders(request, 'operator');
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/data/rest/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const first = async (resource: string) =>
    ((await (await request.get(`/data/rest/${resource}/active`, { headers })).json()) as Array<{ id: number }>)[0].id;
  const product = await post<{ id: number }>('products', {
    nameSQ: `Biçikleta ${stamp}`,
    nameEN: `Bicycles ${stamp}`,
    nameSR: `Bicikli ${stamp}`,
    subcategoryId: await first('product_subcategories'),
    qualityTypeId: await first('quality_types'),
    measurementUnitId: await first('measurement_units'),
    quantity: 12,
    location: 'Magazina doganore Pejë',
    locationEN: 'Peja customs warehouse',
    locationSR: 'Carinsko skladište Peć',
  });
  const lot = await post<{ id: number }>('lots', {
    description: `Biçikleta malore ${stamp}`,
    descriptionEN: `Mountain bicycles ${stamp}`,
    descriptionSR: `Brdski bicikli ${stamp}`,
    startingPrice: 900,
    minimumIncrementAmount: 20,
    guaranteeAmount: 90,
  });
  await post('lots/add_products', { lotId: lot.id, productIds: [product.id] });
  const start = Date.now() + 2 * 86_400_000;
  const auction = await post<{ id: number; auctionNumber: string }>('auctions', {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 3_600_000).toISOString(),
  });
  await post('auctions/add_lots', { auctionNumber: auction.auctionNumber, lots: [lot.id] });
  await post('auctions/publish', { id: auction.id });
  return { auctionId: auction.id, lotId: lot.id };
}

async function inLanguage(page: Page, lang: 'sq' | 'en' | 'sr') {
  await page.getByTestId(`language-option-${lang}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

test('a visitor reads a lot’s description and its goods’ place in the interface language, Albanian where none', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const { auctionId, lotId } = await publishedLotInThreeLanguages(request, stamp);
  await page.goto(`/user_auctions/lot/${auctionId}/${lotId}`);
  await expect(page.getByText(`Biçikleta malore ${stamp}`)).toBeVisible();
  await expect(page.getByText('Magazina doganore Pejë')).toBeVisible();

  await inLanguage(page, 'en');
  await expect(page.getByText(`Mountain bicycles ${stamp}`)).toBeVisible();
  await expect(page.getByText('Peja customs warehouse')).toBeVisible();
  await expect(page.getByText(`Biçikleta malore ${stamp}`)).toHaveCount(0);
  await expect(page.getByText('Magazina doganore Pejë')).toHaveCount(0);
  await expectAccessible(page, 'the public lot page in English');
  await page.screenshot({ path: test.info().outputPath('lot-page-en-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText(`Mountain bicycles ${stamp}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lot-page-en-375.png'), fullPage: true });

  await inLanguage(page, 'sr');
  await expect(page.getByText(`Brdski bicikli ${stamp}`)).toBeVisible();
  await expect(page.getByText('Carinsko skladište Peć')).toBeVisible();
});

test('the operator writes a lot’s description in the three languages in the lot form', async ({ page, request }) => {
  const stamp = String(Date.now()).slice(-6);
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto('/admin/auctions/lots');
  await page.getByTestId('list-new').click();
  const modal = page.getByTestId('lot-edit-modal');
  await expect(modal.getByLabel('Përshkrimi (shqip)')).toBeVisible();
  await modal.getByLabel('Përshkrimi (shqip)').fill(`Rrota ${stamp}`);
  await modal.getByLabel('Përshkrimi (anglisht)').fill(`Wheels ${stamp}`);
  await modal.getByTestId('edit-field-startingPrice').fill('300');
  await modal.getByTestId('edit-field-minimumIncrementAmount').fill('10');
  await modal.getByTestId('edit-field-guaranteeAmount').fill('30');
  await expectAccessible(page, 'the lot form with its three descriptions');
  await page.screenshot({ path: test.info().outputPath('lot-form-sq.png') });
  await page.getByTestId('edit-save').click();
  const dialog = page.getByTestId('lot-products-dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText(/L-\d{4}-\d{4}/);
  const code = ((await dialog.locator('.ant-modal-title').textContent()) ?? '').split('·')[1].trim();

  // Saved as written: English kept, Serbian left empty (the Albanian text stands in for it).
  const headers = await authHeaders(request, 'operator');
  const found = await request.get(`/data/rest/lots/paged?filter[search]=${code}`, { headers });
  const [lot] = ((await found.json()) as { content: Array<Record<string, unknown>> }).content;
  expect(lot).toMatchObject({
    code,
    description: `Rrota ${stamp}`,
    descriptionEN: `Wheels ${stamp}`,
    descriptionSR: null,
  });
});
