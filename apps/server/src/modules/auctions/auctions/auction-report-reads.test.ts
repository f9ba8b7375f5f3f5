import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import { publishedAuctionWithLicences, requestOf, type Target } from '../../participation-requests/test-support';
import { buildFixture, createAuction, createLot, inDays, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

const day = (days: number) => inDays(days).slice(0, 10);

describe('auction report reads: requests, products, the caller’s licences of a lot', async () => {
  const t = await buildTestApp();
  let f: Fixture;
  let person: Session;
  let registry: Session;
  let target: Target;

  beforeAll(async () => {
    f = await buildFixture(t);
    person = await t.loginAs('person');
    registry = await t.loginAs('registry');
    target = await publishedAuctionWithLicences(f, [f.licenseTypeId]);
    await requestOf(f.trader, target);
    await requestOf(person, target);
  });

  it('lists the auction’s participation requests for staff, paged and filtered', async () => {
    const res = await f.operator.get(apiPath('/auctions/{id}/requests', { id: target.auction.id }));
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.totalElements).toBe(2);
    expect(page.content.map((r: { user: { username: string } }) => r.user.username)).toEqual(['trader', 'person']);
    expect(page.content[0]).toMatchObject({ status: 'PENDING', lot: { id: target.lot.id, code: target.lot.code } });
    const filtered = (
      await f.operator.get(
        `${apiPath('/auctions/{id}/requests', { id: target.auction.id })}?filter[username]=pers&count=1`,
      )
    ).json();
    expect(filtered).toMatchObject({ totalElements: 1, content: [{ user: { username: 'person' } }] });

    const other = await createAuction(f);
    expect((await f.operator.get(apiPath('/auctions/{id}/requests', { id: other.id }))).json()).toEqual({
      content: [],
      totalElements: 0,
    });
    expect((await f.operator.get(apiPath('/auctions/{id}/requests', { id: 999999 }))).statusCode).toBe(404);
    expect((await f.trader.get(apiPath('/auctions/{id}/requests', { id: target.auction.id }))).statusCode).toBe(403);
    expect((await registry.get(apiPath('/auctions/{id}/requests', { id: target.auction.id }))).statusCode).toBe(403);
  });

  it('lists the products of each lot of the auction for staff', async () => {
    const res = await f.operator.get(apiPath('/auctions/{id}/products', { id: target.auction.id }));
    expect(res.statusCode, res.body).toBe(200);
    const lots = res.json();
    expect(lots).toHaveLength(1);
    expect(lots[0]).toMatchObject({ lotId: target.lot.id, lotCode: target.lot.code });
    expect(lots[0].products).toHaveLength(1);
    expect(lots[0].products[0]).toMatchObject({ status: 'IN_LOT', lotId: target.lot.id });
    expect((await f.operator.get(apiPath('/auctions/{id}/products', { id: 999999 }))).statusCode).toBe(404);
    expect((await f.trader.get(apiPath('/auctions/{id}/products', { id: target.auction.id }))).statusCode).toBe(403);
  });

  it('answers the caller’s own licences of the lot’s required types against the auction days', async () => {
    const url = apiPath('/lots/{id}/licenses', { id: target.lot.id });
    const before = await f.trader.get(url);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      lotId: target.lot.id,
      auctionId: target.auction.id,
      licencesSatisfied: false,
    });
    expect(before.json().required).toEqual([
      expect.objectContaining({ licenseType: expect.objectContaining({ id: f.licenseTypeId }), problem: 'MISSING' }),
    ]);

    const short = await f.trader.post(apiPath('/trader_license_types'), {
      licenseType: { id: f.licenseTypeId },
      validFrom: day(-10),
      validTo: day(1),
    });
    expect(short.statusCode, short.body).toBe(200);
    const notCovering = (await f.trader.get(url)).json();
    expect(notCovering.required[0]).toMatchObject({ problem: 'NOT_COVERING', licences: [{ coversAuction: false }] });

    const good = await f.trader.post(apiPath('/trader_license_types'), {
      licenseType: { id: f.licenseTypeId },
      validFrom: day(0),
      validTo: day(30),
    });
    expect(good.statusCode, good.body).toBe(200);
    const satisfied = (await f.trader.get(url)).json();
    expect(satisfied.licencesSatisfied).toBe(true);
    expect(satisfied.required[0].licences.map((l: { coversAuction: boolean }) => l.coversAuction)).toEqual([
      false,
      true,
    ]);

    // Another account sees only its own holdings (an individual holds none).
    const theirs = (await person.get(url)).json();
    expect(theirs).toMatchObject({ licencesSatisfied: false, required: [{ problem: 'MISSING', licences: [] }] });
  });

  it('refuses licences of lots outside a published auction (404) and visitors (401)', async () => {
    const free = await createLot(f);
    expect((await f.trader.get(apiPath('/lots/{id}/licenses', { id: free.id }))).statusCode).toBe(404);
    const created = await createAuction(f);
    const lot = await createLot(f);
    const added = await f.operator.post(apiPath('/auctions/add_lots'), {
      auctionNumber: created.auctionNumber,
      lots: [lot.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await f.trader.get(apiPath('/lots/{id}/licenses', { id: lot.id }))).statusCode).toBe(404);
    expect((await f.trader.get(apiPath('/lots/{id}/licenses', { id: 999999 }))).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: apiPath('/lots/{id}/licenses', { id: target.lot.id }) });
    expect(visitor.statusCode).toBe(401);
  });
});
