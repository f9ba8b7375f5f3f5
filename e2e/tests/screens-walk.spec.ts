import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { createProducts } from './auction-setup';
import { authHeaders, expectSignedInAs, signIn } from './support';

// Defects found in a walk through the screens (issue 12 §6), each kept from coming back.

test('the staff list of participation requests shows who asked', async ({ page }) => {
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto('/admin/auctions/auction_participation_requests?filter[username]=trader');
  await expect(page.getByRole('cell', { name: 'trader', exact: true }).first()).toBeVisible();
});

test('the profile opens at its top', async ({ page }) => {
  await signIn(page, 'trader');
  await expectSignedInAs(page, 'trader');
  await page.goto('/user/profile');
  await expect(page.getByTestId('change-password-form')).toBeVisible();
  // The whole screen is there (its data loaded): a field focused on opening would have scrolled it into view by now.
  await expect(page.locator('#main-content .ant-spin-spinning')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a menu shows no entry the client has no screen for', async ({ page, context }) => {
  // Each of the counter menu's screens (the portal administration's grew with the tariff) is opened in turn.
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');
  // Staff land in their system's menu (which sets the system): wait for it before choosing another one.
  await expect(page).toHaveURL(/\/admin\//);
  const origin = new URL(page.url()).origin;
  await context.addCookies([{ name: 'systemToken', value: 'COUNTER', url: origin }]);
  await page.goto('/ecounter_home');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // Every entry of the counter's menu (its public pages, the cases, the portal administration) opens a screen.
  await expect(page.getByTestId('menu-group-ecounter')).toBeVisible();
  await expect(page.getByTestId('menu-group-portal_admin')).toBeVisible();
  const groups = page.getByTestId('side-menu').locator('[data-testid^="menu-group-"] > .ant-menu-submenu-title');
  for (const title of await groups.all()) {
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  }
  const items = page.getByTestId('side-menu').locator('[data-testid^="menu-item-"]');
  const urls = (await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!))).map(
    (testId) => testId.slice('menu-item-'.length),
  );
  expect(urls.length).toBeGreaterThan(10);
  for (const url of urls) {
    await page.goto(url);
    await expect(page.locator('#main-content h1').first(), url).toBeVisible();
    await expect(page.getByTestId('not-found-page'), url).toHaveCount(0);
  }
});

test('the tests page shows no remarks meant for the developers', async ({ page }) => {
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');
  await page.goto('/admin/misc/tests');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('app-sider')).toBeVisible();
  await expect(page.locator('#main-content')).not.toContainText(/specifi/i);
});

test('at 375 px the page has the whole width and does not scroll sideways; the menu opens from the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'trader');
  // The header shows the user menu as an icon at this width.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  for (const url of ['/', '/user/profile', '/user_auctions/published_auctions']) {
    await page.goto(url);
    await expect(page.locator('#main-content')).toBeVisible();
    // Once the screen has its data and its layout has settled.
    await expect(page.locator('#main-content .ant-spin-spinning')).toHaveCount(0);
    await expect.poll(async () => (await page.locator('#main-content').boundingBox())?.x, url).toBe(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), url).toBe(0);
  }
  await expect(page.getByTestId('side-menu')).toBeHidden();
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('side-menu')).toBeVisible();
});

test('the way back to sign-in is a link in the portal’s colour', async ({ page }) => {
  await page.goto('/forgotten_password');
  const back = page.getByRole('link', { name: /Kthehu te hyrja|Back to sign-in/ });
  await expect(back).toBeVisible();
  await expect(back).toHaveCSS('color', 'rgb(31, 78, 121)');
});

test('the API documentation works within its content security policy', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto('/data/rest/docs');
  await expect(page.locator('.opblock').first()).toBeVisible();
  expect(refused).toEqual([]);
});
/** Whether the element is wholly on the screen: inside the window and every box that clips it, its text not cut. */
const unclipped = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || element.scrollWidth > element.clientWidth + 1) return false;
    if (box.left < 0 || box.right > window.innerWidth) return false;
    for (let up = element.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = up.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) return false;
    }
    return true;
  });

test('the scheduled jobs’ run buttons are whole at 1280 and 375 px', async ({ page }) => {
  await signIn(page, 'admin');
  await expectSignedInAs(page, 'admin');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/misc/scheduled_jobs');
    const buttons = page.getByRole('button', { name: 'Ekzekuto tani' });
    await expect(buttons.first()).toBeVisible();
    const count = await buttons.count();
    expect(count).toBeGreaterThan(1);
    // The table lays out its fixed column once it has measured its rows: each button is waited for until it is whole.
    for (let i = 0; i < count; i++)
      await expect.poll(() => unclipped(buttons.nth(i)), `${width} px, button ${i + 1}`).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`)
      .toBe(0);
  }
});

/** A PUBLISHED auction two days ahead with a lot per entry of `parts` (its part), each holding a product without a photo. */
async function auctionWithParts(request: APIRequestContext, stamp: string, parts: number[]) {
  const headers = await authHeaders(request, 'operator');
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/data/rest/${path}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const products = await createProducts(request, stamp, parts.length);
  const start = Math.floor((Date.now() + 2 * 86_400_000) / 60_000) * 60_000;
  const auction = await post<{ id: number; auctionNumber: string }>('auctions', {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 86_400_000).toISOString(),
  });
  const lots: Array<{ id: number; code: string }> = [];
  for (const [i, part] of parts.entries()) {
    const lot = await post<{ id: number; code: string }>('lots', {
      description: `Lot pjesësh ${stamp}-${i + 1}`,
      startingPrice: 1000,
      minimumIncrementAmount: 50,
      guaranteeAmount: 100,
    });
    await post('lots/add_products', { lotId: lot.id, productIds: [products[i].id] });
    await post('auctions/add_lots', { auctionNumber: auction.auctionNumber, lots: [lot.id] });
    if (part !== 1) await post('auctions/add_lot_part', { auctionId: auction.id, lotId: lot.id, lotPart: part });
    lots.push(lot);
  }
  await post('auctions/publish', { id: auction.id });
  return { auction, lots, products };
}
test('a product without a photo shows a designed empty state of the photo’s size, not a broken image', async ({
  page,
  request,
}) => {
  const { auction, lots, products } = await auctionWithParts(request, `${Date.now()}p`, [1]);
  await page.goto(`/user_auctions/lot/${auction.id}/${lots[0].id}`);
  const card = page.getByTestId(`product-card-${products[0].id}`);
  const empty = card.getByTestId('no-photo');
  await expect(empty).toHaveText('Pa foto');
  expect((await empty.boundingBox())?.height).toBe(170);
  await expect(card.locator('img')).toHaveCount(0);

  // A photo that does not load shows the same empty state.
  await page.route('**/data/rest/attachments/**', (route) => route.abort());
  await page.goto('/eauction_home');
  const cards = page.locator('.lot-card');
  await expect(cards.first()).toBeVisible();
  // The photos load lazily: each card is brought into view.
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    await expect(cards.nth(i).getByTestId('no-photo')).toBeVisible();
  }
  await expect(page.locator('.lot-card img')).toHaveCount(0);
});
test('a visitor reads a lot’s status in plain words, and its part only where the auction has several', async ({
  page,
  context,
  request,
}) => {
  const stamp = String(Date.now());
  const parted = await auctionWithParts(request, stamp, [1, 2]);
  const single = await auctionWithParts(request, `${stamp}s`, [1]);
  const main = page.locator('#main-content');

  await page.goto(`/user_auctions/auction/${parted.auction.id}`);
  const [first, second] = parted.lots.map((lot) => page.getByTestId(`lot-row-${lot.id}`));
  await expect(first).toContainText('Pjesa 1 nga 2');
  await expect(second).toContainText('Pjesa 2 nga 2');
  await expect(first.getByTestId('lot-status-ASSIGNED')).toHaveText('Në pritje');
  await expect(main).not.toContainText(/Caktuar|Pjesa:/);

  await page.goto(`/user_auctions/lot/${parted.auction.id}/${parted.lots[1].id}`);
  await expect(page.getByTestId('lot-facts')).toContainText('2 nga 2');
  await expect(page.getByTestId('lot-page').getByTestId('lot-status-ASSIGNED')).toHaveText('Në pritje');
  await expect(main).not.toContainText('Caktuar');

  // One part: nothing to tell.
  await page.goto(`/user_auctions/auction/${single.auction.id}`);
  await expect(page.getByTestId(`lot-row-${single.lots[0].id}`)).toBeVisible();
  await expect(main).not.toContainText('Pjesa');
  await page.goto(`/user_auctions/lot/${single.auction.id}/${single.lots[0].id}`);
  await expect(page.getByTestId('lot-facts')).toBeVisible();
  await expect(page.getByTestId('lot-facts')).not.toContainText('Pjesa');

  // In English, on a phone (the lots as cards).
  await context.addCookies([{ name: 'lang', value: 'en', url: new URL(page.url()).origin }]);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/user_auctions/auction/${parted.auction.id}`);
  await expect(page.getByTestId('auction-lots-cards')).toBeVisible();
  await expect(page.getByTestId(`lot-row-${parted.lots[0].id}`)).toContainText('Part 1 of 2');
  await expect(page.getByTestId(`lot-row-${parted.lots[1].id}`).getByTestId('lot-status-ASSIGNED')).toHaveText(
    'Upcoming',
  );
  await expect(main).not.toContainText('Assigned');
});
