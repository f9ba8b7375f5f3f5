import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { auctionInStatus, buildFixture, createLot, type Fixture } from '../auctions/test-support';
import { mailOutbox } from '../mail/tables';
import { findUserByUsername } from '../users/service';
import { users } from '../users/tables';
import { usersWithRequests } from './service';
import { deleteAs, publishedAuction, R, requestOf, sendRequest } from './test-support';
import { apiPath } from '../../test/api-client';

describe('participation requests', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let f: Fixture;
  let person: Session, registry: Session;
  beforeAll(async () => {
    f = await buildFixture(t);
    person = await t.loginAs('person');
    registry = await t.loginAs('registry');
    // The person reads Serbian: decisions reach them in their language.
    await db.update(users).set({ lang: 'sr' }).where(eq(users.username, 'person'));
  });

  const mailsTo = async (username: string, template: string) => {
    const user = (await findUserByUsername(db, username))!;
    return db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email!), eq(mailOutbox.template, template)))
      .orderBy(mailOutbox.id);
  };

  it('cancelling the auction mails everyone who asked to take part, in their language', async () => {
    const target = await publishedAuction(f);
    expect((await sendRequest(f.trader, target)).statusCode).toBe(200);
    expect((await sendRequest(person, target)).statusCode).toBe(200);
    const before = (await mailsTo('person', 'auction_cancelled')).length;
    const cancelled = await f.operator.post(apiPath('/auctions/cancel'), { id: target.auction.id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsTo('person', 'auction_cancelled');
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ lang: 'sr' });
    expect(mails.at(-1)!.subject).toContain(target.auction.auctionNumber);
    expect((await mailsTo('trader', 'auction_cancelled')).length).toBeGreaterThan(0);
  });

  it('a trader requests a lot, sees it, the operator approves it: audited and mailed', async () => {
    const target = await publishedAuction(f);
    const res = await sendRequest(f.trader, target);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'PENDING',
      lot: { id: target.lot.id, code: target.lot.code, guaranteeAmount: 100 },
      auction: { id: target.auction.id, auctionNumber: target.auction.auctionNumber, status: 'PUBLISHED' },
      user: { username: 'trader' },
      rejectReason: null,
      actions: ['withdraw'],
    });

    const mine = await f.trader.get(`${R}/my_requests?filter[auction]=${target.auction.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ totalElements: 1, content: [{ id: created.id }] });
    expect((await f.trader.get(`${R}/${created.id}`)).json()).toMatchObject({ id: created.id });

    const list = await f.operator.get(`${R}/paged?filter[auction]=${target.auction.id}&filter[username]=TRAD`);
    expect(list.json()).toMatchObject({
      totalElements: 1,
      content: [{ id: created.id, actions: ['approve', 'reject'] }],
    });
    const ofLot = await f.operator.get(`${R}/lot/${target.lot.id}?filter[status]=PENDING`);
    expect(ofLot.json()).toMatchObject({ totalElements: 1, content: [{ id: created.id }] });

    const approved = await f.operator.post(`${R}/approve`, { id: created.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decidedBy: 'operator', actions: [] });
    expect((await f.trader.get(`${R}/${created.id}`)).json()).toMatchObject({ status: 'APPROVED', actions: [] });

    const [mail] = await mailsTo('trader', 'participation_approved');
    expect(mail).toMatchObject({ lang: 'sq' });
    expect(mail.textBody).toContain(target.lot.code);
    expect(mail.subject).toContain(target.auction.auctionNumber);

    const log = await f.operator.get(`${R}/log?id=${created.id}`);
    expect(log.json().content.map((e: { action: string }) => e.action)).toEqual([
      'participation.approve',
      'participation.request',
    ]);
    const users = await f.operator.get(`${R}/users?auctionId=${target.auction.id}`);
    expect(users.json()).toEqual({
      totalElements: 1,
      content: [expect.objectContaining({ username: 'trader', requests: 1, approved: 1, pending: 0, rejected: 0 })],
    });
  });

  it('the operator rejects with a reason, mailed in the user language; reasons are required', async () => {
    const target = await publishedAuction(f);
    const id = await requestOf(person, target);
    for (const body of [{ id }, { id, rejectReason: '   ' }]) {
      const res = await f.operator.post(`${R}/reject`, body);
      expect([res.statusCode, res.json()]).toEqual([400, { rejectReason: 'generic.required' }]);
    }
    const res = await f.operator.post(`${R}/reject`, { id, rejectReason: 'No valid guarantee' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'No valid guarantee' });
    const [mail] = await mailsTo('person', 'participation_rejected');
    expect(mail).toMatchObject({ lang: 'sr' });
    expect(mail.textBody).toContain('No valid guarantee');
  });

  it('refuses a second decision (409) and decisions once the auction is over (409)', async () => {
    const target = await publishedAuction(f);
    const id = await requestOf(f.trader, target);
    expect((await f.operator.post(`${R}/approve`, { id })).statusCode).toBe(200);
    for (const [path, body] of [
      ['approve', { id }],
      ['reject', { id, rejectReason: 'late' }],
    ] as const) {
      const res = await f.operator.post(`${R}/${path}`, body);
      expect([res.statusCode, res.json()]).toEqual([409, { _error: 'participation.not_pending' }]);
    }
    const other = await publishedAuction(f);
    const pending = await requestOf(f.trader, other);
    expect((await f.operator.post(apiPath('/auctions/cancel'), { id: other.auction.id })).statusCode).toBe(200);
    const res = await f.operator.post(`${R}/approve`, { id: pending });
    expect([res.statusCode, res.json()]).toEqual([409, { _error: 'participation.auction_over' }]);
    expect((await f.operator.post(`${R}/approve`, { id: 999_999 })).statusCode).toBe(404);
  });

  it('takes requests only while the auction is PUBLISHED (409 otherwise)', async () => {
    for (const status of ['CREATED', 'CLOSED', 'CANCELLED', 'RUNNING']) {
      const target = await auctionInStatus(f, status);
      const res = await sendRequest(f.trader, target);
      expect([status, res.statusCode, res.json()]).toEqual([
        status,
        409,
        { _error: 'participation.auction_not_published' },
      ]);
    }
  });

  it('one request per user and lot (409), another user may request the same lot', async () => {
    const target = await publishedAuction(f);
    await requestOf(f.trader, target);
    const again = await sendRequest(f.trader, target);
    expect([again.statusCode, again.json()]).toEqual([409, { _error: 'participation.already_requested' }]);
    expect((await sendRequest(person, target)).statusCode).toBe(200);
  });

  it('refuses a lot of another auction (400), unknown ones (404) and malformed bodies (400)', async () => {
    const target = await publishedAuction(f);
    const free = await createLot(f);
    const wrong = await sendRequest(f.trader, { auction: target.auction, lot: free });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { lot: 'participation.lot_not_in_auction' }]);
    const unknownLot = await sendRequest(f.trader, { auction: target.auction, lot: { id: 999_999, code: '' } });
    expect(unknownLot.statusCode).toBe(404);
    const unknownAuction = await sendRequest(f.trader, {
      auction: { id: 999_999, auctionNumber: '' },
      lot: target.lot,
    });
    expect(unknownAuction.statusCode).toBe(404);
    const bare = await f.trader.post(`${R}/request`, { lot: target.lot.id, auction: target.auction.id });
    expect(bare.statusCode, bare.body).toBe(200);
    const missing = await f.trader.post(`${R}/request`, { auction: { id: target.auction.id } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('lot');
  });

  it('staff never request (403), account holders never decide or read the staff lists (403)', async () => {
    const target = await publishedAuction(f);
    const operatorTry = await sendRequest(f.operator, target);
    expect(operatorTry.statusCode).toBe(403);
    // The administrator holds every page, but is staff.
    const adminTry = await sendRequest(f.admin, target);
    expect([adminTry.statusCode, adminTry.json()]).toEqual([403, { _error: 'participation.not_requester' }]);
    expect((await sendRequest(registry, target)).statusCode).toBe(403);

    const id = await requestOf(f.trader, target);
    expect((await f.trader.post(`${R}/approve`, { id })).statusCode).toBe(403);
    expect((await f.trader.post(`${R}/reject`, { id, rejectReason: 'x' })).statusCode).toBe(403);
    for (const url of [
      `paged`,
      `lot/${target.lot.id}`,
      `users?auctionId=${target.auction.id}`,
      `log?id=${id}`,
      `userdetails?id=${id}`,
    ]) {
      expect([url, (await f.trader.get(`${R}/${url}`)).statusCode]).toEqual([url, 403]);
    }
    expect((await t.app.inject({ method: 'POST', url: `${R}/request`, payload: {} })).statusCode).toBe(401);
  });

  it("another user's request is not found (404): read, withdraw; my_requests lists only mine", async () => {
    const target = await publishedAuction(f);
    const id = await requestOf(f.trader, target);
    expect((await person.get(`${R}/${id}`)).statusCode).toBe(404);
    expect((await deleteAs(t, person, `${R}/${id}`)).statusCode).toBe(404);
    const mine = (await person.get(`${R}/my_requests?count=100`)).json();
    expect(mine.content.every((r: { user: { username: string } }) => r.user.username === 'person')).toBe(true);
    // Staff read any request.
    expect((await f.operator.get(`${R}/${id}`)).statusCode).toBe(200);
  });

  it('the owner withdraws a PENDING request (then may ask again), never a decided one (409)', async () => {
    const target = await publishedAuction(f);
    const id = await requestOf(f.trader, target);
    const res = await deleteAs(t, f.trader, `${R}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await f.trader.get(`${R}/${id}`)).statusCode).toBe(404);
    const again = await requestOf(f.trader, target);
    expect((await f.operator.post(`${R}/approve`, { id: again })).statusCode).toBe(200);
    const late = await deleteAs(t, f.trader, `${R}/${again}`);
    expect([late.statusCode, late.json()]).toEqual([409, { _error: 'participation.not_pending' }]);
    const log = (await f.operator.get(`${R}/log?auctionId=${target.auction.id}`)).json();
    expect(log.content.map((e: { action: string }) => e.action)).toEqual([
      'participation.approve',
      'participation.request',
      'participation.withdraw',
      'participation.request',
    ]);
  });

  it('usersWithRequests lists every requesting user once, for the auction cancel', async () => {
    const target = await publishedAuction(f);
    await requestOf(f.trader, target);
    await requestOf(person, target);
    const list = await usersWithRequests(db, target.auction.id);
    expect(list.map((u) => [u.username, u.lang])).toEqual([
      ['person', 'sr'],
      ['trader', 'sq'],
    ]);
    expect(list.every((u) => u.email)).toBe(true);
  });
});
