import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { buildFixture, inDays, type Fixture } from '../auctions/test-support';
import { publishedAuctionWithLicences, R, requestOf, type Target } from './test-support';
import { apiPath } from '../../test/api-client';

// Days with a margin: the auction (in 2–3 days) is read in the business time zone.
const day = (days: number) => inDays(days).slice(0, 10);

describe('participation requests: user details and licence eligibility', async () => {
  const t = await buildTestApp();
  let f: Fixture;
  let person: Session;
  let excise: number;
  let target: Target;
  let requestId: number;

  beforeAll(async () => {
    f = await buildFixture(t);
    person = await t.loginAs('person');
    const type = await f.admin.post(apiPath('/license_types'), {
      code: 'EXCISE',
      labelSQ: 'Akcizë',
      labelEN: 'Excise',
      labelSR: 'Akciza',
      active: true,
    });
    expect(type.statusCode, type.body).toBe(200);
    excise = type.json().id;
    // The lot (guarantee amount 100, auction in 2–3 days) requires FUEL and EXCISE.
    target = await publishedAuctionWithLicences(f, [f.licenseTypeId, excise]);

    // The trader's company holds FUEL only until tomorrow: it does not cover the auction.
    const licence = await f.trader.post(apiPath('/trader_license_types'), {
      licenseType: { id: f.licenseTypeId },
      validFrom: day(-10),
      validTo: day(1),
    });
    expect(licence.statusCode, licence.body).toBe(200);

    const bank = await f.admin.post(apiPath('/banks'), {
      code: 'BKT',
      labelSQ: 'Banka BKT',
      labelEN: 'Bank BKT',
      labelSR: 'Banka BKT',
      active: true,
    });
    expect(bank.statusCode, bank.body).toBe(200);
    const guarantee = (guaranteeNumber: string, amount: number, validTo: string) =>
      f.trader.post(apiPath('/bank_guarantees'), {
        bankId: bank.json().id,
        guaranteeNumber,
        amount,
        validFrom: day(-1),
        validTo,
      });
    for (const res of [await guarantee('SHORT-1', 500, day(1)), await guarantee('SMALL-1', 50, day(30))]) {
      expect(res.statusCode, res.body).toBe(200);
    }
    requestId = await requestOf(f.trader, target);
  });

  const flagsOf = (details: { guarantees: Array<{ guaranteeNumber: string; flags: unknown }> }) =>
    Object.fromEntries(details.guarantees.map((g) => [g.guaranteeNumber, g.flags]));

  it('flags guarantees too short or too small and licences missing or not covering the auction', async () => {
    const res = await f.operator.get(`${R}/userdetails?id=${requestId}`);
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json();
    expect(details.user).toMatchObject({ username: 'trader', companyName: 'Demo Trade Sh.p.k.' });
    expect(details.request).toMatchObject({ id: requestId, status: 'PENDING' });
    expect(flagsOf(details)).toEqual({
      'SHORT-1': { notActive: false, notValidForAuction: true, amountTooSmall: false },
      'SMALL-1': { notActive: false, notValidForAuction: false, amountTooSmall: true },
    });
    expect(details.guaranteeSufficient).toBe(false);
    expect(
      details.required.map((r: { licenseType: { code: string }; problem: string }) => [r.licenseType.code, r.problem]),
    ).toEqual([
      ['FUEL', 'NOT_COVERING'],
      ['EXCISE', 'MISSING'],
    ]);
    expect(details.required[0].licences).toEqual([expect.objectContaining({ coversAuction: false, validTo: day(1) })]);
    expect(details.licencesSatisfied).toBe(false);
  });

  it('clears the flags once a covering guarantee and licences exist', async () => {
    const banks = (await f.trader.get(`${apiPath('/bank_guarantees/by_username')}?username=trader`)).json();
    const good = await f.trader.post(apiPath('/bank_guarantees'), {
      bankId: banks[0].bankId,
      guaranteeNumber: 'GOOD-1',
      amount: 100,
      validFrom: day(0),
      validTo: day(5),
    });
    expect(good.statusCode, good.body).toBe(200);
    for (const [type, validTo] of [
      [f.licenseTypeId, day(60)],
      [excise, day(5)],
    ] as const) {
      const res = await f.trader.post(apiPath('/trader_license_types'), {
        licenseType: { id: type },
        validFrom: day(0),
        validTo,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const details = (await f.operator.get(`${R}/userdetails?id=${requestId}`)).json();
    expect(flagsOf(details)['GOOD-1']).toEqual({ notActive: false, notValidForAuction: false, amountTooSmall: false });
    expect(details.guaranteeSufficient).toBe(true);
    expect(details.required.map((r: { problem: string | null }) => r.problem)).toEqual([null, null]);
    expect(details.licencesSatisfied).toBe(true);

    const eligibility = await f.trader.get(`${R}/lot/${target.lot.id}/eligibility`);
    expect(eligibility.statusCode, eligibility.body).toBe(200);
    expect(eligibility.json()).toMatchObject({
      lotId: target.lot.id,
      auctionId: target.auction.id,
      licencesSatisfied: true,
      request: { id: requestId, status: 'PENDING' },
    });
  });

  it('answers an individual the required types as missing, with no request yet', async () => {
    const res = await person.get(`${R}/lot/${target.lot.id}/eligibility`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ licencesSatisfied: false, request: null });
    expect(res.json().required.map((r: { problem: string }) => r.problem)).toEqual(['MISSING', 'MISSING']);
  });

  it('refuses eligibility to staff (403), for unknown lots and lots of unpublished auctions (404)', async () => {
    expect((await f.operator.get(`${R}/lot/${target.lot.id}/eligibility`)).statusCode).toBe(403);
    expect((await f.trader.get(`${R}/lot/999999/eligibility`)).statusCode).toBe(404);
    const created = await f.operator.post(apiPath('/auctions'), { startDate: inDays(2), endDate: inDays(3) });
    const lot = await f.operator.post(apiPath('/lots'), {
      description: 'x',
      startingPrice: 10,
      minimumIncrementAmount: 1,
      guaranteeAmount: 0,
    });
    const added = await f.operator.post(apiPath('/auctions/add_lots'), {
      auctionNumber: created.json().auctionNumber,
      lots: [lot.json().id],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await f.trader.get(`${R}/lot/${lot.json().id}/eligibility`)).statusCode).toBe(404);
    expect((await f.operator.get(`${R}/userdetails?id=999999`)).statusCode).toBe(404);
  });
});
