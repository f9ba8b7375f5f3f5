import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../test/harness';
import { lots } from '../tables';
import {
  auctionInStatus,
  buildFixture,
  collectEvents,
  createAuction,
  createLot,
  deleteRequest,
  inDays,
  type Fixture,
} from '../test-support';
import { apiPath } from '../../../test/api-client';

describe('auctions: the whole administration lifecycle', async () => {
  const t = await buildTestApp();
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t);
  });

  it('creates, fills, publishes, closes, postpones and cancels an auction, pushing every status', async () => {
    const { events, stop } = collectEvents(t, '/topic/auction/all');
    const year = new Date().getUTCFullYear();
    const auction = await createAuction(f, { notes: 'First' });
    expect(auction).toMatchObject({ status: 'CREATED', lotCount: 0, version: 1 });
    expect(auction.auctionNumber).toBe(`A-${year}-${String(auction.id).padStart(4, '0')}`);
    // Nothing to sell yet: publish is not offered (contracts `auctionPublishRefusal`).
    expect((auction as unknown as { actions: string[] }).actions).not.toContain('publish');

    // Two lots with products and licence types.
    const first = await createLot(f, { products: 2 });
    const second = await createLot(f);
    expect(first.code).toMatch(new RegExp(`^L-${year}-\\d{4,}$`));
    const typed = await f.operator.post(apiPath('/lots/add_license_types'), {
      lotId: first.id,
      licenseTypeIds: [f.licenseTypeId, f.licenseTypeId],
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const types = (await f.operator.get(apiPath('/lots/{id}/licensetypes', { id: first.id }))).json();
    expect(types).toHaveLength(1);
    expect(types[0].licenseType).toMatchObject({ id: f.licenseTypeId, labelEN: 'Fuel' });
    const products = (await f.operator.get(apiPath('/lots/{id}/products', { id: first.id }))).json();
    expect(products.map((p: { id: number; status: string; lotId: number }) => [p.id, p.status, p.lotId])).toEqual(
      first.productIds.map((id) => [id, 'IN_LOT', first.id]),
    );

    const added = await f.operator.post(apiPath('/auctions/add_lots'), {
      auctionNumber: auction.auctionNumber,
      lots: [first.id, { id: second.id }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().map((l: { status: string; auctionNumber: string }) => [l.status, l.auctionNumber])).toEqual([
      ['ASSIGNED', auction.auctionNumber],
      ['ASSIGNED', auction.auctionNumber],
    ]);

    // Lot parts stagger the ends: part 2 ends one part interval (10 minutes by default) after the auction.
    const part = await f.operator.post(apiPath('/auctions/add_lot_part'), {
      lotId: second.id,
      auctionId: auction.id,
      lotPart: 2,
    });
    expect(part.statusCode, part.body).toBe(200);
    const partRead = await f.operator.get(
      `${apiPath('/lot_part_in_auction/get_lot_part_for_auction_and_lot')}?auctionId=${auction.id}&lotId=${second.id}`,
    );
    expect(partRead.json()).toEqual({ auctionId: auction.id, lotId: second.id, lotPart: 2 });
    const dto = (await f.operator.get(`${apiPath('/lots/dto')}?id=${second.id}`)).json();
    const saved = (await f.operator.get(apiPath('/auctions/{id}', { id: auction.id }))).json();
    expect(Date.parse(dto.endTime) - Date.parse(saved.endDate)).toBe(10 * 60_000);
    expect(dto).toMatchObject({ startTime: saved.startDate, bids: [], highestBid: null, licenses: [] });
    expect(dto.remainingTime).toBeGreaterThan(24 * 60 * 60 * 1000);

    // Instructions in three languages, sanitised.
    const details = await f.operator.post(apiPath('/auctions/details'), {
      auctionId: auction.id,
      valueEN: '<p style="text-align: center">Rules<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      valueSQ: '<p><strong>Rregullat</strong></p>',
      valueSR: '<p>Pravila</p>',
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual({
      auctionId: auction.id,
      valueEN: '<p style="text-align:center">Rules</p>',
      valueSQ: '<p><strong>Rregullat</strong></p>',
      valueSR: '<p>Pravila</p>',
    });
    expect((await f.operator.get(apiPath('/auctions/{id}/details', { id: auction.id }))).json().valueSR).toBe(
      '<p>Pravila</p>',
    );

    const published = await f.operator.post(apiPath('/auctions/publish'), { auctionNumber: auction.auctionNumber });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', lotCount: 2 });
    expect(published.json().actions).toEqual(
      expect.arrayContaining(['close', 'postpone', 'cancel', 'preview_announcement']),
    );
    expect(published.json().fieldProperties.startDate.disabled).toBe(true);

    const closed = await f.operator.post(apiPath('/auctions/close'), { id: auction.id });
    expect(closed.json().status).toBe('CLOSED');

    const postponed = await f.operator.post(apiPath('/auctions/postpone'), {
      auctionNumber: auction.auctionNumber,
      startDate: '01.06.2099 10:00',
      endDate: '02.06.2099 12:30',
      notes: 'Moved by a week',
    });
    expect(postponed.statusCode, postponed.body).toBe(200);
    // Wall-clock times in the business zone (Europe/Tirane, UTC+2 in June).
    expect(postponed.json()).toMatchObject({
      status: 'CLOSED',
      startDate: '2099-06-01T08:00:00.000Z',
      endDate: '2099-06-02T10:30:00.000Z',
      notes: 'Moved by a week',
    });

    const cancelled = await f.operator.post(apiPath('/auctions/cancel'), { id: auction.id });
    expect(cancelled.json().status).toBe('CANCELLED');
    const lotsAfter = (await f.operator.get(apiPath('/auctions/{id}/lots', { id: auction.id }))).json();
    expect(lotsAfter.map((l: { status: string }) => l.status)).toEqual(['UNSOLD', 'UNSOLD']);
    // The unsold lot can be cancelled, which gives its products back.
    const lotCancelled = await f.operator.post(apiPath('/lots/cancel'), {
      id: first.id,
      cancelReason: 'Not offered again',
    });
    expect(lotCancelled.json()).toMatchObject({ status: 'CANCELLED', cancelReason: 'Not offered again' });
    const freed = (await f.operator.get(apiPath('/products/{id}', { id: first.productIds[0] }))).json();
    expect(freed).toMatchObject({ status: 'AVAILABLE', lotId: null });

    // Auction messages carry `id`; the lots' own status messages (`lotId`) go on the same topic.
    const auctionEvents = () => events.filter((e) => typeof e === 'object' && e !== null && 'id' in e);
    await vi.waitFor(() => expect(auctionEvents()).toHaveLength(3));
    stop();
    expect(auctionEvents()).toEqual([
      { id: auction.id, status: 'PUBLISHED' },
      { id: auction.id, status: 'CLOSED' },
      { id: auction.id, status: 'CANCELLED' },
    ]);

    const log = (await f.operator.get(`${apiPath('/auctions/log')}?auctionNumber=${auction.auctionNumber}`)).json();
    expect(log.content.map((e: { action: string }) => e.action)).toEqual([
      'auction.cancel',
      'auction.postpone',
      'auction.close',
      'auction.publish',
      'auction.details',
      'auction.add_lots',
      'auction.create',
    ]);
    const history = (await f.operator.get(`${apiPath('/auctions/history')}?id=${auction.id}`)).json();
    expect(history.totalElements).toBe(6);
    expect(history.content[0]).toMatchObject({ objectId: auction.id, action: 'cancel', version: 6 });
    expect(history.content[0].values.status).toBe('CLOSED');
  });

  it('finishes a running auction by force: lots with a highest bid are sold with their products', async () => {
    const { auction, lot } = await auctionInStatus(f, 'RUNNING');
    const unsold = await createLot(f, { products: 0 });
    // The bid state (as bidding leaves it) and the second lot are written directly.
    await t.platform.db
      .update(lots)
      .set({ highestBid: 1500, bidSeq: 3, highestUserId: sql`(select id from users where username = 'trader')` })
      .where(eq(lots.id, lot.id));
    await t.platform.db.update(lots).set({ auctionId: auction.id, status: 'ACTIVE' }).where(eq(lots.id, unsold.id));
    const { events, stop } = collectEvents(t, '/topic/auction/all');
    const finished = await f.operator.post(apiPath('/auctions/force_finish'), { id: auction.id });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().status).toBe('FINISHED');
    expect((await f.operator.get(apiPath('/lots/{id}', { id: lot.id }))).json()).toMatchObject({
      status: 'SOLD',
      highestBid: 1500,
    });
    expect((await f.operator.get(apiPath('/lots/{id}', { id: unsold.id }))).json().status).toBe('UNSOLD');
    expect((await f.operator.get(apiPath('/products/{id}', { id: lot.productIds[0] }))).json()).toMatchObject({
      status: 'SOLD',
      lotId: lot.id,
    });
    await vi.waitFor(() =>
      expect(events).toEqual(
        expect.arrayContaining([
          { id: auction.id, status: 'FINISHED' },
          expect.objectContaining({ lotId: lot.id, status: 'SOLD', highestBid: 1500 }),
          expect.objectContaining({ lotId: unsold.id, status: 'UNSOLD' }),
        ]),
      ),
    );
    stop();
  });

  it('edits and deletes a CREATED auction; its lots are free again', async () => {
    const auction = await createAuction(f);
    const lot = await createLot(f);
    await f.operator.post(apiPath('/auctions/add_lots'), { auctionNumber: auction.auctionNumber, lots: [lot.id] });
    const edited = await f.operator.post(apiPath('/auctions'), {
      id: auction.id,
      startDate: inDays(5),
      endDate: inDays(6),
      notes: 'Later',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 3, notes: 'Later', lotCount: 1 });
    const removed = await f.operator.post(apiPath('/auctions/remove_lot'), {
      auctionNumber: auction.auctionNumber,
      lotCode: lot.code,
    });
    expect(removed.json()).toEqual([]);
    await f.operator.post(apiPath('/auctions/add_lots'), { auctionNumber: auction.auctionNumber, lots: [lot.id] });
    expect((await deleteRequest(t, f.operator, apiPath('/auctions/{id}', { id: auction.id }))).statusCode).toBe(200);
    expect((await f.operator.get(apiPath('/auctions/{id}', { id: auction.id }))).statusCode).toBe(404);
    expect((await f.operator.get(apiPath('/lots/{id}', { id: lot.id }))).json()).toMatchObject({
      status: 'CREATED',
      auctionId: null,
    });
  });

  it('pages auctions with filters and sort', async () => {
    const a = await createAuction(f, { startDate: '10.01.2098 09:00', endDate: '11.01.2098 09:00' });
    const byNumber = (await f.operator.get(`${apiPath('/auctions/paged')}?filter[number]=${a.auctionNumber}`)).json();
    expect(byNumber).toMatchObject({ totalElements: 1, content: [{ id: a.id }] });
    const byDate = (
      await f.operator.get(
        `${apiPath('/auctions/paged')}?filter[startFrom]=01.01.2098&filter[startTo]=2098-01-31T00:00:00Z`,
      )
    ).json();
    expect(byDate.content.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const created = (
      await f.operator.get(`${apiPath('/auctions/paged')}?filter[status]=CREATED&sort=startDate,desc`)
    ).json();
    expect(created.content[0].id).toBe(a.id);
    expect((await f.operator.get(`${apiPath('/auctions/paged')}?filter[status]=NOPE`)).statusCode).toBe(400);
    expect((await f.operator.get(`${apiPath('/auctions/paged')}?filter[startFrom]=yesterday`)).statusCode).toBe(400);
  });
});
