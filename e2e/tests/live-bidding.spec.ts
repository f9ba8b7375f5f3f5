import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, WCAG_TAGS } from './axe';
import { auctionStartingSoon, bidderPage, bidMinimum, recordAnnouncements } from './bidding-steps';
import { authHeaders, expectSignedInAs, signIn } from './support';

/** The trader's browser runs this far ahead of real time: the countdowns must still agree. */
const CLOCK_SHIFT_MS = 7 * 60_000;
const ANTI_SNIPING_MINUTES = 1;

/** Fails on serious and critical findings of axe (WCAG 2.2 AA, colour contrast and target sizes included). */
async function setParameter(request: APIRequestContext, code: string, value: number | string) {
  const response = await request.post('/data/rest/application_parameters', {
    headers: await authHeaders(request),
    data: { code, value },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const secondsLeft = async (page: Page, lotId: number) =>
  Number(await page.getByTestId(`bid-lot-${lotId}`).getByTestId('lot-countdown').getAttribute('data-seconds'));

/** Both screens show the same second left (within one), whatever their machines' clocks say. */
async function expectCountdownsAgree(a: Page, b: Page, lotId: number) {
  await expect(async () => {
    const [left, right] = await Promise.all([secondsLeft(a, lotId), secondsLeft(b, lotId)]);
    expect(left).toBeGreaterThan(0);
    expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 5_000 });
}

const endTimeOf = async (page: Page, lotId: number) =>
  /\d{2}:\d{2}:\d{2}/.exec(
    (await page.getByTestId(`bid-lot-${lotId}`).getByTestId('lot-end').textContent()) ?? '',
  )?.[0];

test('two bidders with different clocks bid live: same countdown, anti-sniping extension, close, report, receipt', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = String(Date.now());
  const parameters = (await (
    await request.get('/data/rest/application_parameters/anti_sniping_minutes', { headers: await authHeaders(request) })
  ).json()) as { value: number };
  await setParameter(request, 'anti_sniping_minutes', ANTI_SNIPING_MINUTES);
  try {
    const { auction, lot } = await auctionStartingSoon(request, stamp, 15_000);

    // The trader's machine runs seven minutes fast; the person's is right. Both sign in from the screen.
    const [trader, person] = await Promise.all([
      bidderPage(browser, { username: 'trader', lang: 'en', clockShiftMs: CLOCK_SHIFT_MS, auctionId: auction.id }),
      bidderPage(browser, { username: 'person', lang: 'sq', auctionId: auction.id }),
    ]);
    expect((await trader.evaluate(() => Date.now())) - Date.now()).toBeGreaterThan(CLOCK_SHIFT_MS - 30_000);
    const traderLot = trader.getByTestId(`bid-lot-${lot.id}`);
    const personLot = person.getByTestId(`bid-lot-${lot.id}`);

    // The auction starts on its second; both screens follow live and count down the same seconds.
    await expect(traderLot).toHaveAttribute('data-status', 'ACTIVE', { timeout: 40_000 });
    await expect(personLot).toHaveAttribute('data-status', 'ACTIVE', { timeout: 10_000 });
    await expectCountdownsAgree(trader, person, lot.id);
    await expect(traderLot.getByTestId('anti-sniping-rule')).toContainText('last 1 min');
    await expectAccessible(trader, 'the bidding screen', [...WCAG_TAGS, 'best-practice']);

    // The trader bids the starting price, and its answer is lost on the way back: "Send again" repeats the
    // same attempt (the same Idempotency-Key), which the server answers with the first bid, not a second one.
    const keys: string[] = [];
    let loseAnswer = true;
    await trader.route('**/data/rest/auction/send_bid', async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      const response = await route.fetch();
      if (loseAnswer) {
        loseAnswer = false;
        await route.abort('failed');
      } else await route.fulfill({ response });
    });
    await traderLot.getByTestId('bid-submit').click();
    await expect(trader.getByTestId('confirm-bid-amount')).toHaveText('€1,000.00');
    await expect(trader.getByTestId('confirm-bid-words')).toHaveText('one thousand euros');
    await trader.getByTestId('confirm-bid-send').click();
    await expect(trader.getByTestId('confirm-bid-lost')).toBeVisible();
    await trader.getByTestId('confirm-bid-send').click();
    await expect(trader.getByTestId('confirm-bid-send')).toBeHidden();
    await trader.unroute('**/data/rest/auction/send_bid');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(traderLot.getByTestId('position-leading')).toBeVisible();
    await expect(traderLot.getByTestId('lot-bid-count')).toHaveText('1');

    // The person sees the bid at once, by pseudonym.
    await expect(traderLot.getByTestId('bid-outcome-accepted')).toContainText('€1,000.00');
    const traderNumber = await traderLot.getByTestId('bid-1').getAttribute('data-bidder');
    await expect(personLot.getByTestId('bid-1')).toContainText(`Ofertuesi ${traderNumber}`);
    await expect(personLot.getByTestId('lot-minimum')).toHaveText('1.050,00\u00a0€');

    // The person outbids; the trader is told so (and hears it).
    const announced = await recordAnnouncements(trader);
    await bidMinimum(person, lot.id);
    await expect(personLot.getByTestId('position-leading')).toBeVisible();
    await expect(traderLot.getByTestId('position-outbid')).toBeVisible();
    await expect(traderLot.getByTestId('bid-2')).toContainText('€1,050.00');
    await expect.poll(announced).toContainEqual(expect.stringContaining('you were outbid'));
    await expect(traderLot.getByTestId('bid-amount')).toHaveValue('1,100.00');

    // Inside the last minute a bid moves the end to one minute after it, on both screens alike.
    await expect.poll(() => secondsLeft(person, lot.id), { timeout: 60_000, intervals: [500] }).toBeLessThanOrEqual(50);
    const plannedEnd = await endTimeOf(person, lot.id);
    await bidMinimum(trader, lot.id);
    await expect(traderLot.getByTestId('position-leading')).toBeVisible();
    for (const page of [trader, person]) {
      const lotPanel = page.getByTestId(`bid-lot-${lot.id}`);
      await expect(lotPanel.getByTestId('lot-extended')).toBeVisible();
      await expect.poll(() => secondsLeft(page, lot.id)).toBeGreaterThan(50);
    }
    const [traderEnd, personEnd] = await Promise.all([endTimeOf(trader, lot.id), endTimeOf(person, lot.id)]);
    expect(traderEnd).toBe(personEnd);
    expect(personEnd).not.toBe(plannedEnd);
    await expectCountdownsAgree(trader, person, lot.id);

    // The lot closes on its second: both screens show it sold, and the trader that they won.
    await expect(traderLot.getByTestId('lot-result')).toContainText('You won this lot for €1,100.00', {
      timeout: 90_000,
    });
    await expect(traderLot.getByTestId('lot-status-SOLD')).toBeVisible();
    await expect(personLot.getByTestId('lot-status-SOLD')).toBeVisible({ timeout: 10_000 });
    await expect(personLot.getByTestId('lot-result')).toContainText(`Ofertuesi ${traderNumber}`);

    // The trader checks the receipt of the winning bid on the public page.
    await traderLot.getByText('Your receipts (2)').click();
    await traderLot.getByTestId('receipt-check-3').click();
    await expect(trader).toHaveURL(/\/user_auctions\/bid_receipt\?lot=\d+&seq=3&hash=[0-9a-f]{64}$/);
    await expect(trader.getByTestId('receipt-verdict')).toHaveAttribute('data-verdict', 'VALID');
    await expect(trader.getByTestId('receipt-verdict')).toContainText('The receipt is genuine.');
    await expectAccessible(trader, 'the receipt check', [...WCAG_TAGS, 'best-practice']);

    // The auction finished with its last lot: the operator's report names the winner, and the lot's bids
    // show every bidder by name now that it has closed.
    const operatorContext = await browser.newContext({ locale: 'sq-AL' });
    const operator = await operatorContext.newPage();
    await signIn(operator, 'operator');
    await expectSignedInAs(operator, 'operator');
    await operator.goto(`/admin/auctions/auction_report/${auction.id}`);
    await expect(operator.getByTestId('report-header').getByTestId('auction-status-FINISHED')).toBeVisible();
    const outcome = operator.getByTestId('outcome-lots');
    await expect(outcome.locator('tr', { hasText: lot.code })).toContainText('(trader)');
    await outcome.getByTestId(`outcome-bids-${lot.id}`).click();
    await expect(operator).toHaveURL(new RegExp(`/admin/auctions/bids/${auction.id}/${lot.id}$`));
    await expect(operator.getByTestId('staff-bids-header')).toContainText(auction.auctionNumber);
    await expect(operator.getByTestId('chain-valid')).toBeVisible();
    await expect(operator.getByTestId('staff-bid-name-3')).toContainText('trader');
    await expect(operator.getByTestId('staff-bid-name-2')).toContainText('person');
    await expectAccessible(operator, 'the staff bids page', [...WCAG_TAGS, 'best-practice']);
  } finally {
    await setParameter(request, 'anti_sniping_minutes', parameters.value);
  }
});
