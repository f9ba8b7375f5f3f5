// The raw-SQL bound: the server's own bid statement (place-bid.ts `BID_WITH_OUTBID_NOTICE`, engine.ts `BID_STATEMENT`),
// its text built once and its values filled in exactly as the server sends them, under the same name, driven with
// `pg`, as the server runs a bid without a maximum on a lot without maximums: the statement with its outbid notice,
// its own transaction (ADR 0107), on a connection of a pool, with no HTTP, no session lookup and no service code
// around it.
import pg from 'pg';
import { attemptValues, BID_STATEMENT, type BidStatement } from '../src/modules/bidding/engine';
import { BID_WITH_OUTBID_NOTICE } from '../src/modules/bidding/place-bid';
import { closedLoop, type Amounts, type Outcome, type PhaseStats } from './load';
import type { BenchBidder } from './setup';

/** A closed-loop phase on the bench's database without HTTP: the loads of (a) and (a2). */
export type DirectPhaseOptions = {
  url: string;
  auctionId: number;
  bidders: BenchBidder[];
  workers: number;
  pickLot: () => number;
  amounts: Amounts;
  warmupMs: number;
  durationMs: number;
  /**
   * The bound as it was before ADR 0107, a reference: the statement without the outbid notice, in BEGIN…COMMIT (the
   * server then stored the notice with a statement of its own, in the same transaction).
   */
  withoutNotice?: boolean;
};

export async function rawSqlPhase(options: DirectPhaseOptions): Promise<PhaseStats> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.workers });
  pool.on('error', () => undefined);
  try {
    const attempt = async (worker: number): Promise<Outcome> => {
      const lotId = options.pickLot();
      const attempt = {
        lotId,
        auctionId: options.auctionId,
        userId: options.bidders[worker].userId,
        amount: options.amounts.next(lotId).toFixed(2),
        kind: 'MANUAL' as const,
        idempotencyKey: null,
      };
      if (options.withoutNotice) return inTransaction(pool, BID_STATEMENT, attempt);
      const result = await pool.query<{ lot_id: number | null }>(BID_WITH_OUTBID_NOTICE.query(attemptValues(attempt)));
      // The statement answers one row, with no lot when the bid was not taken.
      return result.rows[0]?.lot_id != null ? 'accepted' : 'refused';
    };
    return await closedLoop({
      workers: options.workers,
      warmupMs: options.warmupMs,
      durationMs: options.durationMs,
      attempt,
    });
  } finally {
    await pool.end();
  }
}

async function inTransaction(
  pool: pg.Pool,
  statement: BidStatement,
  attempt: Parameters<typeof attemptValues>[0],
): Promise<Outcome> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await client.query(statement.query(attemptValues(attempt)));
    await client.query('COMMIT');
    return result.rows.length > 0 ? 'accepted' : 'refused';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
