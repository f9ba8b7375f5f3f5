import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness';
import { publishedAuctionWithLicences } from '../../participation-requests/test-support';
import { anonymousGet, uploadPhotos } from '../../products/test-support';
import { publicStatusRows, runningAuction, withQuietScheduler } from './public-test-support';
import { auctions, lots } from '../tables';
import { auctionInStatus, buildFixture, createLot, createReadyAuction, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

type Item = { id: number; auctionNumber: string; status: string };
const ids = (items: Item[]) => items.map((a) => a.id);
const HOUR = 60 * 60 * 1000;

describe('public auctions and lots', async () => {
  const t = await withQuietScheduler(() => buildTestApp());
  const db = t.platform.db;
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t);
  });
  const get = (url: string) => anonymousGet(t, url);
  const publicList = (list: string) => apiPath('/auctions/public/list/{list}', { list });
  const productOfLot = async (lotId: number) =>
    (await f.operator.get(apiPath('/lots/{id}/products', { id: lotId }))).json()[0].id;

  it('shows a published auction, its lots and a lot with products, photos and licence types to visitors', async () => {
    const { auction, lot } = await publishedAuctionWithLicences(f, [f.licenseTypeId]);
    const productId = await productOfLot(lot.id);
    expect((await uploadPhotos(t, f.operator, productId, 2)).statusCode).toBe(200);
    const photos = (await get(`${apiPath('/products/product_pictures')}?id=${productId}`)).json();

    const one = await get(apiPath('/auctions/public/{id}', { id: auction.id }));
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ id: auction.id, auctionNumber: auction.auctionNumber, status: 'PUBLISHED' });
    expect(one.json()).toMatchObject({ lotCount: 1, detail: { auctionId: auction.id } });
    expect(Object.keys(one.json()).sort()).toEqual(
      ['auctionNumber', 'detail', 'endDate', 'id', 'lotCount', 'nextSteps', 'notes', 'startDate', 'status'].sort(),
    );
    // The auction's "after the auction" fields are public; a lot's winner-only next steps are not (ADR 0088).
    expect(Object.keys(one.json().nextSteps)).toContain('paymentTermDays');
    expect(one.json().startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const lotsRes = await get(apiPath('/auctions/public/{id}/lots', { id: auction.id }));
    expect(lotsRes.statusCode, lotsRes.body).toBe(200);
    expect(lotsRes.json()).toHaveLength(1);
    const card = lotsRes.json()[0];
    expect(card).toMatchObject({ id: lot.id, code: lot.code, status: 'ASSIGNED', productCount: 1, endTime: null });
    expect(card).toMatchObject({ startingPrice: 1000, minimumIncrementAmount: 50, guaranteeAmount: 100 });
    expect(card.auction).toMatchObject({ id: auction.id, auctionNumber: auction.auctionNumber, status: 'PUBLISHED' });
    expect(card.licenseTypes).toEqual([
      { id: f.licenseTypeId, code: 'FUEL', labelSQ: 'Karburant', labelEN: 'Fuel', labelSR: 'Gorivo' },
    ]);
    expect(card.firstPhotoId).toBe(photos[0].id);
    expect((await get(apiPath('/attachments/{id}', { id: card.firstPhotoId }))).statusCode).toBe(200);

    const detail = await get(apiPath('/lots/public/{id}', { id: lot.id }));
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().lot).toEqual(card);
    expect(detail.json().products.map((p: { id: number }) => p.id)).toEqual([productId]);
    expect(detail.json().products[0].firstPhotoId).toBe(photos[0].id);
    expect(detail.json().remainingTime).toBe(0);
  });

  it('orders an auction’s lots by part, then code; the first photo is of the first product that has one', async () => {
    const { auction, lot } = await createReadyAuction(f);
    const second = await createLot(f, { products: 2 });
    const third = await createLot(f);
    const added = await f.operator.post(apiPath('/auctions/add_lots'), {
      auctionNumber: auction.auctionNumber,
      lots: [second.id, third.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    await db.update(lots).set({ lotPart: 2 }).where(eq(lots.id, lot.id));
    expect((await f.operator.post(apiPath('/auctions/publish'), { id: auction.id })).statusCode).toBe(200);
    expect((await uploadPhotos(t, f.operator, second.productIds[1], 1)).statusCode).toBe(200);

    const cards = (await get(apiPath('/auctions/public/{id}/lots', { id: auction.id }))).json();
    expect(cards.map((c: { id: number }) => c.id)).toEqual([second.id, third.id, lot.id]);
    expect(cards[0].productCount).toBe(2);
    const photo = (await get(`${apiPath('/products/product_pictures')}?id=${second.productIds[1]}`)).json()[0];
    expect(cards[0].firstPhotoId).toBe(photo.id);
    expect(cards[1].firstPhotoId).toBeNull();
    expect((await get(apiPath('/auctions/public/{id}', { id: auction.id }))).json().lotCount).toBe(3);
  });

  it('answers the time left of an active lot of a running auction', async () => {
    const { lot } = await runningAuction(f, new Date(Date.now() + HOUR));
    const detail = (await get(apiPath('/lots/public/{id}', { id: lot.id }))).json();
    expect(detail.lot.status).toBe('ACTIVE');
    expect(detail.remainingTime).toBeGreaterThan(HOUR - 60_000);
    expect(detail.remainingTime).toBeLessThanOrEqual(HOUR);
  });

  it('hides CREATED auctions, their lots and lots outside an auction (404), and checks ids (400)', async () => {
    const { auction, lot } = await createReadyAuction(f);
    const free = await createLot(f);
    expect((await get(apiPath('/auctions/public/{id}', { id: auction.id }))).statusCode).toBe(404);
    expect((await get(apiPath('/auctions/public/{id}/lots', { id: auction.id }))).statusCode).toBe(404);
    expect((await get(apiPath('/lots/public/{id}', { id: lot.id }))).statusCode).toBe(404);
    expect((await get(apiPath('/lots/public/{id}', { id: free.id }))).statusCode).toBe(404);
    expect((await get(apiPath('/auctions/public/{id}', { id: 999999 }))).statusCode).toBe(404);
    expect((await get(apiPath('/lots/public/{id}', { id: 999999 }))).statusCode).toBe(404);
    expect((await get(apiPath('/auctions/public/{id}', { id: 'abc' }))).statusCode).toBe(400);
    expect((await get(apiPath('/lots/public/{id}', { id: 0 }))).statusCode).toBe(400);
    expect((await get(publicList('created'))).statusCode).toBe(400);
    for (const list of ['published', 'running', 'finished']) {
      expect(ids((await get(`${publicList(list)}?count=100`)).json().content)).not.toContain(auction.id);
    }
    const promoted = (await get(apiPath('/auctions/promoted_auctions'))).json();
    expect([...promoted.upcoming, ...promoted.running, ...promoted.canceled].map((a: Item) => a.id)).not.toContain(
      auction.id,
    );
  });

  it('keeps the staff routes of /auctions/{id} and /lots/{id} apart from the public ones', async () => {
    const { auction, lot } = await createReadyAuction(f);
    expect((await get(apiPath('/auctions/{id}', { id: auction.id }))).statusCode).toBe(401);
    expect((await get(apiPath('/lots/{id}', { id: lot.id }))).statusCode).toBe(401);
    const staff = await f.operator.get(apiPath('/auctions/{id}', { id: auction.id }));
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toHaveProperty('actions');
    expect((await f.operator.get(apiPath('/lots/{id}', { id: lot.id }))).json()).toHaveProperty('fieldProperties');
  });

  it('shows photos of products in a lot of a public auction, not of a CREATED one', async () => {
    const { auction, lot } = await createReadyAuction(f);
    const productId = lot.productIds[0];
    expect((await uploadPhotos(t, f.operator, productId, 1)).statusCode).toBe(200);
    const [photo] = (await f.operator.get(`${apiPath('/products/product_pictures')}?id=${productId}`)).json();
    expect((await get(apiPath('/attachments/{id}', { id: photo.id }))).statusCode).toBe(404);
    expect((await get(`${apiPath('/products/product_pictures')}?id=${productId}`)).statusCode).toBe(404);
    expect((await f.trader.get(apiPath('/attachments/{id}', { id: photo.id }))).statusCode).toBe(404);
    expect((await f.operator.get(apiPath('/attachments/{id}', { id: photo.id }))).statusCode).toBe(200);

    expect((await f.operator.post(apiPath('/auctions/publish'), { id: auction.id })).statusCode).toBe(200);
    expect((await get(apiPath('/attachments/{id}', { id: photo.id }))).statusCode).toBe(200);
    expect((await get(`${apiPath('/products/product_pictures')}?id=${productId}`)).json()).toHaveLength(1);
    // Visitors still cannot change them.
    expect((await uploadPhotos(t, null, productId, 1)).statusCode).toBe(401);
  });

  it('orders each public list, pages it and counts it', async () => {
    const base = Date.now() + 10 * 24 * HOUR;
    const upcoming: number[] = [];
    for (const [i, status] of ['PUBLISHED', 'CLOSED', 'PUBLISHED'].entries()) {
      const { auction } = await auctionInStatus(f, status);
      // Later starts first: the list must still answer by start.
      const start = new Date(base + (3 - i) * HOUR);
      await db
        .update(auctions)
        .set({ startDate: start, endDate: new Date(start.getTime() + HOUR) })
        .where(eq(auctions.id, auction.id));
      upcoming.push(auction.id);
    }
    const running: number[] = [];
    for (const i of [0, 1, 2]) running.push((await runningAuction(f, new Date(base + (3 - i) * HOUR))).auction.id);
    const finished: number[] = [];
    for (const i of [0, 1]) {
      const { auction } = await auctionInStatus(f, 'FINISHED');
      await db
        .update(auctions)
        .set({ startDate: new Date(Date.now() - 24 * HOUR), endDate: new Date(Date.now() - (5 - i) * HOUR) })
        .where(eq(auctions.id, auction.id));
      finished.push(auction.id);
    }

    const all = async (list: string) => (await get(`${publicList(list)}?count=100`)).json();
    const published = await all('published');
    expect(published.totalElements).toBe((await publicStatusRows(db, ['PUBLISHED', 'CLOSED'])).length);
    expect(ids(published.content).filter((id) => upcoming.includes(id))).toEqual([...upcoming].reverse());
    const dates = published.content.map((a: { startDate: string }) => a.startDate);
    expect(dates).toEqual([...dates].sort());
    expect(ids((await all('running')).content).filter((id) => running.includes(id))).toEqual([...running].reverse());
    expect(ids((await all('finished')).content).filter((id) => finished.includes(id))).toEqual([...finished].reverse());

    const page1 = (await get(`${publicList('published')}?page=1&count=2`)).json();
    const page2 = (await get(`${publicList('published')}?page=2&count=2`)).json();
    expect(page1.totalElements).toBe(published.totalElements);
    expect([...ids(page1.content), ...ids(page2.content)]).toEqual(ids(published.content).slice(0, 4));
    const one = await get(`${publicList('published')}?filter[number]=${published.content[0].auctionNumber}`);
    expect(one.json()).toEqual({ content: [published.content[0]], totalElements: 1 });
    expect((await get(`${publicList('published')}?count=101`)).statusCode).toBe(400);
    expect((await get(`${publicList('published')}?filter[status]=CREATED`)).statusCode).toBe(400);
  });

  it('promotes at most 3 upcoming, running and cancelled auctions, soonest and newest first', async () => {
    const cancelled: number[] = [];
    for (const i of [0, 1, 2, 3]) {
      const { auction } = await auctionInStatus(f, 'CANCELLED');
      await db
        .update(auctions)
        .set({ updatedAt: new Date(Date.now() + (i + 1) * HOUR) })
        .where(eq(auctions.id, auction.id));
      cancelled.push(auction.id);
    }
    for (const i of [0, 1, 2, 3]) await runningAuction(f, new Date(Date.now() + (i + 20) * HOUR));
    for (const i of [0, 1, 2, 3]) await auctionInStatus(f, i % 2 ? 'CLOSED' : 'PUBLISHED');
    const res = await get(apiPath('/auctions/promoted_auctions'));
    expect(res.statusCode, res.body).toBe(200);
    const promoted = res.json();
    expect(ids(promoted.canceled)).toEqual([...cancelled].reverse().slice(0, 3));
    const first3 = async (list: string) => ids((await get(`${publicList(list)}?count=3`)).json().content);
    expect(ids(promoted.upcoming)).toEqual(await first3('published'));
    expect(ids(promoted.running)).toEqual(await first3('running'));
    expect(promoted.upcoming).toHaveLength(3);
    expect(promoted.running).toHaveLength(3);
    expect(promoted.canceled.every((a: Item) => a.status === 'CANCELLED')).toBe(true);
  });
});
