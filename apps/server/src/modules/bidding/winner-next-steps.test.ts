import { formatDay } from '@portal/contracts/dates';
import { PAYMENT_TERM_DAYS_DEFAULT, paymentDueDay } from '@portal/contracts/winner-next-steps';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';
import { runAuctionLifecycle } from '../auctions/scheduler/auction-scheduler';
import { auctions, lots } from '../auctions/tables';
import { buildFixture, createAuction, inDays, type Fixture } from '../auctions/test-support';
import { mailOutbox } from '../mail/tables';
import { users } from '../users/tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';

const NEXT_STEPS = {
  paymentTermDays: 5,
  pickUpPlaceSQ: 'Magazina doganore e Durrësit, Rruga Tregtare 4',
  pickUpPlaceEN: 'Durrës customs warehouse, 4 Trade Street',
  pickUpPlaceSR: 'Carinsko skladište Drač, Trgovačka 4',
  pickUpHoursSQ: 'E hënë–e premte, 08:00–15:00',
  pickUpHoursEN: 'Monday to Friday, 08:00–15:00',
  pickUpHoursSR: 'Ponedeljak–petak, 08:00–15:00',
  nextStepsNoteEN: 'Bring the payment slip; the contract is signed at pick-up.',
  nextStepsNoteSQ: 'Sillni mandatin e pagesës; kontrata nënshkruhet në tërheqje.',
};

type Mine = { nextSteps: unknown } | null;

describe('the winner’s next steps: the auction’s fields, who is told them, the won mail', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob] = await makeBidders(t, 2);
  });

  it('refuses a term outside 1–90 days and too long a text, by field key', async () => {
    const dates = { startDate: inDays(2), endDate: inDays(3) };
    for (const paymentTermDays of [0, 91, 2.5, '8']) {
      const res = await f.operator.post(apiPath('/auctions'), { ...dates, paymentTermDays });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['paymentTermDays']);
    }
    const long = await f.operator.post(apiPath('/auctions'), { ...dates, pickUpHoursSR: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['pickUpHoursSR']);
  });

  it('keeps the fields, with the default term when none is given, and shows them on the public page', async () => {
    const plain = await createAuction(f);
    const [row] = await db.select().from(auctions).where(eq(auctions.id, plain.id));
    expect(row.paymentTermDays).toBe(PAYMENT_TERM_DAYS_DEFAULT);

    const saved = await createAuction(f, NEXT_STEPS);
    expect((saved as unknown as { nextSteps: unknown }).nextSteps).toMatchObject({
      ...NEXT_STEPS,
      nextStepsNoteSR: null,
    });
    // An update without the fields keeps them; an empty text clears one.
    const update = await f.operator.post(apiPath('/auctions'), {
      id: saved.id,
      startDate: inDays(2),
      endDate: inDays(4),
      nextStepsNoteEN: '',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().nextSteps).toMatchObject({ paymentTermDays: 5, pickUpPlaceEN: NEXT_STEPS.pickUpPlaceEN });
    expect(update.json().nextSteps.nextStepsNoteEN).toBeNull();
  });

  it('tells the winner alone: lot_bids and My bids carry the next steps for them, never for another bidder', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const lotId = a.lots[0].id;
    await db.update(auctions).set(NEXT_STEPS).where(eq(auctions.id, a.auction.id));
    await db.update(users).set({ lang: 'sq' }).where(eq(users.id, alice.userId));
    for (const [bidder, amount] of [
      [bob, 1000],
      [alice, 1100],
    ] as const) {
      expect((await sendBid(t, bidder.session, { auctionId: a.auction.id, lotId }, amount)).statusCode).toBe(200);
    }
    // Before the end nobody has next steps.
    const lotBids = (session?: Bidder) =>
      session
        ? session.session.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }))
        : t.app.inject({ method: 'GET', url: apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }) });
    const mineOf = async (bidder?: Bidder) => (await lotBids(bidder)).json()[String(lotId)].mine as Mine;
    expect((await mineOf(alice))?.nextSteps).toBeNull();

    const end = new Date(Date.now() - 1000);
    await db.update(lots).set({ endTime: end }).where(eq(lots.id, lotId));
    await runAuctionLifecycle(db);
    const [closed] = await db.select().from(lots).where(eq(lots.id, lotId));
    expect(closed).toMatchObject({ status: 'SOLD', winnerUserId: alice.userId });

    const dueDay = paymentDueDay(end, 5, 'Europe/Tirane');
    const expected = {
      amount: 1100,
      paymentTermDays: 5,
      paymentDueDay: dueDay,
      pickUpPlace: { sq: NEXT_STEPS.pickUpPlaceSQ, en: NEXT_STEPS.pickUpPlaceEN, sr: NEXT_STEPS.pickUpPlaceSR },
      pickUpHours: { sq: NEXT_STEPS.pickUpHoursSQ, en: NEXT_STEPS.pickUpHoursEN, sr: NEXT_STEPS.pickUpHoursSR },
      note: { sq: NEXT_STEPS.nextStepsNoteSQ, en: NEXT_STEPS.nextStepsNoteEN, sr: null },
    };
    expect((await mineOf(alice))?.nextSteps).toEqual(expected);
    expect((await mineOf(bob))?.nextSteps).toBeNull();
    expect(await mineOf()).toBeNull();
    // Nothing of the lot's next steps in another bidder's or a visitor's answer.
    expect((await lotBids(bob)).body).not.toContain(dueDay);
    expect((await lotBids()).body).not.toContain(dueDay);

    const myRow = async (bidder: Bidder) =>
      (await bidder.session.get(`${apiPath('/my_bids')}?filter=ENDED`))
        .json()
        .content.find((r: { lotId: number }) => r.lotId === lotId);
    expect(await myRow(alice)).toMatchObject({ position: 'WON', nextSteps: expected });
    expect(await myRow(bob)).toMatchObject({ position: 'LOST', nextSteps: null });

    // The won mail carries the same steps in the winner's language (Albanian); the other bidder's mail none.
    const emails = async (bidder: Bidder) =>
      (await db.select({ email: users.email }).from(users).where(eq(users.id, bidder.userId)))[0].email!;
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.toAddress, [await emails(alice), await emails(bob)]),
          inArray(mailOutbox.template, ['lot_won', 'lot_closed']),
        ),
      );
    const won = mails.find((m) => m.template === 'lot_won')!;
    const lost = mails.find((m) => m.template === 'lot_closed')!;
    expect(won.lang).toBe('sq');
    for (const text of [
      formatDay(dueDay),
      NEXT_STEPS.pickUpPlaceSQ,
      NEXT_STEPS.pickUpHoursSQ,
      NEXT_STEPS.nextStepsNoteSQ,
    ]) {
      expect(won.textBody).toContain(text);
    }
    expect(won.textBody).toContain('5 ditë');
    expect(won.textBody).not.toContain(NEXT_STEPS.pickUpPlaceEN);
    expect(lost.textBody).not.toContain(NEXT_STEPS.pickUpPlaceSR);
    expect(lost.textBody).not.toContain(formatDay(dueDay));
  });
});
