import { AUCTION_STATUS_TOPIC } from '@portal/contracts/auctions';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import type { EventBus } from '../../../platform/realtime/bus';
import { runAuctionLifecycle } from './auction-scheduler';

/** The clock never sleeps longer than this, so a moment it did not know of is met soon anyway. */
export const CLOCK_MAX_WAIT_MS = 30_000;
/** Woken a little after the moment, so the database's clock has passed it too. */
const LATE_MS = 20;

export type AuctionClock = { stop(): Promise<void> };

/**
 * Starts auctions and closes lots on the second they are due, rather than at the scheduler's next round:
 * each instance sleeps until the next start of a published auction or end of an ACTIVE lot (by the
 * database's clock), then runs the lifecycle (whose claims keep instances from doing anything twice).
 * A change of auction status (publish, postpone, a lot closed) wakes it to look again; the scheduler's
 * `auction_lifecycle` job stays as the safety net.
 */
export function startAuctionClock(db: Db, bus: EventBus, log: FastifyBaseLogger): AuctionClock {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;

  const msUntilNextMoment = async (): Promise<number> => {
    const result = (await db.execute(sql`
      select extract(epoch from (least(
        (select min(start_date) from auctions where status in ('PUBLISHED', 'CLOSED')),
        (select min(end_time) from lots where status = 'ACTIVE')
      ) - clock_timestamp())) * 1000 as wait`)) as { rows: Array<{ wait: string | number | null }> };
    const wait = result.rows[0]?.wait;
    return wait === null || wait === undefined
      ? CLOCK_MAX_WAIT_MS
      : Math.min(CLOCK_MAX_WAIT_MS, Math.max(0, Number(wait)));
  };

  const arm = async () => {
    if (stopped) return;
    let wait = CLOCK_MAX_WAIT_MS;
    try {
      wait = await msUntilNextMoment();
    } catch (err) {
      log.warn({ err }, 'auction clock could not read the next moment');
    }
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), wait + LATE_MS);
    timer.unref();
  };

  const tick = async () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        await runAuctionLifecycle(db);
      } catch (err) {
        log.warn({ err }, 'auction clock run failed');
      }
    })();
    await running;
    running = undefined;
    await arm();
  };

  const unsubscribe = bus.subscribe((event) => {
    if (event.topic === AUCTION_STATUS_TOPIC && !running) void arm();
  });
  void arm();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
    },
  };
}
