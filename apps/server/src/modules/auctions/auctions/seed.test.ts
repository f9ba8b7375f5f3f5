import { parseTransportDate } from '@portal/contracts/dates';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FileStorage } from '../../../platform/storage/storage';
import { buildTestAppWithFiles, type Session, type TestApp } from '../../../test/harness';
import { seedDemoProducts } from '../../products/seed';
import { seedDemoAuction } from './seed';
import {} from '../test-support';
import { apiPath } from '../../../test/api-client';

const DAY = 24 * 60 * 60 * 1000;
const spyLog = () => ({ info: vi.fn(), warn: vi.fn() });
const seed = (t: TestApp, log: ReturnType<typeof spyLog>, storage: FileStorage = t.platform.storage) =>
  seedDemoAuction({ db: t.platform.db, storage }, log as never);

/** 10:00 in Tirana on the day `days` from now, as the instant the server stores. */
function tenInTirana(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Tirane' })
    .format(new Date(Date.now() + days * DAY))
    .split('-');
  return parseTransportDate(`${d}.${m}.${y} 10:00`, 'Europe/Tirane')!.toISOString();
}

const totalOf = async (session: Session, url: string) => {
  const res = await session.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().totalElements as number;
};

describe('demo auction seed (demo seed with files)', async () => {
  const t = await buildTestAppWithFiles('auction-seed', { demoFiles: true });
  let operator: Session;
  beforeAll(async () => {
    operator = await t.loginAs('operator');
  });
  const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

  it('publishes one auction a week ahead with the two demo lots and its announcement', async () => {
    const list = await anonymous(apiPath('/auctions/public/list/{list}', { list: 'published' }));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().totalElements).toBe(1);
    const [auction] = list.json().content;
    expect(auction).toMatchObject({ status: 'PUBLISHED', lotCount: 2 });
    expect(new Date(auction.startDate).toISOString()).toBe(tenInTirana(7));
    expect(new Date(auction.endDate).toISOString()).toBe(tenInTirana(8));
    expect(auction.detail.valueSQ).toMatch(/^<p>.*çdo ditë.*<\/p>$/);
    expect(auction.detail.valueEN).toContain('<p>The auction is held electronically.');
    expect(auction.detail.valueSR).toMatch(/učešće.*održava|održava.*učešće/);
    expect(auction.detail.valueSR).toContain('određenom');

    const lots = await operator.get(apiPath('/auctions/{id}/lots', { id: auction.id }));
    expect(lots.statusCode, lots.body).toBe(200);
    expect(
      lots
        .json()
        .map((l: Record<string, unknown>) => [
          l.description,
          l.status,
          l.lotPart,
          l.startingPrice,
          l.minimumIncrementAmount,
          l.guaranteeAmount,
          l.productCount,
        ]),
    ).toEqual([
      ['Veturë sedan, 2015', 'ASSIGNED', 1, 4500, 100, 500, 1],
      ['Telefona celularë', 'ASSIGNED', 2, 12000, 250, 1000, 1],
    ]);
    const [car, phones] = lots.json();
    const codesOf = async (lotId: number) =>
      (await operator.get(apiPath('/lots/{id}/products', { id: lotId }))).json().map((p: { code: string }) => p.code);
    expect(await codesOf(car.id)).toEqual(['DEMO-0001']);
    expect(await codesOf(phones.id)).toEqual(['DEMO-0002']);

    const announcement = await anonymous(apiPath('/auctions/{id}/last_announcement', { id: auction.id }));
    expect(announcement.statusCode, announcement.body).toBe(200);
    expect(announcement.json().attachmentId).toEqual(expect.any(Number));
    const pdf = await anonymous(apiPath('/attachments/{id}', { id: announcement.json().attachmentId }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('adds nothing when run again', async () => {
    const log = spyLog();
    await seed(t, log);
    // The published auction, and the running one of the bidding module's demo data.
    expect(await totalOf(operator, apiPath('/auctions/paged'))).toBe(2);
    expect(await totalOf(operator, apiPath('/lots/paged'))).toBe(4);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('demo auction seed: missing products and failures', async () => {
  const t = await buildTestAppWithFiles('auction-seed-fail');
  let operator: Session;
  beforeAll(async () => {
    operator = await t.loginAs('operator');
  });
  const failingStorage: FileStorage = Object.assign(Object.create(t.platform.storage) as FileStorage, {
    put: async () => {
      throw new Error('disk full');
    },
  });

  it('does nothing without the demo products', async () => {
    const log = spyLog();
    await seed(t, log);
    expect(await totalOf(operator, apiPath('/auctions/paged'))).toBe(0);
    expect(await totalOf(operator, apiPath('/lots/paged'))).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs a warning and leaves nothing half-built when publishing fails, then seeds on the next start', async () => {
    await seedDemoProducts({ db: t.platform.db, storage: t.platform.storage }, spyLog() as never);
    const failed = spyLog();
    await seed(t, failed, failingStorage);
    expect(failed.warn).toHaveBeenCalledWith(expect.anything(), 'demo auction was not seeded');
    expect(failed.warn).toHaveBeenCalledTimes(1);
    expect(failed.info).not.toHaveBeenCalled();
    expect(await totalOf(operator, apiPath('/auctions/paged'))).toBe(0);
    expect(await totalOf(operator, apiPath('/lots/paged'))).toBe(0);
    expect(await totalOf(operator, `${apiPath('/products/paged')}?filter[code]=DEMO-&filter[status]=AVAILABLE`)).toBe(
      4,
    );

    const log = spyLog();
    await seed(t, log);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(await totalOf(operator, `${apiPath('/auctions/paged')}?filter[status]=PUBLISHED`)).toBe(1);
    expect(await totalOf(operator, `${apiPath('/products/paged')}?filter[code]=DEMO-&filter[status]=IN_LOT`)).toBe(2);
  });
});
