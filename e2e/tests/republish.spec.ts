import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createProducts } from './auction-setup';
import { authHeaders, expectSignedInAs, signIn } from './support';

/** DD-MM-YYYY HH:mm, days from now (typed as the spec's date input takes it). */
function typedDate(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} 10:00`;
}

const inDays = (days: number) => new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();

type Lot = { id: number; code: string; description: string };

/** An auction of two lots built through the API as the operator, published and then cancelled (lots UNSOLD). */
async function cancelledAuction(request: APIRequestContext, stamp: string) {
  const headers = await authHeaders(request, 'operator');
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/data/rest/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const products = await createProducts(request, `r${stamp}`, 2);
  const lots: Lot[] = [];
  for (const [i, product] of products.entries()) {
    const description = `Lot për rishpallje ${stamp}-${i + 1}`;
    const lot = await post<Lot>('lots', {
      description,
      startingPrice: 1000,
      minimumIncrementAmount: 50,
      guaranteeAmount: 100,
    });
    await post('lots/add_products', { lotId: lot.id, productIds: [product.id] });
    lots.push({ ...lot, description });
  }
  const auction = await post<{ id: number; auctionNumber: string }>('auctions', {
    startDate: inDays(2),
    endDate: inDays(3),
  });
  await post('auctions/add_lots', { auctionNumber: auction.auctionNumber, lots: lots.map((l) => l.id) });
  await post('auctions/publish', { id: auction.id });
  await post('auctions/cancel', { id: auction.id });
  return { auction, lots };
}

async function openRepublishFromMenu(page: Page, auction: { id: number; auctionNumber: string }) {
  await page.goto(`/admin/auctions/auctions?filter[number]=${auction.auctionNumber}`);
  await expect(page.getByTestId('list-table')).toContainText(auction.auctionNumber);
  await expect(async () => {
    if (!(await page.getByTestId('auction-action-republish').isVisible())) {
      await page.getByTestId(`auction-actions-${auction.id}`).click();
    }
    await page.getByTestId('auction-action-republish').click({ timeout: 2_000 });
    await expect(page).toHaveURL(new RegExp(`/admin/auctions/republish/${auction.id}$`), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('an operator republishes one unsold lot of a cancelled auction into a new auction', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const { auction, lots } = await cancelledAuction(request, stamp);
  const [kept, offered] = lots;

  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await openRepublishFromMenu(page, auction);

  // The auction's header and its lots, every unsold lot chosen by default.
  const screen = page.getByTestId('republish-screen');
  await expect(screen.getByTestId('republish-auction')).toContainText(auction.auctionNumber);
  await expect(screen.getByTestId('republish-auction').getByTestId('auction-status-CANCELLED')).toBeVisible();
  const table = screen.getByTestId('republish-lots');
  await expect(table).toContainText(kept.code);
  await expect(table).toContainText(offered.code);
  await expect(screen.getByTestId('republish-chosen')).toHaveText('2 nga 2 lote të zgjedhura');

  // Keyboard: the first lot's checkbox is taken out of the choice with the space bar.
  const keptBox = table.getByRole('checkbox', { name: `Rishpall lotin ${kept.code}` });
  await expect(keptBox).toBeChecked();
  await keptBox.focus();
  await page.keyboard.press('Space');
  await expect(keptBox).not.toBeChecked();
  await expect(screen.getByTestId('republish-chosen')).toHaveText('1 nga 2 lote të zgjedhura');

  // Dates are checked like everywhere: the end must come after the start.
  await screen.getByTestId('edit-field-startDate').fill(typedDate(6));
  await screen.getByTestId('edit-field-endDate').fill(typedDate(5));
  await screen.getByTestId('republish-submit').click();
  await expect(screen).toContainText('Mbarimi duhet të jetë pas fillimit');
  await screen.getByTestId('edit-field-endDate').fill(typedDate(7));
  await screen.getByTestId('republish-submit').click();

  // The new auction opens in its edit screen, created, holding a copy of the chosen lot only.
  await expect(page.locator('.ant-notification')).toContainText('Ankandi u rishpall.');
  await expect(page).toHaveURL(/\/admin\/auctions\/auctions\/\d+$/);
  const newId = Number(/auctions\/(\d+)$/.exec(page.url())![1]);
  expect(newId).not.toBe(auction.id);
  await expect(page.getByTestId('auction-edit-screen').getByTestId('auction-status-CREATED')).toBeVisible();
  await page.getByTestId('auction-tab-lots').click();
  const newLots = page.getByTestId('auction-lots-table');
  await expect(newLots).toContainText(offered.description);
  await expect(newLots).not.toContainText(kept.description);

  // Back on the old auction's screen the republished lot is closed (not offered again), the other still is.
  await page.goto(`/admin/auctions/republish/${auction.id}`);
  await expect(table.getByRole('checkbox', { name: `Rishpall lotin ${offered.code}` })).toBeDisabled();
  await expect(table.getByRole('checkbox', { name: `Rishpall lotin ${kept.code}` })).toBeChecked();
  await expect(screen.getByTestId('republish-chosen')).toHaveText('1 nga 2 lote të zgjedhura');
});

test('an auction that is not finished or cancelled shows why it cannot be republished, with a way back', async ({
  page,
  request,
}) => {
  const headers = await authHeaders(request, 'operator');
  const created = await request.post('/data/rest/auctions', {
    headers,
    data: { startDate: inDays(2), endDate: inDays(3) },
  });
  const auction = (await created.json()) as { id: number; auctionNumber: string };
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto(`/admin/auctions/republish/${auction.id}`);
  const refused = page.getByTestId('republish-refused');
  await expect(refused).toContainText('Vetëm një ankand i përfunduar ose i anuluar mund të rishpallet.');
  await expect(refused.getByTestId('auction-status-CREATED')).toBeVisible();
  await refused.getByRole('link', { name: 'Hap ankandin' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/auctions/auctions/${auction.id}$`));
  await expect(page.getByTestId('auction-edit-screen')).toBeVisible();
});
