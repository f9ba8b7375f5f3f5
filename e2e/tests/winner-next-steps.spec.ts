import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDay } from '@portal/contracts/dates';
import { paymentDueDay } from '@portal/contracts/winner-next-steps';
import { expectAccessible, WCAG_TAGS } from './axe';
import { auctionStartingSoon, bidderPage, bidThroughApi } from './bidding-steps';
import { typedDate } from './auction-admin-steps';
import { authHeaders, expectSignedInAs, signIn } from './support';

/** A full-page screenshot into `E2E_SHOTS_DIR`, when set (to look at the screens). */
const shot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
};

async function setParameter(request: APIRequestContext, code: string, value: number | string) {
  const response = await request.post('/data/rest/application_parameters', {
    headers: await authHeaders(request),
    data: { code, value },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const NEXT_STEPS = {
  paymentTermDays: 10,
  pickUpPlaceSQ: 'Magazina doganore e Durrësit, Rruga Tregtare nr. 4',
  pickUpPlaceEN: 'Durrës customs warehouse, 4 Trade Street',
  pickUpPlaceSR: 'Carinsko skladište Drač, Trgovačka 4',
  pickUpHoursSQ: 'E hënë – e premte, 09:00–14:00',
  pickUpHoursEN: 'Monday to Friday, 09:00–14:00',
  pickUpHoursSR: 'Ponedeljak – petak, 09:00–14:00',
  nextStepsNoteSQ: 'Sillni mandatin e pagesës; kontrata nënshkruhet në magazinë.',
  nextStepsNoteEN: 'Bring the payment slip; the contract is signed at the warehouse.',
  nextStepsNoteSR: 'Ponesite potvrdu o uplati; ugovor se potpisuje u skladištu.',
};

test('after the end the winner reads the next steps (bidding screen, My bids); the other bidder the winning price', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  // No anti-sniping window: the bids near the start must not move the short auction's end (set back at the end).
  const before = (await (
    await request.get('/data/rest/application_parameters/anti_sniping_minutes', { headers: await authHeaders(request) })
  ).json()) as { value: number };
  await setParameter(request, 'anti_sniping_minutes', 0);
  try {
    const { auction, lot } = await auctionStartingSoon(request, stamp, 8_000, 45_000, NEXT_STEPS);

    // The auction's page says what comes after the auction, to everyone (English, desktop).
    const visitorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await visitorContext.addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/user_auctions/auction/${auction.id}`);
    const after = visitor.getByTestId('after-the-auction');
    await expect(after).toContainText('After the auction');
    await expect(after.getByTestId('after-auction-term')).toHaveText('10');
    await expect(after.getByTestId('after-auction-place')).toHaveText(NEXT_STEPS.pickUpPlaceEN);
    await expect(after.getByTestId('after-auction-hours')).toHaveText(NEXT_STEPS.pickUpHoursEN);
    await expect(after.getByTestId('after-auction-note')).toHaveText(NEXT_STEPS.nextStepsNoteEN);
    await after.scrollIntoViewIfNeeded();
    await expectAccessible(visitor, 'the auction page with After the auction', [...WCAG_TAGS, 'best-practice']);
    await shot(visitor, 'after-the-auction-en-1366');

    const trader = await bidderPage(browser, {
      username: 'trader',
      lang: 'en',
      auctionId: auction.id,
      viewport: { width: 1366, height: 900 },
    });
    const person = await bidderPage(browser, {
      username: 'person',
      lang: 'sq',
      auctionId: auction.id,
    });
    // On a phone (after signing in: the narrow header shows no user name).
    await person.setViewportSize({ width: 375, height: 800 });
    const traderLot = trader.getByTestId(`bid-lot-${lot.id}`);
    await expect(traderLot).toHaveAttribute('data-status', 'ACTIVE', { timeout: 40_000 });
    await bidThroughApi(request, 'person', { auctionId: auction.id, lotId: lot.id, amount: 1000 });
    await bidThroughApi(request, 'trader', { auctionId: auction.id, lotId: lot.id, amount: 1100 });

    // The lot closes SOLD to the trader; the next steps come with the winner's lot_bids.
    await expect(traderLot.getByTestId('lot-status-SOLD')).toBeVisible({ timeout: 90_000 });
    const lotBids = await request.get(`/data/rest/auction/${auction.id}/lot_bids`);
    const end = new Date((await lotBids.json())[String(lot.id)].endTime as string);
    const steps = traderLot.getByTestId('lot-next-steps-text-line');
    await expect(steps).toContainText('Pay by', { timeout: 15_000 });
    const payBy = (await steps.textContent())!.match(/Pay by (\d\d\.\d\d\.\d{4})/)![1];
    // The lot's end (Tirana's day) plus ten days: the day after, when the end lay close to midnight.
    const expected = formatDay(paymentDueDay(end, 10, 'Europe/Tirane'));
    expect(payBy).toBe(expected);
    await expect(steps).toContainText(`pick up at ${NEXT_STEPS.pickUpPlaceEN}, ${NEXT_STEPS.pickUpHoursEN}.`);
    await expect(traderLot.getByTestId('lot-next-steps-text-note')).toHaveText(NEXT_STEPS.nextStepsNoteEN);
    await expectAccessible(trader, 'the winner’s next steps on the bidding screen', [...WCAG_TAGS, 'best-practice']);
    await traderLot.scrollIntoViewIfNeeded();
    await shot(trader, 'winner-next-steps-bidding-en-1366');

    // The other bidder (Albanian, phone): "you did not win", the winning price, and no next steps.
    const personLot = person.getByTestId(`bid-lot-${lot.id}`);
    await expect(personLot.getByTestId('lot-status-SOLD')).toBeVisible({ timeout: 15_000 });
    await expect(personLot.getByTestId('lot-not-won')).toBeVisible();
    await expect(personLot.getByTestId('lot-next-steps')).toHaveCount(0);
    await expect(person.getByText(NEXT_STEPS.pickUpHoursSQ)).toHaveCount(0);
    await expectAccessible(person, 'the bidding screen after the end (not won)', [...WCAG_TAGS, 'best-practice']);
    await personLot.scrollIntoViewIfNeeded();
    await shot(person, 'not-won-bidding-sq-375');

    // My bids: the won row opens on the next steps (English, desktop); the other bidder's row has none (Albanian, phone).
    await trader.goto('/user_auctions/my_bids');
    const wonRow = trader.getByTestId(`my-bid-${lot.id}`);
    await expect(wonRow.getByTestId('my-bid-position')).toHaveAttribute('data-position', 'WON');
    await wonRow.getByText('Your next steps').click();
    const wonLine = wonRow.getByTestId('my-bid-next-steps-text-line');
    await expect(wonLine).toContainText(
      `You won at €1,100.00. Pay by ${expected}; pick up at ${NEXT_STEPS.pickUpPlaceEN}`,
    );
    await expectAccessible(trader, 'My bids with the next steps open', [...WCAG_TAGS, 'best-practice']);
    await shot(trader, 'winner-next-steps-my-bids-en-1366');

    await person.goto('/user_auctions/my_bids');
    const lostRow = person.getByTestId(`my-bid-${lot.id}`);
    await expect(lostRow.getByTestId('my-bid-position')).toHaveAttribute('data-position', 'LOST');
    await expect(lostRow.getByTestId('my-bid-next-steps')).toHaveCount(0);
    await expectAccessible(person, 'My bids, not won, on a phone', [...WCAG_TAGS, 'best-practice']);
    await shot(person, 'not-won-my-bids-sq-375');

    // The winner's Albanian next steps on a phone: the auction's Albanian texts.
    const traderSq = await bidderPage(browser, {
      username: 'trader',
      lang: 'sq',
      auctionId: auction.id,
    });
    await traderSq.setViewportSize({ width: 375, height: 800 });
    const sqLine = traderSq.getByTestId(`bid-lot-${lot.id}`).getByTestId('lot-next-steps-text-line');
    await expect(sqLine).toContainText(`${expected}`);
    await expect(sqLine).toContainText(NEXT_STEPS.pickUpPlaceSQ);
    await expect(sqLine).not.toContainText('Pay by');
    await traderSq.getByTestId(`bid-lot-${lot.id}`).scrollIntoViewIfNeeded();
    await expectAccessible(traderSq, 'the winner’s next steps in Albanian on a phone', [...WCAG_TAGS, 'best-practice']);
    await shot(traderSq, 'winner-next-steps-bidding-sq-375');
  } finally {
    await setParameter(request, 'anti_sniping_minutes', before.value);
  }
});

test('the operator writes the next steps in the auction form: the term checked, the texts kept per language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'operator');
  await expectSignedInAs(page, 'operator');
  await page.goto('/admin/auctions/auctions');
  await page.getByTestId('list-new').click();
  await expect(page.getByTestId('auction-edit-screen')).toBeVisible();
  // A new auction starts with the default term.
  await expect(page.getByTestId('edit-field-paymentTermDays')).toHaveValue('8');
  await page.getByTestId('edit-field-startDate').fill(typedDate(3));
  await page.getByTestId('edit-field-endDate').fill(typedDate(4));
  await page.getByTestId('edit-field-paymentTermDays').fill('91');
  await page.getByTestId('auction-save').click();
  // Refused on its own field (1 to 90 days), nothing saved.
  await expect(page.locator('.ant-form-item-has-error').getByTestId('edit-field-paymentTermDays')).toHaveCount(1);
  await expect(page).not.toHaveURL(/\/admin\/auctions\/auctions\/\d+/);

  await page.getByTestId('edit-field-paymentTermDays').fill('12');
  for (const [field, value] of Object.entries(NEXT_STEPS)) {
    if (field !== 'paymentTermDays') await page.getByTestId(`edit-field-${field}`).fill(value as string);
  }
  await page.getByTestId('auction-save').click();
  await expect(page).toHaveURL(/\/admin\/auctions\/auctions\/\d+/);
  await page.reload();
  await expect(page.getByTestId('edit-field-paymentTermDays')).toHaveValue('12');
  await expect(page.getByTestId('edit-field-pickUpHoursSR')).toHaveValue(NEXT_STEPS.pickUpHoursSR);
  await expect(page.getByTestId('edit-field-nextStepsNoteEN')).toHaveValue(NEXT_STEPS.nextStepsNoteEN);
  await expectAccessible(page, 'the auction form with the next steps', [...WCAG_TAGS, 'best-practice']);
  await shot(page, 'auction-form-next-steps-sq-1366');
});
