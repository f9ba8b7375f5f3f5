import { eq, sql } from 'drizzle-orm';
import { REPUBLISH_PAGE_URL } from '@portal/contracts/auction-copies';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../products/tables';
import { buildTestApp } from '../../../test/harness';
import { auctions, lots } from '../tables';
import { auctionInStatus, buildFixture, createAuction, createLot, inDays, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

type Lot = { id: number; code: string; productIds: number[] };

describe('auctions: duplicate and republish', async () => {
  const t = await buildTestApp();
  const { db } = t.platform;
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t);
  });

  const post = (
    path: 'add_lot_part' | 'add_lots' | 'cancel' | 'details' | 'duplicate' | 'force_finish' | 'publish' | 'republish',
    body: unknown,
  ) => f.operator.post(apiPath(`/auctions/${path}`), body);
  const dates = { startDate: inDays(10), endDate: inDays(11) };
  const lotRow = async (id: number) => (await db.select().from(lots).where(eq(lots.id, id)))[0];
  const product = async (id: number) => (await db.select().from(products).where(eq(products.id, id)))[0];

  /** A CANCELLED auction with instructions and two UNSOLD lots (the second in part 2, with a licence type). */
  async function cancelledAuction() {
    const auction = await createAuction(f, {
      notes: 'Old notes',
      paymentTermDays: 15,
      pickUpPlaceEN: 'Durrës customs warehouse',
      pickUpHoursSQ: 'E hënë – e premte, 09:00–14:00',
    });
    const first: Lot = await createLot(f);
    const second: Lot = await createLot(f, { products: 2 });
    const types = { lotId: second.id, licenseTypeIds: [f.licenseTypeId] };
    expect((await f.operator.post(apiPath('/lots/add_license_types'), types)).statusCode).toBe(200);
    expect(
      (await post('add_lots', { auctionNumber: auction.auctionNumber, lots: [first.id, second.id] })).statusCode,
    ).toBe(200);
    expect((await post('add_lot_part', { lotId: second.id, auctionId: auction.id, lotPart: 2 })).statusCode).toBe(200);
    const details = { auctionId: auction.id, valueEN: '<p>Rules</p>', valueSQ: '<p>Rregullat</p>', valueSR: null };
    expect((await post('details', details)).statusCode).toBe(200);
    expect((await post('cancel', { id: auction.id })).statusCode).toBe(200);
    return { auction, first, second };
  }

  describe('duplicate', () => {
    it('copies the auction (CREATED, new number and dates, instructions) and the lots whose products are free', async () => {
      const { auction, first, second } = await cancelledAuction();
      // The operator gives the second lot's products back; the first lot's product stays in its unsold lot.
      const freed = await f.operator.post(apiPath('/lots/cancel'), { id: second.id, cancelReason: 'Reoffer' });
      expect(freed.statusCode, freed.body).toBe(200);
      const res = await post('duplicate', { auctionNumber: auction.auctionNumber, ...dates });
      expect(res.statusCode, res.body).toBe(200);
      const copy = res.json();
      expect(copy).toMatchObject({
        auctionNumber: expect.stringMatching(/^A-\d{4}-\d{4,}$/),
        startDate: dates.startDate,
        endDate: dates.endDate,
        copiedLots: 1,
        auctionLots: [{ lotId: first.id, lotCode: first.code, reason: 'lot.product_in_other_lot' }],
      });
      expect(copy.auctionNumber).not.toBe(auction.auctionNumber);
      const made = (await f.operator.get(apiPath('/auctions/{id}', { id: copy.id }))).json();
      expect(made).toMatchObject({ status: 'CREATED', notes: null, lotCount: 1 });
      expect(made.detail).toMatchObject({ valueEN: '<p>Rules</p>', valueSQ: '<p>Rregullat</p>', valueSR: null });
      // The winner's next steps come with the copy (ADR 0088).
      expect(made.nextSteps).toMatchObject({
        paymentTermDays: 15,
        pickUpPlaceEN: 'Durrës customs warehouse',
        pickUpHoursSQ: 'E hënë – e premte, 09:00–14:00',
        pickUpPlaceSQ: null,
      });
      const [lot] = (await f.operator.get(apiPath('/auctions/{id}/lots', { id: copy.id }))).json();
      expect(lot).toMatchObject({ status: 'ASSIGNED', lotPart: 2, startingPrice: 1000, productCount: 2 });
      expect(lot.code).not.toBe(second.code);
      const types = (await f.operator.get(apiPath('/lots/{id}/licensetypes', { id: lot.id }))).json();
      expect(types.map((x: { licenseType: { id: number } }) => x.licenseType.id)).toEqual([f.licenseTypeId]);
      for (const id of second.productIds) expect(await product(id)).toMatchObject({ status: 'IN_LOT', lotId: lot.id });
      // The failed lots stay readable, and the source lists its copies.
      expect((await f.operator.get(apiPath('/auctions/{id}/failedlots', { id: copy.id }))).json()).toEqual(
        copy.auctionLots,
      );
      expect((await f.operator.get(apiPath('/auctions/{id}/failedlots', { id: auction.id }))).json()).toEqual([]);
      const copies = (
        await f.operator.get(`${apiPath('/auctions/duplicates')}?auctionNumber=${auction.auctionNumber}`)
      ).json();
      expect(copies).toMatchObject({
        totalElements: 1,
        content: [
          { kind: 'DUPLICATE', auctionId: copy.id, sourceAuctionNumber: auction.auctionNumber, failedLotCount: 1 },
        ],
      });
      expect(copies.content[0].createdBy).toBe('operator');
      const log = (await f.operator.get(`${apiPath('/auctions/log')}?auctionNumber=${copy.auctionNumber}`)).json();
      expect(log.content[0]).toMatchObject({
        action: 'auction.create',
        actorUsername: 'operator',
        after: expect.objectContaining({ madeBy: 'duplicate', sourceAuctionNumber: auction.auctionNumber }),
      });
      // The copy is a normal CREATED auction: it can be published.
      expect((await post('publish', { id: copy.id })).statusCode).toBe(200);
    });

    it('copies from any status; a lot whose products were sold fails with product_not_available', async () => {
      const { auction, lot } = await auctionInStatus(f, 'RUNNING');
      await db
        .update(lots)
        .set({ highestBid: 1200, highestUserId: sql`(select id from users where username = 'trader')` })
        .where(eq(lots.id, lot.id));
      expect((await post('force_finish', { id: auction.id })).statusCode).toBe(200);
      const res = await post('duplicate', { id: auction.id, ...dates });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        copiedLots: 0,
        auctionLots: [{ lotId: lot.id, reason: 'lot.product_not_available' }],
      });
      const published = await auctionInStatus(f, 'PUBLISHED');
      const again = await post('duplicate', { auctionNumber: published.auction.auctionNumber, ...dates });
      expect(again.json()).toMatchObject({
        auctionLots: [{ lotId: published.lot.id, reason: 'lot.product_in_other_lot' }],
      });
    });

    it('refuses bad dates and bodies (400), an unknown auction (404) and users without the page (403)', async () => {
      const { auction } = await auctionInStatus(f, 'CREATED');
      const number = auction.auctionNumber;
      const refusals: Array<[unknown, Record<string, string>]> = [
        [{ auctionNumber: number, startDate: inDays(-1), endDate: inDays(1) }, { startDate: 'auction.start_in_past' }],
        [{ auctionNumber: number, startDate: inDays(3), endDate: inDays(2) }, { endDate: 'auction.end_before_start' }],
        [
          { auctionNumber: number, startDate: '31.02.2030 10:00', endDate: inDays(2) },
          { startDate: 'validation.invalid_date' },
        ],
        [{ startDate: inDays(2), endDate: inDays(3) }, { auctionNumber: 'generic.required' }],
      ];
      for (const [body, errors] of refusals) {
        const res = await post('duplicate', body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject(errors);
      }
      expect((await post('duplicate', { auctionNumber: 'A-1999-9999', ...dates })).statusCode).toBe(404);
      expect(
        (await f.trader.post(apiPath('/auctions/duplicate'), { auctionNumber: number, ...dates })).statusCode,
      ).toBe(403);
      expect((await f.trader.get(`${apiPath('/auctions/duplicates')}?auctionNumber=${number}`)).statusCode).toBe(403);
      expect((await f.trader.get(apiPath('/auctions/{id}/failedlots', { id: auction.id }))).statusCode).toBe(403);
      expect((await f.operator.get(apiPath('/auctions/duplicates'))).statusCode).toBe(400);
      expect((await f.operator.get(`${apiPath('/auctions/duplicates')}?auctionNumber=A-1999-9999`)).statusCode).toBe(
        404,
      );
      expect((await f.operator.get(apiPath('/auctions/{id}/failedlots', { id: 999999 }))).statusCode).toBe(404);
      // Nothing was made by the refused calls.
      const copies = (await f.operator.get(`${apiPath('/auctions/duplicates')}?id=${auction.id}`)).json();
      expect(copies.totalElements).toBe(0);
    });
  });

  describe('republish', () => {
    it('makes a new CREATED auction from chosen unsold lots and closes the old lots', async () => {
      const { auction, first, second } = await cancelledAuction();
      const res = await post('republish', { auctionId: auction.id, lots: [second.id], ...dates });
      expect(res.statusCode, res.body).toBe(200);
      const made = res.json();
      expect(made).toMatchObject({ copiedLots: 1, auctionLots: [], startDate: dates.startDate });
      const record = (await f.operator.get(apiPath('/auctions/{id}', { id: made.id }))).json();
      expect(record).toMatchObject({ status: 'CREATED', lotCount: 1, detail: { valueEN: '<p>Rules</p>' } });
      const [lot] = (await f.operator.get(apiPath('/auctions/{id}/lots', { id: made.id }))).json();
      expect(lot).toMatchObject({ status: 'ASSIGNED', lotPart: 2, productCount: 2 });
      for (const id of second.productIds) expect(await product(id)).toMatchObject({ status: 'IN_LOT', lotId: lot.id });
      expect(await lotRow(second.id)).toMatchObject({
        status: 'CLOSED',
        closeReason: `→ ${lot.code} (${made.auctionNumber})`,
      });
      expect((await lotRow(first.id)).status).toBe('UNSOLD');
      const copies = (await f.operator.get(`${apiPath('/auctions/duplicates')}?id=${auction.id}`)).json();
      expect(copies.content[0]).toMatchObject({ kind: 'REPUBLISH', auctionId: made.id, failedLotCount: 0 });
      // A republished lot cannot be republished again (it is CLOSED now).
      const again = await post('republish', { auctionId: auction.id, lots: [second.id], ...dates });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ _error: 'auction.lot_not_unsold' });
      // The new auction can be published.
      expect((await post('publish', { id: made.id })).statusCode).toBe(200);
    });

    it('republishes from a FINISHED auction, lots given as ids or { id }', async () => {
      const { auction, lot } = await auctionInStatus(f, 'FINISHED');
      const res = await post('republish', { auctionId: auction.id, lots: [{ id: lot.id }], ...dates });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().copiedLots).toBe(1);
    });

    it('refuses other statuses, lots not of the auction or not unsold (409) and writes nothing', async () => {
      for (const status of ['CREATED', 'PUBLISHED', 'CLOSED', 'RUNNING']) {
        const { auction, lot } = await auctionInStatus(f, status);
        const res = await post('republish', { auctionId: auction.id, lots: [lot.id], ...dates });
        expect(res.statusCode, `${status}: ${res.body}`).toBe(409);
        expect(res.json()).toMatchObject({ _error: 'auction.republish_not_allowed' });
      }
      const { auction, first, second } = await cancelledAuction();
      const elsewhere = await createLot(f);
      const notInAuction = await post('republish', { auctionId: auction.id, lots: [first.id, elsewhere.id], ...dates });
      expect(notInAuction.statusCode).toBe(409);
      expect(notInAuction.json()).toMatchObject({ _error: 'auction.lot_not_in_auction', lotId: elsewhere.id });
      const unknown = await post('republish', { auctionId: auction.id, lots: [999999], ...dates });
      expect(unknown.json()).toMatchObject({ _error: 'auction.lot_not_in_auction' });
      // A lot the operator cancelled is no longer unsold.
      expect((await f.operator.post(apiPath('/lots/cancel'), { id: second.id, cancelReason: 'Gone' })).statusCode).toBe(
        200,
      );
      const cancelled = await post('republish', { auctionId: auction.id, lots: [first.id, second.id], ...dates });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toMatchObject({ _error: 'auction.lot_not_unsold', lotCode: second.code });
      // Nothing was written: the first lot is still unsold with its product, and no auction was made.
      expect((await lotRow(first.id)).status).toBe('UNSOLD');
      expect(await product(first.productIds[0])).toMatchObject({ status: 'IN_LOT', lotId: first.id });
      expect((await f.operator.get(`${apiPath('/auctions/duplicates')}?id=${auction.id}`)).json().totalElements).toBe(
        0,
      );
      const count = (await db.select().from(auctions)).length;
      expect((await post('republish', { auctionId: auction.id, lots: [first.id], ...dates })).statusCode).toBe(200);
      expect((await db.select().from(auctions)).length).toBe(count + 1);
    });

    it('refuses bad dates and bodies (400), an unknown auction (404) and traders (403)', async () => {
      const { auction, first } = await cancelledAuction();
      const body = { auctionId: auction.id, lots: [first.id] };
      const refusals: Array<[unknown, Record<string, string>]> = [
        [{ ...body, startDate: inDays(-1), endDate: inDays(1) }, { startDate: 'auction.start_in_past' }],
        [{ ...body, startDate: inDays(3), endDate: inDays(2) }, { endDate: 'auction.end_before_start' }],
        [{ ...body, lots: [], ...dates }, { lots: expect.any(String) }],
        [{ lots: [first.id], ...dates }, { auctionId: expect.any(String) }],
      ];
      for (const [payload, errors] of refusals) {
        const res = await post('republish', payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject(errors);
      }
      expect((await post('republish', { ...body, auctionId: 999999, ...dates })).statusCode).toBe(404);
      expect((await f.trader.post(apiPath('/auctions/republish'), { ...body, ...dates })).statusCode).toBe(403);
      expect((await lotRow(first.id)).status).toBe('UNSOLD');
    });

    it('the republish page alone lets a user read the auction and its lots and republish, nothing more', async () => {
      const { auction, first } = await cancelledAuction();
      const registry = await t.loginAs('registry');
      const refused = [
        apiPath('/auctions/{id}', { id: auction.id }),
        apiPath('/auctions/{id}/lots', { id: auction.id }),
      ];
      for (const url of refused) expect((await registry.get(url)).statusCode).toBe(403);
      const registryId = (await registry.get(apiPath('/user'))).json().id;
      const pages = await f.admin.get(
        `${apiPath('/pages/paged')}?filter[url]=${encodeURIComponent(REPUBLISH_PAGE_URL)}`,
      );
      const pageId = pages.json().content.find((p: { url: string }) => p.url === REPUBLISH_PAGE_URL).id as number;
      expect((await f.admin.post(apiPath('/user_pages'), { userId: registryId, pageIds: [pageId] })).statusCode).toBe(
        200,
      );
      try {
        for (const url of refused) expect((await registry.get(url)).statusCode).toBe(200);
        expect((await registry.get(apiPath('/auctions/paged'))).statusCode).toBe(403);
        expect((await registry.post(apiPath('/auctions/cancel'), { id: auction.id })).statusCode).toBe(403);
        const res = await registry.post(apiPath('/auctions/republish'), {
          auctionId: auction.id,
          lots: [first.id],
          ...dates,
        });
        expect(res.statusCode, res.body).toBe(200);
      } finally {
        await f.admin.post(apiPath('/user_pages'), { userId: registryId, pageIds: [] });
      }
    });
  });
});
