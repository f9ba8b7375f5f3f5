import { AUCTION_STATUS_TOPIC } from '@portal/contracts/auctions';
import { formatMoney } from '@portal/contracts/money-format';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { runAuctionLifecycle } from '../auctions/scheduler/auction-scheduler';
import { auctions, lots } from '../auctions/tables';
import { buildFixture, collectEvents, type Fixture } from '../auctions/test-support';
import { mailOutbox } from '../mail/tables';
import { setParameter } from '../settings/service';
import { users } from '../users/tables';
import { auctionWatchers } from './tables';
import { mailOutbidBidders } from './notices';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';
import { apiPath } from '../../test/api-client';

const MINUTE = 60_000;

describe('anti-sniping, closing each lot at its own end, and the mails about it', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;
  let carol: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob, carol] = await makeBidders(t, 3);
  });

  const lotRow = async (id: number) => (await db.select().from(lots).where(eq(lots.id, id)))[0];
  const mailsTo = async (bidders: Bidder[], template: string) => {
    const emails = (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.id,
            bidders.map((b) => b.userId),
          ),
        )
    ).map((u) => u.email!);
    return db
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.toAddress, emails), eq(mailOutbox.template, template)));
  };

  it('moves the end of a lot to now + the window for a bid inside the window, never past the cap', async () => {
    await setParameter(db, 'anti_sniping_minutes', 3);
    await setParameter(db, 'anti_sniping_cap_minutes', 5);
    // The lot ends in 10 minutes: a bid now is outside the window.
    const a = await runningAuction(f, [alice, bob], { endInMs: 10 * MINUTE });
    const lotId = a.lots[0].id;
    const planned = (await lotRow(lotId)).plannedEndTime!;
    expect((await lotRow(lotId)).latestEndTime!.getTime()).toBe(planned.getTime() + 5 * MINUTE);
    expect((await lotRow(lotId)).antiSnipingMinutes).toBe(3);
    const outside = await sendBid(t, alice.session, { auctionId: a.auction.id, lotId }, 1000);
    expect(outside.json().bid.endTime).toBe(planned.toISOString());

    // Two minutes before the end: the end moves to the bid's time + 3 minutes.
    await db
      .update(lots)
      .set({ endTime: new Date(Date.now() + 2 * MINUTE) })
      .where(eq(lots.id, lotId));
    const inside = await sendBid(t, bob.session, { auctionId: a.auction.id, lotId }, 1050);
    const body = inside.json();
    expect(new Date(body.bid.endTime).getTime()).toBe(new Date(body.bid.serverTime).getTime() + 3 * MINUTE);
    expect(body.bid.remainingTime).toBeGreaterThan(2.9 * MINUTE);
    expect((await lotRow(lotId)).endTime!.toISOString()).toBe(body.bid.endTime);

    // Close to the cap (as after many extensions): the end stops at the latest end.
    const cap = new Date(Date.now() + 2 * MINUTE);
    await db
      .update(lots)
      .set({ endTime: new Date(Date.now() + MINUTE), latestEndTime: cap })
      .where(eq(lots.id, lotId));
    const capped = await sendBid(t, alice.session, { auctionId: a.auction.id, lotId }, 1100);
    expect(capped.json().bid.endTime).toBe(cap.toISOString());
    // At the cap, a bid inside the window no longer moves the end.
    const atCap = await sendBid(t, bob.session, { auctionId: a.auction.id, lotId }, 1150);
    expect(atCap.json().bid.endTime).toBe(cap.toISOString());
  });

  it('never moves an end with a window of 0', async () => {
    await setParameter(db, 'anti_sniping_minutes', 0);
    const a = await runningAuction(f, [alice], { endInMs: 30_000 });
    const lotId = a.lots[0].id;
    const before = (await lotRow(lotId)).endTime!;
    const res = await sendBid(t, alice.session, { auctionId: a.auction.id, lotId }, 1000);
    expect(res.json().bid.endTime).toBe(before.toISOString());
    await setParameter(db, 'anti_sniping_minutes', 3);
  });

  it('closes each lot at its own end: SOLD to the top bidder or UNSOLD, pushed at once; the auction finishes with its last lot', async () => {
    await setParameter(db, 'lot_part_interval_minutes', 10);
    const a = await runningAuction(f, [alice, bob, carol], { lots: 2, endInMs: 20 * MINUTE });
    const [first, second] = a.lots;
    for (const [bidder, amount] of [
      [alice, 1000],
      [bob, 1100],
      [alice, 1200],
    ] as const) {
      expect((await sendBid(t, bidder.session, { auctionId: a.auction.id, lotId: first.id }, amount)).statusCode).toBe(
        200,
      );
    }
    const events = collectEvents(t, AUCTION_STATUS_TOPIC);
    // Each bidder is mailed in their own language: bob reads Serbian.
    await db.update(users).set({ lang: 'sr' }).where(eq(users.id, bob.userId));
    await db
      .update(lots)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(lots.id, first.id));
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 0, lotsClosed: 1, finished: 0 },
    });
    const closed = await lotRow(first.id);
    expect(closed).toMatchObject({ status: 'SOLD', winnerUserId: alice.userId, winningAmount: 1200 });
    expect((await lotRow(second.id)).status).toBe('ACTIVE');
    await expect
      .poll(() => events.events)
      .toContainEqual(
        expect.objectContaining({ lotId: first.id, auctionId: a.auction.id, status: 'SOLD', highestBid: 1200 }),
      );

    // Bids after the close are refused; the winner and the other bidders are mailed.
    expect((await sendBid(t, bob.session, { auctionId: a.auction.id, lotId: first.id }, 2000)).json()._error).toBe(
      'eauction.lot_ended',
    );
    const won = await mailsTo([alice], 'lot_won');
    const lost = await mailsTo([bob], 'lot_closed');
    expect([won.length, lost.length]).toEqual([1, 1]);
    // The amount as the portal writes it in each recipient's language.
    expect([won[0].lang, lost[0].lang]).toEqual(['en', 'sr']);
    expect(won[0].textBody).toContain('€1,200.00');
    expect(lost[0].textBody).toContain(formatMoney(1200, 'sr'));
    expect(lost[0].textBody).toContain('1.200,00\u00a0€');
    expect(await mailsTo([carol], 'lot_closed')).toHaveLength(0);

    // The second lot ends with no bids: UNSOLD, and the auction is FINISHED with it.
    await db
      .update(lots)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(lots.id, second.id));
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 0, lotsClosed: 1, finished: 1 },
    });
    expect((await lotRow(second.id)).status).toBe('UNSOLD');
    const [auction] = await db.select().from(auctions).where(eq(auctions.id, a.auction.id));
    expect(auction.status).toBe('FINISHED');
    await expect.poll(() => events.events).toContainEqual({ id: a.auction.id, status: 'FINISHED' });
    events.stop();

    // The outcome and the report read the real bids and winner.
    const outcome = (await f.operator.get(apiPath('/auctions/{id}/outcome', { id: a.auction.id }))).json();
    expect(outcome.lots.find((l: { lotId: number }) => l.lotId === first.id)).toMatchObject({
      status: 'SOLD',
      highestBid: 1200,
      bidCount: 3,
      winner: { userId: alice.userId },
    });
    const failed = await f.operator.get(apiPath('/auctions/{id}/failedlots', { id: a.auction.id }));
    expect(failed.statusCode).toBe(200);
    const seconds = (await f.operator.get(`${apiPath('/lots/secondwinners')}?id=${first.id}`)).json();
    expect(seconds).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: bob.userId }), amount: 1100 }),
    ]);
  });

  it('mails an outbid bidder once, after the grace, unless they had the bidding screen open since', async () => {
    const a = await runningAuction(f, [alice, bob, carol]);
    const lotId = a.lots[0].id;
    const target = { auctionId: a.auction.id, lotId };
    expect((await sendBid(t, alice.session, target, 1000)).statusCode).toBe(200);
    expect((await sendBid(t, carol.session, target, 1050)).statusCode).toBe(200);
    expect((await sendBid(t, bob.session, target, 1100)).statusCode).toBe(200);
    // Within the grace nobody is mailed.
    expect(await mailOutbidBidders(db, 'https://portal.example')).toBe(0);
    // Carol keeps the screen open; alice does not.
    expect(
      (await carol.session.post(apiPath('/auction/{auctionId}/watching', { auctionId: a.auction.id }))).statusCode,
    ).toBe(204);
    // Five minutes pass (the bids' times move back instead); carol was on the screen just now.
    await db.execute(sql`update bids set created_at = created_at - interval '5 minutes' where lot_id = ${lotId}`);
    await db.update(auctionWatchers).set({ seenAt: new Date() }).where(eq(auctionWatchers.userId, carol.userId));
    expect(await mailOutbidBidders(db, 'https://portal.example')).toBe(1);
    const [mail] = await mailsTo([alice], 'bid_outbid');
    expect(mail.textBody).toContain(`https://portal.example/user_auctions/auction_bid/${a.auction.id}`);
    expect(mail.textBody).toContain(formatMoney(1100, normalizeLanguage(mail.lang)));
    expect(await mailsTo([carol], 'bid_outbid')).toHaveLength(0);
    // Not again for the same outbid, nor within five minutes for a new one.
    expect(await mailOutbidBidders(db, 'https://portal.example')).toBe(0);
    expect((await sendBid(t, alice.session, target, 1150)).statusCode).toBe(200);
    expect((await sendBid(t, bob.session, target, 1200)).statusCode).toBe(200);
    await db.execute(
      sql`update bids set created_at = created_at - interval '5 minutes' where lot_id = ${lotId} and seq > 3`,
    );
    expect(await mailOutbidBidders(db, 'https://portal.example')).toBe(0);
    expect(await mailsTo([alice], 'bid_outbid')).toHaveLength(1);
  });

  it('follows the notice preferences: outbid only in the portal is not mailed; won and not won are notices with the price', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const lotId = a.lots[0].id;
    const target = { auctionId: a.auction.id, lotId };
    const chosen = await alice.session.post(apiPath('/notifications/preferences'), {
      preferences: [
        { kind: 'outbid', channel: 'in_app' },
        { kind: 'lot_lost', channel: 'none' },
      ],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const outbidMails = (await mailsTo([alice], 'bid_outbid')).length;
    const closedMails = (await mailsTo([alice], 'lot_closed')).length;
    expect((await sendBid(t, alice.session, target, 1000)).statusCode).toBe(200);
    expect((await sendBid(t, bob.session, target, 1100)).statusCode).toBe(200);
    await db.execute(sql`update bids set created_at = created_at - interval '5 minutes' where lot_id = ${lotId}`);
    // The outbid is handled (recorded once), but alice is told only in the portal.
    expect(await mailOutbidBidders(db, 'https://portal.example')).toBe(1);
    expect(await mailsTo([alice], 'bid_outbid')).toHaveLength(outbidMails);
    expect(await mailOutbidBidders(db, 'https://portal.example')).toBe(0);

    await db
      .update(lots)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(lots.id, lotId));
    await runAuctionLifecycle(db);
    expect((await lotRow(lotId)).status).toBe('SOLD');
    const unreadOf = async (bidder: Bidder) =>
      (await bidder.session.get(`${apiPath('/notifications/paged')}?unread=true&count=100`)).json<{
        content: Array<{ kind: string; params: Record<string, unknown>; link: string }>;
      }>().content;
    const [won] = (await unreadOf(bob)).filter((n) => n.kind === 'lot_won');
    expect(won).toMatchObject({
      params: { auctionNumber: a.auction.auctionNumber, lotCode: a.lots[0].code, amount: 1100 },
      link: `/user_auctions/auction_bid/${a.auction.id}`,
    });
    expect(await mailsTo([bob], 'lot_won')).not.toHaveLength(0);
    // Alice wants nothing of a lot not won: no notice and no mail.
    const aliceKinds = (await unreadOf(alice)).map((n) => n.kind);
    expect(aliceKinds).toContain('outbid');
    expect(aliceKinds).not.toContain('lot_lost');
    expect(await mailsTo([alice], 'lot_closed')).toHaveLength(closedMails);
  });
});
