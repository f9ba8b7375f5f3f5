import {
  AUCTION_ACTION_STATUSES,
  AUCTION_STATUSES,
  auctionActionAllowed,
  type AuctionAction,
} from '@portal/contracts/auction-status';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import {
  auctionInStatus,
  buildFixture,
  createAuction,
  createLot,
  createReadyAuction,
  deleteRequest,
  inDays,
  type Fixture,
} from '../test-support';
import { apiPath } from '../../../test/api-client';

type Target = { auction: { id: number; auctionNumber: string }; lot: { id: number; code: string } };

describe('auctions: refusals', async () => {
  const t = await buildTestApp();
  let f: Fixture;
  let freeLot: { id: number };
  beforeAll(async () => {
    f = await buildFixture(t);
    freeLot = await createLot(f);
  });

  /** One call per action the API offers, aimed at an auction and its lot. */
  const calls: Partial<Record<AuctionAction, (s: Session, x: Target) => ReturnType<Session['get']>>> = {
    edit: (s, { auction }) =>
      s.post(apiPath('/auctions'), { id: auction.id, startDate: inDays(4), endDate: inDays(5) }),
    delete: (s, { auction }) => deleteRequest(t, s, apiPath('/auctions/{id}', { id: auction.id })),
    add_lots: (s, { auction }) =>
      s.post(apiPath('/auctions/add_lots'), { auctionNumber: auction.auctionNumber, lots: [freeLot.id] }),
    remove_lot: (s, { auction, lot }) =>
      s.post(apiPath('/auctions/remove_lot'), { auctionNumber: auction.auctionNumber, lotCode: lot.code }),
    set_lot_part: (s, { auction, lot }) =>
      s.post(apiPath('/auctions/add_lot_part'), { auctionId: auction.id, lotId: lot.id, lotPart: 2 }),
    publish: (s, { auction }) => s.post(apiPath('/auctions/publish'), { id: auction.id }),
    close: (s, { auction }) => s.post(apiPath('/auctions/close'), { auctionNumber: auction.auctionNumber }),
    postpone: (s, { auction }) =>
      s.post(apiPath('/auctions/postpone'), { id: auction.id, startDate: inDays(8), endDate: inDays(9), notes: 'x' }),
    cancel: (s, { auction }) => s.post(apiPath('/auctions/cancel'), { id: auction.id }),
    force_finish: (s, { auction }) => s.post(apiPath('/auctions/force_finish'), { id: auction.id }),
  };

  it.each(AUCTION_STATUSES)(
    'refuses in %s every action the lifecycle does not allow (409 with the key)',
    async (status) => {
      const target = await auctionInStatus(f, status);
      const refused = Object.keys(calls).filter((a) => !auctionActionAllowed(status, a as AuctionAction));
      for (const action of refused) {
        const res = await calls[action as AuctionAction]!(f.operator, target);
        expect([action, res.statusCode, res.json()]).toEqual([
          action,
          409,
          { _error: `auction.${action}_not_allowed` },
        ]);
      }
      // The instructions follow the edit rule.
      const details = await f.operator.post(apiPath('/auctions/details'), {
        auctionId: target.auction.id,
        valueEN: 'x',
      });
      expect(details.statusCode).toBe(AUCTION_ACTION_STATUSES.edit.includes(status) ? 200 : 409);
      expect((await f.operator.get(apiPath('/auctions/{id}', { id: target.auction.id }))).json().status).toBe(status);
    },
  );

  it('answers 400 with field keys for bad dates', async () => {
    const bad = await f.operator.post(apiPath('/auctions'), { startDate: '31.02.2099 10:00', endDate: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ startDate: 'validation.invalid_date', endDate: 'validation.invalid_date' });
    const reversed = await f.operator.post(apiPath('/auctions'), { startDate: inDays(3), endDate: inDays(2) });
    expect(reversed.json()).toEqual({ endDate: 'auction.end_before_start' });
    const missing = await f.operator.post(apiPath('/auctions'), {});
    expect(missing.json()).toMatchObject({ startDate: 'generic.required', endDate: 'generic.required' });
    const noRef = await f.operator.post(apiPath('/auctions/publish'), {});
    expect(noRef.json()).toEqual({ auctionNumber: 'generic.required' });

    // Publishing and postponing need a start still ahead.
    const past = await createAuction(f, { startDate: inDays(-1), endDate: inDays(1) });
    const lot = await createLot(f);
    await f.operator.post(apiPath('/auctions/add_lots'), { auctionNumber: past.auctionNumber, lots: [lot.id] });
    const published = await f.operator.post(apiPath('/auctions/publish'), { id: past.id });
    expect([published.statusCode, published.json()]).toEqual([400, { startDate: 'auction.start_in_past' }]);
    const { auction } = await auctionInStatus(f, 'PUBLISHED');
    const postponed = await f.operator.post(apiPath('/auctions/postpone'), {
      id: auction.id,
      startDate: inDays(-2),
      endDate: inDays(-3),
    });
    expect(postponed.json()).toEqual({ endDate: 'auction.end_before_start' });
    const pastStart = await f.operator.post(apiPath('/auctions/postpone'), {
      id: auction.id,
      startDate: inDays(-2),
      endDate: inDays(1),
    });
    expect(pastStart.json()).toEqual({ startDate: 'auction.start_in_past' });
    const current = (await f.operator.get(apiPath('/auctions/{id}', { id: auction.id }))).json();
    const unchanged = await f.operator.post(apiPath('/auctions/postpone'), {
      id: auction.id,
      startDate: current.startDate,
      endDate: current.endDate,
    });
    expect([unchanged.statusCode, unchanged.json()]).toEqual([400, { startDate: 'auction.postpone_unchanged' }]);
    const part = await f.operator.post(apiPath('/auctions/add_lot_part'), {
      auctionId: past.id,
      lotId: lot.id,
      lotPart: 0,
    });
    expect(part.json()).toEqual({ lotPart: 'validation.too_small' });
  });

  it('refuses to publish an auction without lots or with an empty lot (409)', async () => {
    const empty = await createAuction(f);
    // The same rule (contracts `auctionPublishRefusal`) keeps Publish off the auction's actions.
    const offered = async () =>
      (await f.operator.get(apiPath('/auctions/{id}', { id: empty.id }))).json().actions as string[];
    expect(await offered()).not.toContain('publish');
    const none = await f.operator.post(apiPath('/auctions/publish'), { id: empty.id });
    expect([none.statusCode, none.json()]).toEqual([409, { _error: 'auction.no_lots' }]);
    const emptyLot = await createLot(f, { products: 0 });
    await f.operator.post(apiPath('/auctions/add_lots'), { auctionNumber: empty.auctionNumber, lots: [emptyLot.id] });
    expect(await offered()).not.toContain('publish');
    const res = await f.operator.post(apiPath('/auctions/publish'), { id: empty.id });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { _error: 'auction.lot_without_products', lotCode: emptyLot.code },
    ]);
    expect((await f.operator.get(apiPath('/auctions/{id}', { id: empty.id }))).json().status).toBe('CREATED');
  });

  it('refuses a lot of another auction and a part for a lot outside the auction', async () => {
    const { auction, lot } = await createReadyAuction(f);
    const other = await createAuction(f);
    const taken = await f.operator.post(apiPath('/auctions/add_lots'), {
      auctionNumber: other.auctionNumber,
      lots: [lot.id],
    });
    expect([taken.statusCode, taken.json()]).toEqual([409, { _error: 'lot.not_free', lotId: lot.id }]);
    const part = await f.operator.post(apiPath('/auctions/add_lot_part'), {
      auctionId: other.id,
      lotId: lot.id,
      lotPart: 2,
    });
    expect([part.statusCode, part.json()]).toEqual([409, { _error: 'auction.lot_not_in_auction' }]);
    const unknownCode = await f.operator.post(apiPath('/auctions/remove_lot'), {
      auctionNumber: other.auctionNumber,
      lotCode: lot.code,
    });
    expect(unknownCode.statusCode).toBe(404);
    expect((await f.operator.get(apiPath('/auctions/{id}/lots', { id: auction.id }))).json()).toHaveLength(1);
  });

  it('answers 404 for unknown auctions and lots', async () => {
    const missing = [
      f.operator.get(apiPath('/auctions/{id}', { id: 999999 })),
      f.operator.get(apiPath('/auctions/{id}/details', { id: 999999 })),
      f.operator.get(apiPath('/auctions/{id}/lots', { id: 999999 })),
      f.operator.get(`${apiPath('/auctions/history')}?id=999999`),
      f.operator.get(`${apiPath('/auctions/log')}?auctionNumber=A-1900-0001`),
      f.operator.get(`${apiPath('/lot_part_in_auction/get_lot_part_for_auction_and_lot')}?auctionId=999999&lotId=1`),
      f.operator.post(apiPath('/auctions/publish'), { id: 999999 }),
      f.operator.post(apiPath('/auctions/cancel'), { auctionNumber: 'A-1900-0001' }),
      f.operator.post(apiPath('/auctions/add_lots'), { auctionNumber: 'A-1900-0001', lots: [freeLot.id] }),
      f.operator.post(apiPath('/auctions/details'), { auctionId: 999999, valueEN: 'x' }),
      f.operator.post(apiPath('/auctions'), { id: 999999, startDate: inDays(2), endDate: inDays(3) }),
      deleteRequest(t, f.operator, apiPath('/auctions/{id}', { id: 999999 })),
    ];
    for (const res of await Promise.all(missing))
      expect([res.statusCode, res.json()]).toEqual([404, { _error: 'not_found' }]);
    const created = await createAuction(f);
    const unknownLot = await f.operator.post(apiPath('/auctions/add_lots'), {
      auctionNumber: created.auctionNumber,
      lots: [999999],
    });
    expect(unknownLot.statusCode).toBe(404);
  });

  it('lets only holders of the auction and lot pages call any endpoint (403 for a trader, 401 anonymous)', async () => {
    // Public routes (announcements, public lists) are for everyone, and signed-in ones (a lot's licences of the
    // caller) for every account; both are tested where they are built.
    const routes = t.routeTable.filter(
      (r) =>
        r.access !== 'public' &&
        r.access !== 'authenticated' &&
        /^\/data\/rest\/(auctions|lots|lot_part_in_auction)(\/|$)/.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = route.url.replace(/:id/g, '1');
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD')) {
        const asTrader = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { 'x-auth-token': f.trader.token },
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect([method, route.url, asTrader.statusCode]).toEqual([method, route.url, 403]);
        const anonymous = await t.app.inject({ method: method as 'GET', url });
        expect([method, route.url, anonymous.statusCode]).toEqual([method, route.url, 401]);
      }
    }
  });
});
