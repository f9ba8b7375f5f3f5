import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, WCAG_TAGS } from './axe';
import { authHeaders } from './support';

type SendBidAnswer = {
  bid: { lotId: number; seq: number; hash: string };
  lot: { minimumNextBid: number; maximumAllowedBid: number | null };
};

/** The demo data's running auction (a fresh data folder starts one, with trader and person approved on its lots). */
async function runningDemoLot(request: APIRequestContext): Promise<{ auctionId: number; lotId: number }> {
  const list = await request.get('/data/rest/auctions/public/list/running?page=1&count=50');
  expect(list.status(), await list.text()).toBe(200);
  const auctions = ((await list.json()) as { content: Array<{ id: number }> }).content;
  for (const { id } of auctions) {
    // The lots keyed by lot id at the top level.
    const lots = (await (await request.get(`/data/rest/auction/${id}/lot_bids`)).json()) as Record<
      string,
      { lotId: number; status: string }
    >;
    const lot = Object.values(lots).find((l) => l.status === 'ACTIVE');
    if (lot) return { auctionId: id, lotId: lot.lotId };
  }
  throw new Error('no running lot');
}

/** Bids through the API, trader and person in turn, each at the lot's minimum next bid; answers the last bid. */
async function bidInTurn(request: APIRequestContext, target: { auctionId: number; lotId: number }, count: number) {
  const bidders = ['trader', 'person'] as const;
  const headers = { trader: await authHeaders(request, 'trader'), person: await authHeaders(request, 'person') };
  const viewOf = async (who: (typeof bidders)[number]) =>
    (
      (await (
        await request.get(`/data/rest/auction/${target.auctionId}/lot_bids`, { headers: headers[who] })
      ).json()) as Record<string, { minimumNextBid: number; mine: { position: string } | null }>
    )[String(target.lotId)];
  // Whoever leads already does not bid first.
  const traderView = await viewOf('trader');
  const first = traderView.mine?.position === 'LEADING' ? 1 : 0;
  let amount = traderView.minimumNextBid;
  let last: SendBidAnswer | undefined;
  for (let i = 0; i < count; i++) {
    const sent = await request.post('/data/rest/auction/send_bid', {
      headers: headers[bidders[(first + i) % 2]],
      data: { bid: { lot: { id: target.lotId }, auction: { id: target.auctionId }, offeredAmount: amount } },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    last = (await sent.json()) as SendBidAnswer;
    expect(last.lot.maximumAllowedBid).toBeGreaterThanOrEqual(last.lot.minimumNextBid);
    amount = last.lot.minimumNextBid;
  }
  return last!;
}

test('the receipt page recomputes the lot’s public chain in the browser and says where it holds or breaks', async ({
  browser,
  request,
}) => {
  const target = await runningDemoLot(request);
  const last = await bidInTurn(request, target, 3);
  const receiptUrl = `/user_auctions/bid_receipt?lot=${target.lotId}&seq=${last.bid.seq}&hash=${last.bid.hash}`;

  // A visitor, in English.
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await page.goto(receiptUrl);
  await expect(page.getByTestId('receipt-verdict')).toHaveAttribute('data-verdict', 'VALID');
  const here = page.getByTestId('receipt-recomputed');
  await expect(here).toHaveAttribute('data-holds-up-to', String(last.bid.seq));
  await expect(here).toContainText(`Recomputed here: the chain holds up to bid #${last.bid.seq}.`);
  await expect(here).toContainText(`This receipt’s hash is the recomputed hash of bid #${last.bid.seq}.`);
  await expect(here).toHaveAttribute('data-receipt', 'MATCHES');
  await expectAccessible(page, 'the receipt check with the chain recomputed', [...WCAG_TAGS, 'best-practice']);
  await page.screenshot({ path: test.info().outputPath('receipt-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(here).toBeVisible();
  await expectAccessible(page, 'the receipt check at 375 px', [...WCAG_TAGS, 'best-practice']);
  await page.screenshot({ path: test.info().outputPath('receipt-375.png'), fullPage: true });

  // A chain changed on its way (or in the database behind the server's back): the browser's own recomputation
  // names the first bid that does not follow, whatever the server's verdict says.
  await page.route('**/data/rest/auction/lot_chain/**', async (route) => {
    const response = await route.fetch();
    const chain = (await response.json()) as { links: Array<{ seq: number; amount: number }> };
    chain.links = chain.links.map((l) => (l.seq === 2 ? { ...l, amount: l.amount - 50 } : l));
    await route.fulfill({ response, json: chain });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(here).toHaveAttribute('data-broken-at', '2');
  await expect(here).toContainText('Recomputed here: the chain breaks at bid #2.');
  await expect(here).toContainText('Bids up to #1 recompute.');
  await expect(here).toHaveAttribute('data-receipt', 'UNVERIFIED');
  await expectAccessible(page, 'the receipt check with a broken chain', [...WCAG_TAGS, 'best-practice']);
  await page.screenshot({ path: test.info().outputPath('receipt-broken-1280.png'), fullPage: true });

  // In Albanian, the default language.
  await context.addCookies([{ name: 'lang', value: 'sq', url: test.info().project.use.baseURL! }]);
  await page.unroute('**/data/rest/auction/lot_chain/**');
  await page.reload();
  await expect(here).toContainText(`Rillogaritur këtu: zinxhiri qëndron deri te oferta #${last.bid.seq}.`);
  await context.close();
});
