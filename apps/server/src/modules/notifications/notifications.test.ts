import { noticeDestination, noticePushSchema, type Notice } from '@portal/contracts/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../test/api-client';
import { buildTestApp } from '../../test/harness';
import { buildFixture, collectEvents, type Fixture } from '../auctions/test-support';
import { makeBidders, runningAuction, sendBid, type Bidder } from '../bidding/test-support';
import { notifyLotEndingSoon } from '../bidding';
import { channelsOf, mailWanted, notify } from './service';

const list = async (bidder: Bidder, query = '') =>
  (await bidder.session.get(`${apiPath('/notifications/paged')}${query}`)).json<{
    content: Notice[];
    totalElements: number;
  }>();
const unread = async (bidder: Bidder) =>
  (await bidder.session.get(apiPath('/notifications/unread_count'))).json<{ unread: number }>().unread;

describe('the notification centre', async () => {
  const t = await buildTestApp({ auctionClock: false });
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob] = await makeBidders(t, 2);
  });

  it('tells the bidder who was outbid at once, on their own destination only, and keeps the notice', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    // The approvals of the participation requests were notices too.
    expect((await list(alice)).content.map((n) => n.kind)).toEqual(['participation_approved']);
    await alice.session.post(apiPath('/notifications/read_all'));

    const toAlice = collectEvents(t, noticeDestination(alice.userId));
    const toBob = collectEvents(t, noticeDestination(bob.userId));
    try {
      expect((await sendBid(t, alice.session, target, 1000)).statusCode).toBe(200);
      expect((await sendBid(t, bob.session, target, 1100.1)).statusCode).toBe(200);
      // Only the notice: the push of Alice's "read all" above may reach her destination after the collection began
      // (on PostgreSQL the bus delivers it asynchronously).
      const notices = () => toAlice.events.filter((event) => noticePushSchema.parse(event).type === 'notice');
      await expect.poll(() => notices().length).toBe(1);
      const push = noticePushSchema.parse(notices()[0]);
      expect(push).toMatchObject({
        type: 'notice',
        unread: 1,
        notice: {
          kind: 'outbid',
          // The amount as the bid statement wrote it into the notice: the same number, cents and all.
          params: { auctionNumber: a.auction.auctionNumber, lotCode: a.lots[0].code, amount: 1100.1 },
          link: `/user_auctions/auction_bid/${a.auction.id}`,
          readAt: null,
        },
      });
      // The push draws the notice as the list does (the one statement that stores and pushes it builds it in SQL).
      expect(push.type === 'notice' && push.notice).toEqual((await list(alice)).content[0]);
      expect(toBob.events).toEqual([]);
    } finally {
      toAlice.stop();
      toBob.stop();
    }
    const stored = await list(alice, '?unread=true');
    expect(stored.totalElements).toBe(1);
    expect(stored.content[0].kind).toBe('outbid');
    expect(await unread(alice)).toBe(1);
    expect((await list(bob, '?unread=true')).content.map((n) => n.kind)).toEqual(['participation_approved']);
  });

  it('tells the bidder a maximum answered that they are outbid, and not the maximum’s owner', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    await alice.session.post(apiPath('/notifications/read_all'));
    await bob.session.post(apiPath('/notifications/read_all'));
    expect((await sendBid(t, alice.session, target, 1000, { maximumAmount: 1500 })).statusCode).toBe(200);
    expect((await sendBid(t, bob.session, target, 1100)).statusCode).toBe(200);
    expect((await list(bob, '?unread=true')).content.map((n) => [n.kind, n.params.amount])).toEqual([['outbid', 1150]]);
    expect(await unread(alice)).toBe(0);
  });

  it('marks the caller’s own notices read, passes over another’s, and tells the other tabs', async () => {
    await t.platform.db.transaction((tx) =>
      notify(tx, [alice.userId, bob.userId], 'forum_message', { caseNumber: 'GEN-2026-000001' }, '/x'),
    );
    const [aliceNotice] = (await list(alice, '?unread=true')).content;
    const [bobNotice] = (await list(bob, '?unread=true')).content;
    const before = await unread(bob);
    const toAlice = collectEvents(t, noticeDestination(alice.userId));
    try {
      // Bob's ids in alice's request are left alone; the answer does not tell them apart.
      const res = await alice.session.post(apiPath('/notifications/read'), { ids: [aliceNotice.id, bobNotice.id] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ unread: await unread(alice) });
      expect(await unread(bob)).toBe(before);
      // Only the read push: the forum notice above may reach the destination after the collection began.
      const reads = () => toAlice.events.filter((event) => noticePushSchema.parse(event).type === 'read');
      await expect.poll(() => reads().length).toBe(1);
      expect(noticePushSchema.parse(reads()[0])).toEqual({ type: 'read', unread: await unread(alice) });
    } finally {
      toAlice.stop();
    }
    expect((await bob.session.post(apiPath('/notifications/read_all'))).json()).toEqual({ unread: 0 });
    expect((await list(bob)).content.every((n) => n.readAt !== null)).toBe(true);
    expect((await alice.session.post(apiPath('/notifications/read'), { ids: [] })).statusCode).toBe(400);
    expect((await alice.session.post(apiPath('/notifications/read'), { ids: ['1'] })).statusCode).toBe(400);
  });

  it('keeps preferences per kind: none stores nothing, and a legal kind is always mailed', async () => {
    const res = await alice.session.post(apiPath('/notifications/preferences'), {
      preferences: [
        { kind: 'forum_message', channel: 'none' },
        { kind: 'outbid', channel: 'in_app' },
        { kind: 'case_status', channel: 'none' },
        { kind: 'decision_issued', channel: 'in_app' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = new Map(res.json<Array<{ kind: string; channel: string; legal: boolean }>>().map((r) => [r.kind, r]));
    expect(rows.get('forum_message')).toEqual({ kind: 'forum_message', channel: 'none', legal: false });
    expect(rows.get('outbid')).toEqual({ kind: 'outbid', channel: 'in_app', legal: false });
    expect(rows.get('case_status')).toEqual({ kind: 'case_status', channel: 'mail', legal: true });
    expect(rows.get('decision_issued')).toEqual({ kind: 'decision_issued', channel: 'both', legal: true });
    expect(rows.get('lot_won')).toEqual({ kind: 'lot_won', channel: 'both', legal: false });

    const db = t.platform.db;
    const before = (await list(alice)).totalElements;
    const stored = await db.transaction((tx) =>
      notify(tx, [alice.userId, bob.userId], 'forum_message', { caseNumber: 'GEN-2026-000002' }, null),
    );
    expect(stored).toBe(1);
    expect((await list(alice)).totalElements).toBe(before);
    // case_status: 'mail' — no notice in the portal, the mail stays.
    await db.transaction((tx) => notify(tx, alice.userId, 'case_status', { caseNumber: 'X', status: 'TAKEN' }));
    expect((await list(alice)).totalElements).toBe(before);
    expect(await mailWanted(db, [alice.userId, bob.userId], 'outbid')).toEqual(new Set([bob.userId]));
    expect(await mailWanted(db, [alice.userId], 'case_status')).toEqual(new Set([alice.userId]));
    expect((await channelsOf(db, [alice.userId], 'forum_message')).get(alice.userId)).toBe('none');

    const bad = await alice.session.post(apiPath('/notifications/preferences'), {
      preferences: [{ kind: 'outbid', channel: 'sometimes' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses parameters that do not fit the kind, so the producer’s transaction fails whole', async () => {
    await expect(
      t.platform.db.transaction((tx) =>
        // @ts-expect-error a wrong parameter on purpose
        notify(tx, bob.userId, 'outbid', { caseNumber: 'X' }),
      ),
    ).rejects.toThrow();
  });

  it('pages newest first and refuses a page size beyond the limit', async () => {
    const page = await list(bob, '?page=1&count=2');
    expect(page.content.length).toBeLessThanOrEqual(2);
    const ids = page.content.map((n) => n.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect((await bob.session.get(`${apiPath('/notifications/paged')}?count=1000`)).statusCode).toBe(400);
  });

  it('tells the followers of a lot that it ends soon, through the bidding door', async () => {
    const a = await runningAuction(f, [alice]);
    const stored = await t.platform.db.transaction((tx) =>
      notifyLotEndingSoon(tx, a.lots[0].id, [alice.userId, bob.userId]),
    );
    expect(stored).toBeGreaterThanOrEqual(1);
    const [notice] = (await list(bob, '?unread=true')).content;
    expect(notice).toMatchObject({
      kind: 'lot_ending_soon',
      params: { auctionNumber: a.auction.auctionNumber, lotCode: a.lots[0].code },
      link: `/user_auctions/auction_bid/${a.auction.id}`,
    });
    expect(Number.isNaN(Date.parse(String(notice.params.endTime)))).toBe(false);
  });
});
