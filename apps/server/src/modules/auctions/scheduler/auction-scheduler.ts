import { AUCTION_STARTS_FROM } from '@portal/contracts/auction-status';
import type { JobSummary } from '@portal/contracts';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { JobDefinition } from '../../../platform/scheduler/scheduler';
import { activateLots, closeEndedLots, lockLotsOf, settleActiveLots, SYSTEM_ACTOR } from './auction-settlement';
import { changeAuction, type AuctionRow } from '../common/rows';
import { auctions, lots } from '../tables';

export const AUCTION_LIFECYCLE_JOB = 'auction_lifecycle';
/** How often the scheduler looks for auctions to start or finish. */
export const AUCTION_LIFECYCLE_INTERVAL_MS = 15_000;
/** At most this many auctions of each kind per run; the rest follow on the next run (oldest first). */
export const AUCTION_LIFECYCLE_BATCH = 200;

type Step = 'start' | 'finish';

/** The database's clock: every instance compares against the same time. */
async function databaseNow(tx: Db): Promise<Date> {
  const result = (await tx.execute(sql`select now() as now`)) as { rows: Array<{ now: string | Date }> };
  return new Date(result.rows[0].now);
}

/** PUBLISHED or CLOSED auctions whose start has come, oldest start first. */
const dueToStart = () => and(inArray(auctions.status, [...AUCTION_STARTS_FROM]), lte(auctions.startDate, sql`now()`));

/** RUNNING auctions none of whose ACTIVE lots is still running (a lot without an end ends with the auction). */
const dueToFinish = () =>
  and(
    eq(auctions.status, 'RUNNING'),
    sql`not exists (select 1 from ${lots} where ${lots.auctionId} = ${auctions.id} and ${lots.status} = 'ACTIVE'
      and coalesce(${lots.endTime}, ${auctions.endDate}) > now())`,
  );

/**
 * Claims one due auction in its own transaction. `FOR UPDATE SKIP LOCKED`: an auction another
 * instance is handling is passed over, and one it has just changed no longer matches when re-checked.
 */
async function claimDue(tx: Db, step: Step, skip: number[]): Promise<AuctionRow | undefined> {
  const due = step === 'start' ? dueToStart() : dueToFinish();
  const [row] = await tx
    .select()
    .from(auctions)
    .where(skip.length > 0 ? and(due, notInArray(auctions.id, skip)) : due)
    .orderBy(step === 'start' ? asc(auctions.startDate) : asc(auctions.endDate), asc(auctions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** PUBLISHED/CLOSED → RUNNING; its ASSIGNED lots become ACTIVE with their planned ends. */
async function startAuction(tx: Db, auction: AuctionRow): Promise<boolean> {
  await activateLots(tx, auction, SYSTEM_ACTOR);
  await changeAuction(tx, auction, 'start', { status: 'RUNNING' }, SYSTEM_ACTOR);
  return true;
}

/** RUNNING → FINISHED once every lot has ended; lots SOLD or UNSOLD (as force finish does). */
async function finishAuction(tx: Db, auction: AuctionRow): Promise<boolean> {
  const active = await lockLotsOf(tx, auction.id, ['ACTIVE']);
  // A bid may have moved a lot's end after the claim (anti-sniping): then the auction is not over yet.
  const now = await databaseNow(tx);
  if (active.some((lot) => (lot.endTime ?? auction.endDate) > now)) return false;
  await settleActiveLots(tx, active, SYSTEM_ACTOR);
  await changeAuction(tx, auction, 'finish', { status: 'FINISHED' }, SYSTEM_ACTOR);
  return true;
}

/**
 * Starts a PUBLISHED or CLOSED auction now instead of at its start date (the start date becomes now), as
 * the scheduler would at the start: for demo data that must be running on a fresh start.
 */
export async function startAuctionNow(db: Db, auctionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [auction] = await tx.select().from(auctions).where(eq(auctions.id, auctionId)).for('update');
    if (!auction || !AUCTION_STARTS_FROM.includes(auction.status)) {
      throw new Error(`auction ${auctionId} cannot start now`);
    }
    const now = await databaseNow(tx);
    const startingNow = await changeAuction(tx, auction, 'update', { startDate: now }, SYSTEM_ACTOR);
    await startAuction(tx, startingNow);
  });
}

type StepResult = { done: number; failed: string[]; more: boolean };

/** Handles due auctions one transaction each until none is left or the batch is full. */
async function runStep(db: Db, step: Step): Promise<StepResult> {
  const skip: number[] = [];
  const failed: string[] = [];
  let done = 0;
  while (done + failed.length < AUCTION_LIFECYCLE_BATCH) {
    let claimed: AuctionRow | undefined;
    try {
      const changed = await db.transaction(async (tx) => {
        claimed = await claimDue(tx, step, skip);
        if (!claimed) return undefined;
        return step === 'start' ? startAuction(tx, claimed) : finishAuction(tx, claimed);
      });
      if (changed === undefined) return { done, failed, more: false };
      if (changed) done++;
      else skip.push(claimed!.id);
    } catch (err) {
      // One broken auction must not hold up the others: it is retried on the next run.
      if (!claimed) throw err;
      skip.push(claimed.id);
      failed.push(`${claimed.auctionNumber}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { done, failed, more: true };
}

/**
 * One run: starts every auction whose start has come, closes every lot whose end has passed, then
 * finishes every running auction whose lots have all ended (so an auction overdue after downtime is
 * started and finished in one run). Answers a summary; throws (the job is FAILED) when an auction could
 * not be handled.
 */
export async function runAuctionLifecycle(db: Db): Promise<JobSummary> {
  const started = await runStep(db, 'start');
  const lotsClosed = await closeEndedLots(db, AUCTION_LIFECYCLE_BATCH);
  const finished = await runStep(db, 'finish');
  const summary = `${started.done} started, ${lotsClosed.done} lots closed, ${finished.done} finished`;
  const lotsMore = lotsClosed.done + lotsClosed.failed.length >= AUCTION_LIFECYCLE_BATCH;
  const more = started.more || finished.more || lotsMore ? ', more next run' : '';
  const failed = [...started.failed, ...lotsClosed.failed, ...finished.failed];
  if (failed.length > 0) throw new Error(`${summary}${more}; failed: ${failed.join('; ')}`);
  return {
    key: more ? 'job.result.auction_lifecycle_more' : 'job.result.auction_lifecycle',
    params: { started: started.done, lotsClosed: lotsClosed.done, finished: finished.done },
  };
}

/** The auctions module's background work, registered with the scheduler by app.ts. */
export const AUCTION_JOBS: JobDefinition[] = [
  {
    code: AUCTION_LIFECYCLE_JOB,
    descriptionKey: `job.${AUCTION_LIFECYCLE_JOB}`,
    intervalMs: AUCTION_LIFECYCLE_INTERVAL_MS,
    run: runAuctionLifecycle,
  },
];
