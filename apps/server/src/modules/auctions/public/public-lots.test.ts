import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import { publishedAuction, requestOf, type Target } from '../../participation-requests/test-support';
import { anonymousGet, uploadPhotos } from '../../products/test-support';
import { runningAuction, withQuietScheduler } from './public-test-support';
import { auctions, lotLicenseTypes, lotProducts, lots } from '../tables';
import { auctionInStatus, buildFixture, createReadyAuction, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

type Card = { id: number; auction: { id: number; startDate: string }; licenseTypes: unknown[]; firstPhotoId: number };
const DAY = 24 * 60 * 60 * 1000;
/** The lots of upcoming and running auctions under one of the filters 1–4. */
const lotsUrl = (type: number | string) => apiPath('/lots/get_lots_in_upcoming_and_running_auctions/{type}', { type });

describe('lots of upcoming and running auctions (filters 1–4)', async () => {
  const t = await withQuietScheduler(() => buildTestApp());
  const db = t.platform.db;
  let f: Fixture;
  let person: Session, registry: Session;
  const a: Record<string, Target> = {};
  const get = (url: string) => anonymousGet(t, url);
  const auctionIds = (cards: Card[]) => [...new Set(cards.map((c) => c.auction.id))].sort((x, y) => x - y);
  const sorted = (...targets: Target[]) => targets.map((x) => x.auction.id).sort((x, y) => x - y);

  beforeAll(async () => {
    f = await buildFixture(t);
    person = await t.loginAs('person');
    registry = await t.loginAs('registry');
    a.published = await publishedAuction(f);
    await requestOf(f.trader, a.published);
    a.closed = await publishedAuction(f);
    await requestOf(person, a.closed);
    expect((await f.operator.post(apiPath('/auctions/close'), { id: a.closed.auction.id })).statusCode).toBe(200);
    a.running = await publishedAuction(f);
    await requestOf(f.trader, a.running);
    const end = new Date(Date.now() + DAY);
    await db
      .update(auctions)
      .set({ status: 'RUNNING', startDate: new Date(Date.now() - DAY), endDate: end })
      .where(eq(auctions.id, a.running.auction.id));
    await db.update(lots).set({ status: 'ACTIVE', endTime: end }).where(eq(lots.id, a.running.lot.id));
    a.otherRunning = await runningAuction(f, new Date(Date.now() + 2 * DAY));
    a.created = await createReadyAuction(f);
    a.finished = await auctionInStatus(f, 'FINISHED');
    a.cancelled = await auctionInStatus(f, 'CANCELLED');
  });

  const list = async (session: Session | null, type: number | string, query = 'count=100') => {
    const res = session ? await session.get(`${lotsUrl(type)}?${query}`) : await get(`${lotsUrl(type)}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ content: Card[]; totalElements: number }>();
  };

  it('1 lists the lots of published, closed and running auctions, running (earliest start) first', async () => {
    const all = await list(null, 1);
    expect(auctionIds(all.content)).toEqual(sorted(a.published, a.closed, a.running, a.otherRunning));
    expect(all.totalElements).toBe(4);
    const starts = all.content.map((c) => c.auction.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(all.content[0].auction.id).toBe(a.running.auction.id);
    expect((await list(f.trader, 1)).content).toEqual(all.content);
  });

  it('2 lists upcoming (published and closed) auctions’ lots, 3 running ones', async () => {
    expect(auctionIds((await list(null, 2)).content)).toEqual(sorted(a.published, a.closed));
    expect(auctionIds((await list(null, 3)).content)).toEqual(sorted(a.running, a.otherRunning));
  });

  it('4 lists the lots of the caller’s auctions (a request of any status), and needs a signed-in user', async () => {
    expect(auctionIds((await list(f.trader, 4)).content)).toEqual(sorted(a.published, a.running));
    expect(auctionIds((await list(person, 4)).content)).toEqual(sorted(a.closed));
    expect(await list(registry, 4)).toEqual({ content: [], totalElements: 0 });
    const visitor = await get(lotsUrl(4));
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses unknown filters and bad paging (400)', async () => {
    for (const type of ['5', '0', 'abc', '1.5']) expect((await get(lotsUrl(type))).statusCode).toBe(400);
    expect((await get(`${lotsUrl(1)}?count=0`)).statusCode).toBe(400);
    expect((await get(`${lotsUrl(1)}?count=101`)).statusCode).toBe(400);
    expect((await get(`${lotsUrl(1)}?filter[auction]=abc`)).statusCode).toBe(400);
    expect((await get(`${lotsUrl(1)}?filter[unknown]=1`)).statusCode).toBe(400);
  });

  it('filters by auction number, auction and lot code', async () => {
    const byNumber = await list(null, 1, `filter[number]=${a.closed.auction.auctionNumber}`);
    expect(byNumber.content.map((c) => c.id)).toEqual([a.closed.lot.id]);
    const byAuction = await list(null, 1, `filter[auction]=${a.running.auction.id}`);
    expect(byAuction.content.map((c) => c.id)).toEqual([a.running.lot.id]);
    const byCode = await list(null, 1, `filter[search]=${a.published.lot.code}`);
    expect(byCode.content.map((c) => c.id)).toEqual([a.published.lot.id]);
    expect((await list(null, 1, `filter[auction]=${a.created.auction.id}`)).totalElements).toBe(0);
  });

  it('pages 300 lots with the same number of queries for 10 or 100 lots a page', async () => {
    const { auction, lot } = await createReadyAuction(f);
    expect((await f.operator.post(apiPath('/auctions/publish'), { id: auction.id })).statusCode).toBe(200);
    const productId = lot.productIds[0];
    expect((await uploadPhotos(t, f.operator, productId, 1)).statusCode).toBe(200);
    const rows = await db
      .insert(lots)
      .values(
        Array.from({ length: 299 }, (_, i) => ({
          code: `L-BULK-${String(i).padStart(3, '0')}`,
          auctionId: auction.id,
          status: 'ASSIGNED' as const,
          description: `Bulk lot ${i}`,
          startingPrice: 100,
          minimumIncrementAmount: 10,
        })),
      )
      .returning({ id: lots.id });
    const all = [lot.id, ...rows.map((r) => r.id)];
    await db.insert(lotProducts).values(rows.map((r) => ({ lotId: r.id, productId })));
    await db.insert(lotLicenseTypes).values(all.map((lotId) => ({ lotId, licenseTypeId: f.licenseTypeId })));

    const seen: number[] = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await list(null, 1, `filter[auction]=${auction.id}&count=100&page=${page}`);
      expect(res.totalElements).toBe(300);
      expect(res.content).toHaveLength(page === 4 ? 0 : 100);
      for (const card of res.content) {
        expect(card.licenseTypes).toHaveLength(1);
        expect(card.firstPhotoId).toEqual(expect.any(Number));
      }
      seen.push(...res.content.map((c) => c.id));
    }
    expect(new Set(seen)).toEqual(new Set(all));
    expect((await get(apiPath('/auctions/public/{id}/lots', { id: auction.id }))).json()).toHaveLength(300);

    const queries = async (count: number) => {
      const spies = (['select', 'selectDistinct', 'selectDistinctOn', 'execute'] as const).map((m) => vi.spyOn(db, m));
      await list(null, 1, `filter[auction]=${auction.id}&count=${count}`);
      const calls = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      spies.forEach((spy) => spy.mockRestore());
      return calls;
    };
    const few = await queries(10);
    expect(few).toBeGreaterThan(0);
    expect(await queries(100)).toBe(few);
  });
});
