import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

// The bidding figures of the operator dashboard (ADR 0086): bids, bidders and anti-sniping extensions per lot,
// bidders per auction, each one aggregate over the ledger.

export type LotBidFigures = { bids: number; bidders: number; extensions: number };

/**
 * Per lot: its bids, distinct bidders, and the bids that moved its end (anti-sniping). Extensions are not stored:
 * they follow from the ledger and the lot's rule. The engine sets the end after a bid at `t` to
 * greatest(end, least(t + window, latest end)) when less than the window is left, and bid times never go back
 * along `seq`; so the end after bid k is greatest(planned end, c_k) with c_k = least(t_k + window, latest end),
 * and bid k moved it exactly when c_k is later than both the planned end and c_(k−1). `t` is the stored bid time.
 */
export async function lotBidFigures(db: Db, lotIds: readonly number[]): Promise<Map<number, LotBidFigures>> {
  if (lotIds.length === 0) return new Map();
  const ids = sql.join(
    lotIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with reach as (
      select b.lot_id, b.user_id,
        case when l.anti_sniping_minutes > 0 and l.planned_end_time is not null then
          least(b.created_at + make_interval(mins => l.anti_sniping_minutes),
            coalesce(l.latest_end_time, l.planned_end_time))
        end as c,
        l.planned_end_time as planned,
        b.seq
      from bids b join lots l on l.id = b.lot_id
      where b.lot_id in (${ids})
    ),
    moves as (
      select lot_id, user_id,
        (c is not null and c > planned
          and c > coalesce(lag(c) over (partition by lot_id order by seq), planned)) as moved
      from reach
    )
    select lot_id, count(*)::int as bids, count(distinct user_id)::int as bidders,
      (count(*) filter (where moved))::int as extensions
    from moves group by lot_id
  `);
  const rows = (result as { rows: Array<{ lot_id: number; bids: number; bidders: number; extensions: number }> }).rows;
  return new Map(
    rows.map((r) => [
      Number(r.lot_id),
      { bids: Number(r.bids), bidders: Number(r.bidders), extensions: Number(r.extensions) },
    ]),
  );
}

/** Per auction: the distinct bidders over all its lots. */
export async function auctionBidderCounts(db: Db, auctionIds: readonly number[]): Promise<Map<number, number>> {
  if (auctionIds.length === 0) return new Map();
  const ids = sql.join(
    auctionIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select auction_id, count(distinct user_id)::int as bidders from bids where auction_id in (${ids})
    group by auction_id
  `);
  const rows = (result as { rows: Array<{ auction_id: number; bidders: number }> }).rows;
  return new Map(rows.map((r) => [Number(r.auction_id), Number(r.bidders)]));
}
