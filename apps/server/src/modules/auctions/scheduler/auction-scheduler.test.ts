import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { openDatabase, type Db } from '../../../platform/db/database';
import { createScheduler } from '../../../platform/scheduler/scheduler';
import { products } from '../../products/tables';
import { buildTestApp } from '../../../test/harness';
import { AUCTION_JOBS, AUCTION_LIFECYCLE_JOB, runAuctionLifecycle } from './auction-scheduler';
import { auctions, lots } from '../tables';
import { buildFixture, collectEvents, createAuction, createLot, type Fixture } from '../test-support';
import { apiPath } from '../../../test/api-client';

// The app's own scheduler must not run the job behind the tests' backs: these tests run it themselves.
const previousTick = process.env.SCHEDULER_TICK_MS;
process.env.SCHEDULER_TICK_MS = String(3_600_000);
afterAll(() => {
  if (previousTick === undefined) delete process.env.SCHEDULER_TICK_MS;
  else process.env.SCHEDULER_TICK_MS = previousTick;
});

const MINUTE = 60_000;
type StatusEvent = { id: number; status: string };
/** The scheduler's events only (a PUBLISHED event of the setup may arrive late on PostgreSQL). */
const transitions = (events: unknown[]) =>
  (events as StatusEvent[]).filter((e) => e.status === 'RUNNING' || e.status === 'FINISHED');
const ago = (ms: number) => new Date(Date.now() - ms);

describe('auction scheduler', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const { db } = t.platform;
  let f: Fixture;
  let traderId: number;
  beforeAll(async () => {
    f = await buildFixture(t);
    traderId = (await f.trader.get(apiPath('/user'))).json().id;
  });

  /** A PUBLISHED auction with a lot in part 1 and one in part 2, then moved to the given dates. */
  async function publishedAuction(start: Date, end: Date) {
    const auction = await createAuction(f);
    const first = await createLot(f);
    const second = await createLot(f);
    const add = await f.operator.post(apiPath('/auctions/add_lots'), {
      auctionNumber: auction.auctionNumber,
      lots: [first.id, second.id],
    });
    expect(add.statusCode, add.body).toBe(200);
    const part = { lotId: second.id, auctionId: auction.id, lotPart: 2 };
    expect((await f.operator.post(apiPath('/auctions/add_lot_part'), part)).statusCode).toBe(200);
    expect((await f.operator.post(apiPath('/auctions/publish'), { id: auction.id })).statusCode).toBe(200);
    await db.update(auctions).set({ startDate: start, endDate: end }).where(eq(auctions.id, auction.id));
    return { auction, first, second };
  }

  const auctionRow = async (id: number) => (await db.select().from(auctions).where(eq(auctions.id, id)))[0];
  const lotRow = async (id: number) => (await db.select().from(lots).where(eq(lots.id, id)))[0];
  const productStatus = async (id: number) =>
    (await db.select({ status: products.status }).from(products).where(eq(products.id, id)))[0].status;
  const audits = (entity: string, id: number, action: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id)), eq(auditLog.action, action)));

  it('starts an auction whose start has come: RUNNING, lots ACTIVE with their staggered ends, audited, pushed', async () => {
    const { auction, first, second } = await publishedAuction(ago(MINUTE), new Date(Date.now() + 60 * MINUTE));
    const { events, stop } = collectEvents(t, '/topic/auction/all');
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 1, lotsClosed: 0, finished: 0 },
    });
    const row = await auctionRow(auction.id);
    expect(row.status).toBe('RUNNING');
    const [a, b] = [await lotRow(first.id), await lotRow(second.id)];
    expect([a.status, b.status]).toEqual(['ACTIVE', 'ACTIVE']);
    expect(a.endTime!.getTime()).toBe(row.endDate.getTime());
    expect(b.endTime!.getTime() - row.endDate.getTime()).toBe(10 * MINUTE);
    const [audit] = await audits('auction', auction.id, 'auction.start');
    expect(audit).toMatchObject({ actorId: null, actorUsername: null });
    expect(await audits('lot', first.id, 'lot.auction_started')).toHaveLength(1);
    await expect.poll(() => events).toContainEqual({ id: auction.id, status: 'RUNNING' });
    stop();
    // The lot dto answers the end bidding will use.
    const dto = (await f.operator.get(`${apiPath('/lots/dto')}?id=${second.id}`)).json();
    expect(dto.endTime).toBe(b.endTime!.toISOString());
    // Nothing more to do: a second run changes nothing.
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 0, lotsClosed: 0, finished: 0 },
    });
    expect(await audits('auction', auction.id, 'auction.start')).toHaveLength(1);
  });

  it('finishes a running auction once its last lot part has ended: SOLD with a highest bid, else UNSOLD', async () => {
    const { auction, first, second } = await publishedAuction(ago(120 * MINUTE), ago(5 * MINUTE));
    const { events, stop } = collectEvents(t, '/topic/auction/all');
    // The first lot holds a bid (as bidding leaves it on the row).
    await db.update(lots).set({ highestBid: 1500, highestUserId: traderId }).where(eq(lots.id, first.id));
    // Part 1 ended with the auction, 5 minutes ago: it closes at once. Part 2 ends 10 minutes after the
    // auction's end, so 5 minutes from now: started, not finished.
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 1, lotsClosed: 1, finished: 0 },
    });
    expect((await auctionRow(auction.id)).status).toBe('RUNNING');
    expect((await lotRow(first.id)).status).toBe('SOLD');
    await db
      .update(lots)
      .set({ endTime: ago(MINUTE) })
      .where(eq(lots.id, second.id));
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 0, lotsClosed: 1, finished: 1 },
    });
    expect((await auctionRow(auction.id)).status).toBe('FINISHED');
    expect((await lotRow(first.id)).status).toBe('SOLD');
    expect((await lotRow(second.id)).status).toBe('UNSOLD');
    expect(await productStatus(first.productIds[0])).toBe('SOLD');
    expect(await productStatus(second.productIds[0])).toBe('IN_LOT');
    const [audit] = await audits('auction', auction.id, 'auction.finish');
    expect(audit).toMatchObject({ actorUsername: null, after: expect.objectContaining({ status: 'FINISHED' }) });
    await expect
      .poll(() => transitions(events))
      .toEqual([
        { id: auction.id, status: 'RUNNING' },
        { id: auction.id, status: 'FINISHED' },
      ]);
    stop();
    // The operator's log shows both transitions.
    const log = (await f.operator.get(`${apiPath('/auctions/log')}?auctionNumber=${auction.auctionNumber}`)).json();
    expect(log.content.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['auction.start', 'auction.finish']),
    );
    // The report's and the lot screens' logs show each action translated (`audit.<action>` in every language).
    const lotLogs = await Promise.all(
      [first.id, second.id].map(async (id) => (await f.operator.get(`${apiPath('/lots/log')}?id=${id}`)).json()),
    );
    const actions = new Set(
      [log, ...lotLogs].flatMap((page: { content: Array<{ action: string }> }) => page.content.map((e) => e.action)),
    );
    for (const lang of ['sq', 'en', 'sr']) {
      const file = path.resolve(import.meta.dirname, `../../../../../web/public/i18n/${lang}.json`);
      const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      expect(
        [...actions].filter((action) => !texts[`audit.${action}`]),
        lang,
      ).toEqual([]);
    }
  });

  it('waits while a bid has moved a lot end past now (anti-sniping), and finishes after it', async () => {
    // A running auction whose lots have ended, except one a late bid extended.
    const next = await publishedAuction(ago(120 * MINUTE), ago(30 * MINUTE));
    await db.update(auctions).set({ status: 'RUNNING' }).where(eq(auctions.id, next.auction.id));
    await db
      .update(lots)
      .set({ status: 'ACTIVE', endTime: ago(20 * MINUTE) })
      .where(inArray(lots.id, [next.first.id, next.second.id]));
    await db
      .update(lots)
      .set({ endTime: new Date(Date.now() + 2 * MINUTE) })
      .where(eq(lots.id, next.second.id));
    // The first lot closes on its own; the auction waits for the second.
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 0, lotsClosed: 1, finished: 0 },
    });
    await db
      .update(lots)
      .set({ endTime: ago(1000) })
      .where(eq(lots.id, next.second.id));
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 0, lotsClosed: 1, finished: 1 },
    });
    expect([(await lotRow(next.first.id)).status, (await lotRow(next.second.id)).status]).toEqual(['UNSOLD', 'UNSOLD']);
  });

  it('catches up after downtime: every overdue auction is started and finished, oldest first', async () => {
    const made = [];
    for (const hours of [3, 5, 4]) made.push(await publishedAuction(ago(hours * 60 * MINUTE), ago(2 * 60 * MINUTE)));
    const { events, stop } = collectEvents(t, '/topic/auction/all');
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 3, lotsClosed: 6, finished: 3 },
    });
    for (const { auction } of made) expect((await auctionRow(auction.id)).status).toBe('FINISHED');
    const [threeHours, fiveHours, fourHours] = made.map((m) => m.auction.id);
    await expect.poll(() => transitions(events).length).toBe(6);
    stop();
    expect(transitions(events).slice(0, 3)).toEqual([
      { id: fiveHours, status: 'RUNNING' },
      { id: fourHours, status: 'RUNNING' },
      { id: threeHours, status: 'RUNNING' },
    ]);
  });

  it('leaves an auction it cannot handle for the next run and still handles the others (the job is FAILED)', async () => {
    // A running auction whose sold product can no longer be sold, and a due one that is fine.
    const again = await publishedAuction(ago(60 * MINUTE), ago(30 * MINUTE));
    const other = await publishedAuction(ago(55 * MINUTE), ago(30 * MINUTE));
    await db.update(lots).set({ highestBid: 2000, highestUserId: traderId }).where(eq(lots.id, again.first.id));
    await db.update(products).set({ status: 'WITHDRAWN' }).where(eq(products.id, again.first.productIds[0]));
    await db.update(auctions).set({ status: 'RUNNING' }).where(eq(auctions.id, again.auction.id));
    await db
      .update(lots)
      .set({ status: 'ACTIVE', endTime: ago(MINUTE) })
      .where(inArray(lots.id, [again.first.id, again.second.id]));
    await expect(runAuctionLifecycle(db)).rejects.toThrow(
      new RegExp(
        `^1 started, 3 lots closed, 1 finished; failed: lot ${again.first.code}: .*; ${again.auction.auctionNumber}: `,
      ),
    );
    expect((await auctionRow(again.auction.id)).status).toBe('RUNNING');
    expect((await lotRow(again.first.id)).status).toBe('ACTIVE');
    expect((await lotRow(again.second.id)).status).toBe('UNSOLD');
    expect((await auctionRow(other.auction.id)).status).toBe('FINISHED');
    // Once repaired, the next run closes the lot and finishes the auction.
    await db.update(lots).set({ highestBid: null, highestUserId: null }).where(eq(lots.id, again.first.id));
    expect(await runAuctionLifecycle(db)).toEqual({
      key: 'job.result.auction_lifecycle',
      params: { started: 0, lotsClosed: 1, finished: 1 },
    });
  });

  it('two instances racing on the same database never handle an auction twice', async () => {
    // On PostgreSQL (npm run test:pg) the second instance has its own connection pool: a real race.
    const second = t.platform.config.databaseUrl
      ? await openDatabase({ databaseUrl: t.platform.config.databaseUrl })
      : undefined;
    try {
      const other: Db = second?.db ?? db;
      const made = [];
      for (let i = 0; i < 6; i++) made.push(await publishedAuction(ago((90 - i) * MINUTE), ago(20 * MINUTE)));
      const { events, stop } = collectEvents(t, '/topic/auction/all');
      const summaries = await Promise.all([
        runAuctionLifecycle(db),
        runAuctionLifecycle(other),
        runAuctionLifecycle(db),
        runAuctionLifecycle(other),
      ]);
      const counts = summaries.map((s) => [Number(s.params?.started), Number(s.params?.finished)]);
      expect(counts.reduce((sum, [started]) => sum + started, 0)).toBe(6);
      expect(counts.reduce((sum, [, finished]) => sum + finished, 0)).toBe(6);
      for (const { auction } of made) {
        expect((await auctionRow(auction.id)).status).toBe('FINISHED');
        expect(await audits('auction', auction.id, 'auction.start')).toHaveLength(1);
        expect(await audits('auction', auction.id, 'auction.finish')).toHaveLength(1);
      }
      await expect.poll(() => transitions(events).length).toBe(12);
      stop();
      const ids = made.map((m) => m.auction.id);
      for (const status of ['RUNNING', 'FINISHED']) {
        const of = transitions(events)
          .filter((e) => e.status === status)
          .map((e) => e.id);
        expect(of.sort((a, b) => a - b)).toEqual(ids);
      }
    } finally {
      await second?.close();
    }
  });

  it('runs as the auction_lifecycle job: on one scheduler at a time, and listed in scheduled jobs', async () => {
    const due = await publishedAuction(ago(MINUTE), new Date(Date.now() + 60 * MINUTE));
    const schedulers = [0, 1].map(() => createScheduler(db, { tickMs: 3_600_000 }));
    try {
      for (const s of schedulers) {
        for (const job of AUCTION_JOBS) s.register(job);
        await s.start();
      }
      await db.execute(sql`update scheduled_jobs set next_run_at = now() - interval '1 second'
        where code = ${AUCTION_LIFECYCLE_JOB}`);
      const ran = await Promise.all(schedulers.map((s) => s.tick()));
      expect(ran.sort()).toEqual([0, 1]);
      expect((await auctionRow(due.auction.id)).status).toBe('RUNNING');
    } finally {
      for (const s of schedulers) await s.stop();
    }
    const jobs = (await f.admin.get(apiPath('/scheduled_jobs'))).json();
    expect(jobs.find((j: { code: string }) => j.code === AUCTION_LIFECYCLE_JOB)).toMatchObject({
      descriptionKey: 'job.auction_lifecycle',
      intervalMs: 15_000,
      lastResult: 'OK',
      lastMessage: null,
      lastMessageKey: 'job.result.auction_lifecycle',
      lastMessageParams: { started: 1, lotsClosed: 0, finished: 0 },
    });
  });
});
