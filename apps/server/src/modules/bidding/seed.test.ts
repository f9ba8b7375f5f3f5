import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import {} from '../auctions/test-support';
import { DEMO_RUNNING_MINUTES, seedRunningDemoAuction } from './seed';
import { sendBid } from './test-support';
import { apiPath } from '../../test/api-client';
import { LOT_BIDS_HEADERS } from '@portal/contracts/bidding';

describe('running demo auction (demo seed with files)', async () => {
  const startedAt = Date.now();
  const t = await buildTestAppWithFiles('running-demo', { demoFiles: true, auctionClock: false });
  let trader: Session;
  let person: Session;
  beforeAll(async () => {
    trader = await t.loginAs('trader');
    person = await t.loginAs('person');
  });

  it('runs now with two lots ending minutes ahead, the demo trader and person approved on both', async () => {
    const running = (
      await t.app.inject({ method: 'GET', url: apiPath('/auctions/public/list/{list}', { list: 'running' }) })
    ).json();
    expect(running.totalElements).toBe(1);
    const [auction] = running.content;
    const read = await trader.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: auction.id }));
    expect(read.headers[LOT_BIDS_HEADERS.viewer]).toBe('BIDDER');
    const lots = Object.values(read.json());
    expect(lots.map((l) => [l.status, l.lotPart])).toEqual([
      ['ACTIVE', 1],
      ['ACTIVE', 2],
    ]);
    const minutesLeft = (l: { endTime: string | null }) => (new Date(l.endTime!).getTime() - startedAt) / 60_000;
    expect(minutesLeft(lots[0])).toBeGreaterThan(DEMO_RUNNING_MINUTES - 2);
    expect(minutesLeft(lots[0])).toBeLessThan(DEMO_RUNNING_MINUTES + 1);
    expect(minutesLeft(lots[1]) - minutesLeft(lots[0])).toBeCloseTo(10, 0);
    expect(lots.map((l) => l.approved)).toEqual([true, true]);
    const persons = (await person.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: auction.id }))).json();
    expect(Object.values(persons).filter((l) => l.approved)).toHaveLength(2);

    // A newcomer can bid at once, and against someone.
    const target = { auctionId: auction.id, lotId: lots[0].lotId };
    expect((await sendBid(t, trader, target, 2000)).statusCode).toBe(200);
    expect((await sendBid(t, person, target, 2050)).json().lot).toMatchObject({
      position: 'LEADING',
      highestBid: 2050,
    });
  });

  it('is made once: a later start adds nothing', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    await seedRunningDemoAuction({ db: t.platform.db, storage: t.platform.storage }, log as never);
    expect(log.info).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
    const operator = await t.loginAs('operator');
    expect((await operator.get(apiPath('/auctions/paged'))).json().totalElements).toBe(2);
  });
});
