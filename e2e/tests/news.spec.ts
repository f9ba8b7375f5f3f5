import { expect, test } from '@playwright/test';
import { tinyPdf } from './files';
import { authHeaders, expectSignedInAs, signIn } from './support';

test('an operator publishes news with a PDF; a visitor reads it on the auction home, downloads the file, and is told when a news item has none', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto('/admin/auctions/auction_news');
  await expect(page.getByTestId('list-screen-auction_news')).toBeVisible();

  // A new news item; saving it goes on to its files.
  await page.getByTestId('list-new').click();
  const modal = page.getByTestId('edit-modal');
  await modal.getByTestId('edit-field-titleSQ').fill(`Ankand i ri ${stamp}`);
  await modal.getByTestId('edit-field-titleEN').fill(`New auction ${stamp}`);
  await modal.getByTestId('edit-field-titleSR').fill(`Nova aukcija ${stamp}`);
  await modal.getByTestId('edit-field-bodySQ').locator('[contenteditable=true]').click();
  await page.keyboard.type('Makina dhe pajisje nga doganat.');
  await page.getByTestId('edit-save').click();
  await expect(modal).toBeHidden();

  const dialog = page.getByTestId('news-files-dialog');
  await expect(dialog).toContainText('pdf');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'e2e-news.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(dialog).toContainText('e2e-news.pdf');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Publish it from its row.
  const row = page.getByTestId('list-table').getByRole('row', { name: new RegExp(`Ankand i ri ${stamp}`) });
  await row.getByTestId(/^row-publish-\d+$/).click();
  await page.getByTestId('news-publish-ok').click();
  // The publish's own notice (the create's "record saved" may still be showing above it).
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Shpallur' })).toBeVisible();
  await expect(row.getByTestId(/^news-status-\d+$/)).toHaveText('Publikuar');

  // A second, newer item without a file, set up through the API.
  const headers = await authHeaders(page.request, 'operator');
  const bare = await page.request.post('/data/rest/auction_news', {
    headers,
    data: { titleSQ: `Pa dokument ${stamp}`, titleEN: `No file ${stamp}`, titleSR: `Bez datoteke ${stamp}` },
  });
  expect(bare.status()).toBe(200);
  const bareId = (await bare.json()).id as number;
  expect((await page.request.post('/data/rest/auction_news/publish', { headers, data: { id: bareId } })).status()).toBe(
    200,
  );

  // A visitor (no session) reads both on the auction home, newest first.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/eauction_home');
  const news = visitor.getByTestId('public-news');
  await expect(news.getByRole('heading', { name: 'Lajme' })).toBeVisible();
  const cards = news.locator('[data-testid^=news-card-]');
  await expect(cards.nth(0)).toContainText(`Pa dokument ${stamp}`);
  await expect(cards.nth(1)).toContainText(`Ankand i ri ${stamp}`);
  await expect(cards.nth(1)).toContainText('Makina dhe pajisje nga doganat.');

  const downloading = visitor.waitForEvent('download');
  await cards
    .nth(1)
    .getByTestId(/^news-download-\d+$/)
    .click();
  expect((await downloading).suggestedFilename()).toBe('e2e-news.pdf');

  await visitor.getByTestId(`news-download-${bareId}`).click();
  await expect(visitor.getByTestId('toast-warning')).toContainText('Ky lajm nuk ka dokument bashkëngjitur.');
  await visitor.context().close();
});
