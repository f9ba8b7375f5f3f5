import type { LotStatus } from '@portal/contracts/auction-status';
import { formatMoney } from '@portal/contracts/money-format';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { insertBids } from '../bidding/test-support';
import { mailOutbox } from '../mail/tables';
import { lots } from '../auctions/tables';
import { auctionInStatus, buildFixture, createLot, type Fixture } from '../auctions/test-support';
import { apiPath } from '../../test/api-client';

describe('lot outcome: winners, mark paid, second winner, outcome', async () => {
  const t = await buildTestApp();
  let f: Fixture;
  let person: Session;
  let registry: Session;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    f = await buildFixture(t);
    person = await t.loginAs('person');
    registry = await t.loginAs('registry');
    for (const [name, session] of [
      ['trader', f.trader],
      ['person', person],
      ['admin', f.admin],
    ] as const) {
      ids[name] = (await session.get(apiPath('/user'))).json().id;
    }
  });

  /** A FINISHED auction whose lot was sold through bids: person 1100, admin 1200, trader 1300 (winner). */
  async function soldLot() {
    const { auction, lot } = await auctionInStatus(f, 'RUNNING');
    await insertBids(t, lot.id, [
      { userId: ids.person, amount: 1100 },
      { userId: ids.admin, amount: 1200 },
      { userId: ids.person, amount: 1250.5 },
      { userId: ids.trader, amount: 1300 },
    ]);
    const finished = await f.operator.post(apiPath('/auctions/force_finish'), { id: auction.id });
    expect(finished.statusCode, finished.body).toBe(200);
    return { auction, lot };
  }

  const setStatus = (lotId: number, status: LotStatus) =>
    t.platform.db.update(lots).set({ status }).where(eq(lots.id, lotId));

  it('settles a sold lot to the top bidder and reports the outcome with totals', async () => {
    const { auction, lot } = await soldLot();
    const record = (await f.operator.get(apiPath('/lots/{id}', { id: lot.id }))).json();
    expect(record).toMatchObject({
      status: 'SOLD',
      highestBid: 1300,
      winningAmount: 1300,
      secondWinner: false,
      winner: { userId: ids.trader, username: 'trader', displayName: 'Demo Trade Sh.p.k.' },
    });
    expect(record.actions).toEqual(expect.arrayContaining(['mark_paid', 'second_winner']));

    const res = await f.operator.get(apiPath('/auctions/{id}/outcome', { id: auction.id }));
    expect(res.statusCode, res.body).toBe(200);
    const outcome = res.json();
    expect(outcome).toMatchObject({ auctionId: auction.id, auctionNumber: auction.auctionNumber, status: 'FINISHED' });
    expect(outcome.lots).toHaveLength(1);
    expect(outcome.lots[0]).toMatchObject({
      lotId: lot.id,
      code: lot.code,
      status: 'SOLD',
      highestBid: 1300,
      bidCount: 4,
      winningAmount: 1300,
      winner: { userId: ids.trader },
      paymentInformation: null,
    });
    expect(outcome.totals).toEqual({ lots: 1, sold: 1, unsold: 0, paid: 0, withdrawn: 0, soldAmount: 1300 });
  });

  it('answers the outcome in every status; lots without bids win nothing; 404 for a missing auction', async () => {
    const { auction, lot } = await auctionInStatus(f, 'PUBLISHED');
    const outcome = (await f.operator.get(apiPath('/auctions/{id}/outcome', { id: auction.id }))).json();
    expect(outcome.lots[0]).toMatchObject({ lotId: lot.id, status: 'ASSIGNED', bidCount: 0, winner: null });
    expect(outcome.totals).toMatchObject({ lots: 1, sold: 0, soldAmount: 0 });

    const unsold = await auctionInStatus(f, 'RUNNING');
    await f.operator.post(apiPath('/auctions/force_finish'), { id: unsold.auction.id });
    const finished = (await f.operator.get(apiPath('/auctions/{id}/outcome', { id: unsold.auction.id }))).json();
    expect(finished.lots[0]).toMatchObject({ status: 'UNSOLD', winner: null, highestBid: null });
    expect(finished.totals).toMatchObject({ lots: 1, sold: 0, unsold: 1 });

    expect((await f.operator.get(apiPath('/auctions/{id}/outcome', { id: 999999 }))).statusCode).toBe(404);
    expect((await f.trader.get(apiPath('/auctions/{id}/outcome', { id: auction.id }))).statusCode).toBe(403);
    expect((await registry.get(apiPath('/auctions/{id}/outcome', { id: auction.id }))).statusCode).toBe(403);
  });

  it('marks a sold lot paid once, trimmed and audited, and counts it in the outcome', async () => {
    const { auction, lot } = await soldLot();
    const res = await f.operator.post(apiPath('/lots/markpaid'), {
      id: lot.id,
      paymentInformation: '  Bank transfer 2026/15  ',
      contractNumber: ' C-77 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'PAID',
      paymentInformation: 'Bank transfer 2026/15',
      contractNumber: 'C-77',
    });
    expect(res.json().paidAt).not.toBeNull();
    expect(res.json().actions).not.toContain('mark_paid');
    expect(res.json().actions).not.toContain('second_winner');

    const products = (await f.operator.get(apiPath('/lots/{id}/products', { id: lot.id }))).json();
    expect(products.map((p: { status: string }) => p.status)).toEqual(['SOLD']);
    const outcome = (await f.operator.get(apiPath('/auctions/{id}/outcome', { id: auction.id }))).json();
    expect(outcome.totals).toMatchObject({ sold: 1, paid: 1, soldAmount: 1300 });
    const log = (await f.operator.get(`${apiPath('/lots/log')}?id=${lot.id}`)).json();
    expect(JSON.stringify(log)).toContain('lot.mark_paid');

    const again = await f.operator.post(apiPath('/lots/markpaid'), {
      id: lot.id,
      paymentInformation: 'x',
      contractNumber: 'y',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()._error).toBe('lot.mark_paid_not_allowed');
  });

  it('refuses mark paid in every other lot status (409), bad input (400), other callers (403), missing lots (404)', async () => {
    const lot = await createLot(f);
    const body = { id: lot.id, paymentInformation: 'Paid', contractNumber: 'C-1' };
    for (const status of ['CREATED', 'ASSIGNED', 'ACTIVE', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED'] as const) {
      await setStatus(lot.id, status);
      const res = await f.operator.post(apiPath('/lots/markpaid'), body);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()._error).toBe('lot.mark_paid_not_allowed');
    }
    await setStatus(lot.id, 'SOLD');
    const blank = await f.operator.post(apiPath('/lots/markpaid'), { id: lot.id, paymentInformation: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(expect.arrayContaining(['paymentInformation', 'contractNumber']));
    const long = await f.operator.post(apiPath('/lots/markpaid'), { ...body, contractNumber: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toHaveProperty('contractNumber');
    expect((await f.trader.post(apiPath('/lots/markpaid'), body)).statusCode).toBe(403);
    expect((await f.operator.post(apiPath('/lots/markpaid'), { ...body, id: 999999 })).statusCode).toBe(404);
    const untouched = (await f.operator.get(apiPath('/lots/{id}', { id: lot.id }))).json();
    expect(untouched).toMatchObject({ status: 'SOLD', paymentInformation: null });
  });

  it('lists the other bidders with their best bid and gives the lot to one of them, once, with a mail', async () => {
    const { auction, lot } = await soldLot();
    const candidates = await f.operator.get(`${apiPath('/lots/secondwinners')}?id=${lot.id}`);
    expect(candidates.statusCode, candidates.body).toBe(200);
    expect(candidates.json()).toEqual([
      { user: { id: ids.person, username: 'person', displayName: expect.stringContaining('Arta') }, amount: 1250.5 },
      { user: { id: ids.admin, username: 'admin', displayName: 'admin' }, amount: 1200 },
    ]);

    const body = { lotCode: lot.code, userId: ids.person, amount: 1250.5 };
    const wrongUser = await f.operator.post(apiPath('/lots/secondwinner'), { ...body, userId: ids.trader });
    expect(wrongUser.statusCode).toBe(400);
    expect(wrongUser.json()).toEqual({ userId: 'lot.second_winner_not_bidder' });
    const notBidder = await f.operator.post(apiPath('/lots/secondwinner'), { ...body, userId: 1_000_000 });
    expect(notBidder.statusCode).toBe(400);
    const wrongAmount = await f.operator.post(apiPath('/lots/secondwinner'), { ...body, amount: 1100 });
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json()).toEqual({ amount: 'lot.second_winner_amount_mismatch' });
    const invalid = await f.operator.post(apiPath('/lots/secondwinner'), { lotCode: ' ', userId: 0, amount: -1 });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(expect.arrayContaining(['lotCode', 'userId', 'amount']));
    expect((await f.trader.post(apiPath('/lots/secondwinner'), body)).statusCode).toBe(403);
    expect((await f.trader.get(`${apiPath('/lots/secondwinners')}?id=${lot.id}`)).statusCode).toBe(403);
    expect((await f.operator.post(apiPath('/lots/secondwinner'), { ...body, lotCode: 'L-0000-0000' })).statusCode).toBe(
      404,
    );
    expect((await f.operator.get(`${apiPath('/lots/secondwinners')}?id=999999`)).statusCode).toBe(404);

    const res = await f.operator.post(apiPath('/lots/secondwinner'), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'SOLD',
      secondWinner: true,
      winningAmount: 1250.5,
      winner: { userId: ids.person },
    });
    expect(res.json().actions).toContain('mark_paid');
    expect(res.json().actions).not.toContain('second_winner');

    const mails = await t.platform.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'lot_second_winner')));
    expect(mails.some((m) => m.subject.includes(lot.code) && m.subject.includes(auction.auctionNumber))).toBe(true);
    // The amount the second winner pays, as the portal writes it in their language.
    expect(mails.some((m) => m.textBody.includes(formatMoney(1250.5, normalizeLanguage(m.lang))))).toBe(true);

    const outcome = (await f.operator.get(apiPath('/auctions/{id}/outcome', { id: auction.id }))).json();
    expect(outcome.lots[0]).toMatchObject({ secondWinner: true, winningAmount: 1250.5, highestBid: 1300 });
    expect(outcome.totals.soldAmount).toBe(1250.5);

    const twice = await f.operator.post(apiPath('/lots/secondwinner'), { ...body, userId: ids.admin, amount: 1200 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()._error).toBe('lot.second_winner_not_allowed');
  });

  it('refuses a second winner in every lot status but SOLD (409)', async () => {
    const { lot } = await soldLot();
    const body = { lotCode: lot.code, userId: ids.person, amount: 1250.5 };
    for (const status of ['CREATED', 'ASSIGNED', 'ACTIVE', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED'] as const) {
      await setStatus(lot.id, status);
      const res = await f.operator.post(apiPath('/lots/secondwinner'), body);
      expect(res.statusCode, status).toBe(409);
      expect(res.json()._error).toBe('lot.second_winner_not_allowed');
    }
  });
});
