import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { myBidPosition, type MyBidLot, type MyBidPosition } from '@portal/contracts/follows';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../test/api-client';
import { buildTestApp } from '../../test/harness';
import { auctions, lots } from '../auctions/tables';
import { buildFixture, setLotRow, type Fixture } from '../auctions/test-support';
import { mailOutbox } from '../mail/tables';
import { users } from '../users/tables';
import { noticeFollowedLotsEnding } from './notices';
import { mailFollowReminders } from './reminders';
import { follows } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';

describe('follows, My bids, the bid history and the reminders', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let bidders: Bidder[];

  beforeAll(async () => {
    f = await buildFixture(t);
    bidders = await makeBidders(t, 4);
  });

  const myBids = async (b: Bidder, query = '') => {
    const answer = await b.session.get(`${apiPath('/my_bids')}?count=100${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ content: MyBidLot[]; totalElements: number }>();
  };

  it('follows and unfollows a lot and an auction, each idempotent; a bad target is a 400 with its field', async () => {
    const [alice] = bidders;
    const a = await runningAuction(f, [alice]);
    const lotId = a.lots[0].id;
    for (let i = 0; i < 2; i++) {
      const answer = await alice.session.post(apiPath('/follows'), { lotId });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ followed: true });
      expect((await alice.session.post(apiPath('/follows'), { auctionId: a.auction.id })).statusCode).toBe(200);
    }
    const rows = await db.select().from(follows).where(eq(follows.userId, alice.userId));
    expect(rows.filter((r) => r.lotId === lotId)).toHaveLength(1);
    expect(rows.filter((r) => r.auctionId === a.auction.id)).toHaveLength(1);
    const listed = (await alice.session.get(apiPath('/follows'))).json();
    expect(listed.lotIds).toContain(lotId);
    expect(listed.auctions.map((x: { auctionId: number }) => x.auctionId)).toContain(a.auction.id);
    expect((await myBids(alice, '&filter=FOLLOWED')).content.map((l) => l.lotId)).toContain(lotId);

    for (let i = 0; i < 2; i++) {
      const answer = await alice.session.post(apiPath('/follows/unfollow'), { lotId });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ followed: false });
    }
    expect((await alice.session.get(apiPath('/follows'))).json().lotIds).not.toContain(lotId);

    const both = await alice.session.post(apiPath('/follows'), { lotId, auctionId: a.auction.id });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toHaveProperty('lotId');
    expect((await alice.session.post(apiPath('/follows'), {})).statusCode).toBe(400);
    expect((await alice.session.post(apiPath('/follows'), { lotId: 2_000_000 })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: apiPath('/my_bids') })).statusCode).toBe(401);
  });

  it('lists every lot of a followed auction on My bids (Followed too), its star left to the lot itself', async () => {
    const [, , carol] = bidders;
    const a = await runningAuction(f, [carol]);
    const lotIds = a.lots.map((lot) => lot.id);
    const listed = async (query = '') => (await myBids(carol, query)).content.filter((l) => lotIds.includes(l.lotId));
    expect(await listed()).toHaveLength(0);
    expect((await carol.session.post(apiPath('/follows'), { auctionId: a.auction.id })).statusCode).toBe(200);
    for (const query of ['', '&filter=FOLLOWED']) {
      const rows = await listed(query);
      expect(rows.map((l) => l.lotId).sort()).toEqual([...lotIds].sort());
      expect(rows.every((l) => !l.followed && l.position === 'NO_BIDS')).toBe(true);
    }
    expect(await listed('&filter=BIDS')).toHaveLength(0);
    expect((await carol.session.post(apiPath('/follows/unfollow'), { auctionId: a.auction.id })).statusCode).toBe(200);
    expect(await listed()).toHaveLength(0);
  });

  it('exports My bids under its filter as CSV and XLSX: the rows the list shows, nobody else’s', async () => {
    const [, , , dave] = bidders;
    const [, , carol] = bidders;
    const a = await runningAuction(f, [dave, carol], { lots: 2 });
    const other = await runningAuction(f, [carol]);
    expect((await dave.session.post(apiPath('/follows'), { auctionId: a.auction.id })).statusCode).toBe(200);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    expect((await sendBid(t, dave.session, target, 1000)).statusCode).toBe(200);
    expect(
      (await sendBid(t, carol.session, { auctionId: other.auction.id, lotId: other.lots[0].id }, 1000)).statusCode,
    ).toBe(200);
    for (const filter of ['ALL', 'BIDS', 'FOLLOWED']) {
      const shown = (await myBids(dave, `&filter=${filter}`)).content.map((l) => l.lotCode);
      const csv = await dave.session.get(`${apiPath('/my_bids/export')}?format=csv&filter=${filter}`);
      expect(csv.statusCode, csv.body).toBe(200);
      const records: string[][] = parse(csv.rawPayload, { bom: true });
      expect(records.slice(1).map((r) => r[0])).toEqual(shown);
      expect(records.some((r) => r[0] === other.lots[0].code)).toBe(false);
      const xlsx = await dave.session.get(`${apiPath('/my_bids/export')}?format=xlsx&filter=${filter}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from(xlsx.rawPayload));
      expect(workbook.worksheets[0].rowCount).toBe(records.length);
    }
    expect((await dave.session.get(`${apiPath('/my_bids/export')}?format=csv&filter=NOPE`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${apiPath('/my_bids/export')}?format=csv` })).statusCode).toBe(
      401,
    );
  });

  it('pages the bid history newest first, by pseudonym, for visitors too', async () => {
    const [alice, bob] = bidders;
    const a = await runningAuction(f, [alice, bob]);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    for (let i = 0; i < 12; i++) {
      const answer = await sendBid(t, i % 2 === 0 ? alice.session : bob.session, target, 1000 + i * 100);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const url = apiPath('/auction/lot/{lotId}/bid_history', { lotId: target.lotId });
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().totalElements).toBe(12);
    expect(first.json().content.map((b: { seq: number }) => b.seq)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const second = (await t.app.inject({ method: 'GET', url: `${url}?page=2` })).json();
    expect(second.content.map((b: { seq: number }) => b.seq)).toEqual([2, 1]);
    const numbers = new Set(first.json().content.map((b: { bidderNumber: number }) => b.bidderNumber));
    expect(numbers.size).toBe(2);
    expect(first.body).not.toContain(alice.username);
    expect((await t.app.inject({ method: 'GET', url: `${url}?count=0` })).statusCode).toBe(400);
  });

  it("tells each bidder's position as a model of leading, outbid, won and lost does", async () => {
    const [alice, bob, carol, dave] = bidders;
    const runs = 6;
    const a = await runningAuction(f, [alice, bob, carol], { lots: runs });
    // Dave only follows every lot.
    for (const lot of a.lots) await dave.session.post(apiPath('/follows'), { lotId: lot.id });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 6 }),
        fc.constantFrom('RUNNING', 'SOLD', 'UNSOLD', 'CANCELLED'),
        async (sequence, end) => {
          const lotId = a.lots[run++].id;
          const trio = [alice, bob, carol];
          // The model: who leads, who bid.
          let leader: number | null = null;
          const bid = new Set<number>();
          let amount = 1000;
          for (const who of sequence) {
            const answer = await sendBid(t, trio[who].session, { auctionId: a.auction.id, lotId }, amount);
            if (leader === trio[who].userId) {
              expect(answer.statusCode).toBe(409);
              continue;
            }
            expect(answer.statusCode, answer.body).toBe(200);
            leader = trio[who].userId;
            bid.add(leader);
            amount += 100;
          }
          const status = end === 'SOLD' && leader === null ? 'UNSOLD' : end;
          if (status !== 'RUNNING')
            await setLotRow(t, lotId, { status, winnerUserId: status === 'SOLD' ? leader : null });
          const expected = (userId: number): MyBidPosition => {
            const over = status !== 'RUNNING';
            if (over && status === 'SOLD' && leader === userId) return 'WON';
            if (!bid.has(userId)) return 'NO_BIDS';
            if (over) return 'LOST';
            return leader === userId ? 'LEADING' : 'OUTBID';
          };
          for (const b of [...trio, dave]) {
            const row = (await myBids(b)).content.find((l) => l.lotId === lotId);
            if (!bid.has(b.userId) && b !== dave) {
              expect(row, 'a lot neither bid on nor followed is not listed').toBeUndefined();
              continue;
            }
            expect(row?.position, `${b.username} on ${sequence.join(',')} ${status}`).toBe(expected(b.userId));
            expect(row?.highestBid).toBe(leader === null ? null : amount - 100);
          }
          // The contracts' rule agrees with the model too.
          const lot = (await db.select().from(lots).where(eq(lots.id, lotId)))[0];
          for (const b of trio) expect(myBidPosition(lot, b.userId, bid.has(b.userId))).toBe(expected(b.userId));
        },
      ),
      { numRuns: runs },
    );
  });

  it('mails a reminder before the end of a followed lot once per user, lot and kind', async () => {
    const [alice, bob] = bidders;
    const a = await runningAuction(f, [alice], { endInMs: 30 * 60_000 });
    const lotId = a.lots[0].id;
    await alice.session.post(apiPath('/follows'), { lotId });
    await bob.session.post(apiPath('/follows'), { auctionId: a.auction.id });
    expect(await mailFollowReminders(db, 'https://portal.example')).toBeGreaterThanOrEqual(2);
    expect(await mailFollowReminders(db, 'https://portal.example')).toBe(0);
    const emails = (
      await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.id, [alice.userId, bob.userId]))
    ).map((u) => u.email!);
    const mails = (
      await db
        .select()
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.toAddress, emails), eq(mailOutbox.template, 'follow_reminder')))
    ).filter((m) => m.subject.includes(a.auction.auctionNumber));
    expect(mails).toHaveLength(2);
    // Unfollowing and following again mails no second reminder of the same kind.
    await alice.session.post(apiPath('/follows/unfollow'), { lotId });
    await alice.session.post(apiPath('/follows'), { lotId });
    await db.update(auctions).set({ notes: 'x' }).where(eq(auctions.id, a.auction.id));
    expect(await mailFollowReminders(db, 'https://portal.example')).toBe(0);
  });

  it('tells the followers of a lot, or of its auction, once that it ends within minutes; others hear nothing', async () => {
    const [alice, bob, carol] = bidders;
    const a = await runningAuction(f, [alice], { endInMs: 3 * 60_000 });
    const lotId = a.lots[0].id;
    await alice.session.post(apiPath('/follows'), { lotId });
    await bob.session.post(apiPath('/follows'), { auctionId: a.auction.id });
    const unread = async (b: Bidder) =>
      (await b.session.get(apiPath('/notifications/unread_count'))).json<{ unread: number }>().unread;
    const before = await Promise.all([alice, bob, carol].map(unread));
    expect(await noticeFollowedLotsEnding(db)).toBeGreaterThanOrEqual(2);
    expect(await noticeFollowedLotsEnding(db)).toBe(0);
    expect(await Promise.all([alice, bob, carol].map(unread))).toEqual([before[0] + 1, before[1] + 1, before[2]]);
    const page = (await alice.session.get(`${apiPath('/notifications/paged')}?count=5`)).json<{
      content: { kind: string; params: { lotCode: string } }[];
    }>();
    expect(page.content[0]).toMatchObject({ kind: 'lot_ending_soon', params: { lotCode: a.lots[0].code } });
  });
});
