import {
  BID_AMOUNT_MAX,
  BID_MAX_MULTIPLE_PARAMETER,
  BID_TOPIC_PREFIX,
  GENESIS_HASH,
  type BidKind,
  type BidPush,
} from '@portal/contracts/bidding';
import { APPLICATION_PARAMETERS } from '@portal/contracts/settings';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { builtOnce, type BuiltOnce } from '../../platform/db/built-once';
import type { Db } from '../../platform/db/database';
import type { PublicTag } from '../../platform/http/public-cache';
import { notifyEventSql } from '../../platform/realtime/bus';
import { parameterSql } from '../settings';

/**
 * What an accepted bid changes of the cached public reads: the lot lists (highest bid, end) and the lot's chain, which
 * carry 'bids'; the auction lists and the promoted auctions show no bid and stay cached.
 */
export const BID_PUBLIC_TAGS: readonly PublicTag[] = ['bids'];

/** The lot row after an accepted bid, as the bid statement returns it. */
export type AcceptedBid = {
  bidId: number;
  lotId: number;
  auctionId: number;
  userId: number;
  seq: number;
  amount: number;
  kind: BidKind;
  hash: string;
  serverTime: Date;
  endTime: Date;
  startingPrice: number;
  minimumIncrementAmount: number;
  /** The database's clock after the statement (answers carry the server time by this one clock). */
  now: Date;
  /** The bidder's pseudonym number in the auction (a bid is only taken from a numbered bidder). */
  bidderNumber: number;
  /** `bid_max_multiple` as the statement read it (the lot's bid ceiling after the bid is computed with it). */
  bidMaxMultiple: number;
  /** The lot's code and its auction's number, as notices name them. */
  lotCode: string;
  auctionNumber: string;
};

type BidRow = {
  bid_id: number;
  lot_id: number;
  auction_id: number;
  seq: number;
  amount: string | number;
  hash: string;
  server_time: string | Date;
  end_time: string | Date;
  starting_price: string | number;
  minimum_increment_amount: string | number;
  now: string | Date;
  bidder_number: number;
  multiple: string | number;
  lot_code: string;
  auction_number: string;
};

export type BidAttempt = {
  lotId: number;
  auctionId: number;
  userId: number;
  /** Two decimals, as text, so the database never sees a binary fraction. */
  amount: string;
  /** The private maximum left with a MANUAL bid (two decimals, as text): within the bid ceiling too. */
  maximum?: string | null;
  kind: BidKind;
  idempotencyKey: string | null;
};

/** ISO 8601 UTC with milliseconds, as JavaScript writes it: the ledger text's time (contracts `ledgerText`). */
const isoUtc = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `bid_max_multiple` in a statement: its stored whole number, or the default (what `getParameter` answers for a
 * value it cannot read). One read of the parameters table by primary key.
 */
export const bidMaxMultipleSql = sql`coalesce(substring(${parameterSql(BID_MAX_MULTIPLE_PARAMETER)} from '^[0-9]{1,9}$')::numeric, ${APPLICATION_PARAMETERS.bid_max_multiple.default}::numeric)`;

/** The minimum next bid of a lot row (contracts `minimumNextBid`). */
const minimumNextSql = (l: SQL) =>
  sql`case when ${l}.highest_bid is null then ${l}.starting_price else ${l}.highest_bid + ${l}.minimum_increment_amount end`;

/**
 * The bid ceiling of a lot row (contracts `bidCeiling`): `multiple` times the minimum next bid, and no more than
 * leaves a next minimum within AMOUNT_MAX.
 */
const ceilingSql = (l: SQL, multiple: SQL) =>
  sql`least(${minimumNextSql(l)} * ${multiple}, ${BID_AMOUNT_MAX}::numeric - ${l}.minimum_increment_amount)`;

/**
 * What `/topic/bid/{lotId}` carries for an accepted bid (contracts `bidPushSchema`), built in the bid statement from
 * its `lot` row (the lot after the bid, with `bidder_number` and `multiple`): every field of `BidPush` once, which the
 * type holds to, and no other. The next minimum and ceiling are the contracts' `minimumNextBid` and
 * `maximumAllowedBid` in SQL.
 */
function bidPushSql(lot: SQL, kind: BidKind | Placeholder): SQL {
  const nextMinimum = minimumNextSql(lot);
  const nextCeiling = ceilingSql(lot, sql`${lot}.multiple`);
  const fields: { [K in keyof BidPush]-?: SQL } = {
    lotId: sql`${lot}.id`,
    seq: sql`${lot}.bid_seq`,
    amount: sql`${lot}.highest_bid`,
    bidderNumber: sql`${lot}.bidder_number`,
    kind: sql`${kind}::text`,
    serverTime: isoUtc(sql`${lot}.last_bid_at`),
    hash: sql`${lot}.last_hash`,
    endTime: isoUtc(sql`${lot}.end_time`),
    highestBid: sql`${lot}.highest_bid`,
    minimumNextBid: nextMinimum,
    maximumAllowedBid: sql`case when ${nextCeiling} >= ${nextMinimum} then ${nextCeiling} end`,
  };
  // The keys are this type's own property names, written into the statement as string literals.
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The bid decision of DESIGN.md §5 as one statement: the conditional UPDATE of the lot row (still ACTIVE,
 * before its end, the amount from the minimum next bid up to the bid ceiling, a maximum left with it within the
 * ceiling too, the bidder approved, numbered in the auction and not already on top) raises the seq and the highest
 * bid, moves the end for anti-sniping up to the lot's latest end and chains the ledger hash over public fields only
 * (contracts `ledgerText`: the bidder by their pseudonym number); the same statement inserts the bid with that seq
 * and the push event, takes the bid's idempotency key (bid_keys: a key another send already decided fails the
 * statement with 23505), and notifies every instance. Under Read Committed a concurrent bid waits for the row lock
 * and re-checks the condition on the new row, so bids are totally ordered per lot and none is lost. Answers null
 * when the condition does not hold (the caller finds out why). An automatic bid (MAXIMUM) is not held to the
 * ceiling: its price is at most a maximum that was within the ceiling when it was set, and the ceiling only rises.
 */
export async function acceptBid(tx: Db, attempt: BidAttempt): Promise<AcceptedBid | null> {
  const [row] = await BID_STATEMENT.run<BidRow>(tx, attemptValues(attempt));
  return row ? acceptedBid(attempt, row) : null;
}

/**
 * `acceptBid` as its own transaction, the statement built with a notice it stores itself (`bidStatementWith`): the
 * bid, or null when it was not taken, or 'maximums' when the lot has private maximums (by the statement's snapshot:
 * the caller decides the bid in a transaction then, and finds out there why if it is refused after all).
 */
export async function acceptBidAlone(
  db: Db,
  attempt: BidAttempt,
  statement: BidStatement,
): Promise<AcceptedBid | 'maximums' | null> {
  const [row] = await statement.run<BidRow & { has_maximums: boolean | null }>(db, attemptValues(attempt));
  if (row && row.lot_id !== null) return acceptedBid(attempt, row);
  return row?.has_maximums ? 'maximums' : null;
}

function acceptedBid(attempt: BidAttempt, row: BidRow): AcceptedBid {
  return {
    bidId: Number(row.bid_id),
    lotId: Number(row.lot_id),
    auctionId: Number(row.auction_id),
    userId: attempt.userId,
    seq: Number(row.seq),
    amount: Number(row.amount),
    kind: attempt.kind,
    hash: row.hash,
    serverTime: new Date(row.server_time),
    endTime: new Date(row.end_time),
    startingPrice: Number(row.starting_price),
    minimumIncrementAmount: Number(row.minimum_increment_amount),
    now: new Date(row.now),
    bidderNumber: Number(row.bidder_number),
    bidMaxMultiple: Number(row.multiple),
    lotCode: row.lot_code,
    auctionNumber: row.auction_number,
  };
}

/**
 * The notices a bid decided alone stores in its own statement (notifications' `noticesSql`): CTEs that may read the
 * `lot` CTE (the lot after the bid, with `previous_user_id`), and the count the statement selects to send them.
 */
export type NoticePart = { ctes: SQL; stored: SQL };

/** The values of an attempt as the bid statement takes them, by the names of its placeholders. */
type AttemptValues = { [K in keyof BidAttempt]-?: Exclude<BidAttempt[K], undefined> };

export const attemptValues = (attempt: BidAttempt): AttemptValues => ({
  lotId: attempt.lotId,
  auctionId: attempt.auctionId,
  userId: attempt.userId,
  amount: attempt.amount,
  maximum: attempt.maximum ?? null,
  kind: attempt.kind,
  idempotencyKey: attempt.idempotencyKey,
});

/** The bid statement with its text built once (the benchmark drives the very same one directly with `pg`). */
export type BidStatement = BuiltOnce<AttemptValues>;

/** A placeholder where each value of an attempt goes: the statement is one text for every bid. */
const ATTEMPT_PLACEHOLDERS = Object.fromEntries(
  (['lotId', 'auctionId', 'userId', 'amount', 'maximum', 'kind', 'idempotencyKey'] as const).map((name) => [
    name,
    sql.placeholder(name),
  ]),
) as { [K in keyof AttemptValues]: Placeholder<K> };

/** The statement of `acceptBid`, in a transaction of the caller's. */
export const BID_STATEMENT: BidStatement = builtOnce('bid', () => bidStatement());

/**
 * The statement of a bid that is its own transaction and stores `notice` itself (`bidStatement` with `alone`), named
 * `name` on PostgreSQL.
 */
export const bidStatementWith = (name: string, notice: () => NoticePart): BidStatement =>
  builtOnce(name, () => bidStatement(notice()));

/**
 * The bid decision's statement. With `alone`, the bid is its own transaction: it is taken only on a lot without private
 * maximums (`has_maximums`, read from the row the statement locked, so a maximum set while the bid waited is seen),
 * since those answer the bid in the same transaction, and it stores its outbid notice itself.
 */
function bidStatement(alone?: NoticePart): SQL {
  const { lotId, auctionId, userId, amount, maximum, kind, idempotencyKey } = ATTEMPT_PLACEHOLDERS;
  const bidTime = sql`greatest(a.at, coalesce(l.last_bid_at, a.at))`;
  const window = sql`make_interval(mins => l.anti_sniping_minutes)`;
  const ceiling = ceilingSql(sql.raw('l'), sql`a.multiple`);
  // Read with the statement's snapshot: only said when the bid was not taken, as a hint of where to go next.
  const hasMaximums = sql`(select has_maximums from lots where id = ${lotId}::int)`;
  return sql`
    with arrival as (
      select date_trunc('milliseconds', clock_timestamp()) as at, ${bidMaxMultipleSql} as multiple
    ),
    bidder as (
      select number from auction_bidders where auction_id = ${auctionId}::int and user_id = ${userId}::int
    ),
    lot as (
      update lots l set
        bid_seq = l.bid_seq + 1,
        highest_bid = ${amount}::numeric,
        highest_user_id = ${userId},
        previous_user_id = l.highest_user_id,
        last_bid_at = ${bidTime},
        end_time = case
          when l.anti_sniping_minutes > 0 and l.end_time - a.at < ${window}
            then greatest(l.end_time, least(a.at + ${window}, coalesce(l.latest_end_time, l.end_time)))
          else l.end_time end,
        last_hash = encode(sha256(convert_to(concat_ws('|',
          coalesce(l.last_hash, ${GENESIS_HASH}), l.id, l.bid_seq + 1, b.number,
          ${amount}::numeric(18, 2), ${isoUtc(bidTime)}, ${kind}::text), 'UTF8')), 'hex')
      from arrival a, bidder b
      where l.id = ${lotId} and l.auction_id = ${auctionId} and l.status = 'ACTIVE' and l.end_time > a.at
        and ${amount}::numeric >= ${minimumNextSql(sql.raw('l'))}
        and (${kind} = 'MAXIMUM' or (l.highest_user_id is distinct from ${userId}::int
          and ${amount}::numeric <= ${ceiling}
          and (${maximum}::numeric is null or ${maximum}::numeric <= ${ceiling})))
        and exists (select 1 from participation_requests r where r.lot_id = l.id and r.auction_id = l.auction_id
          and r.user_id = ${userId}::int and r.status = 'APPROVED')
        ${alone ? sql`and not l.has_maximums` : sql``}
      returning l.id, l.auction_id, l.bid_seq, l.highest_bid, l.end_time, l.last_hash, l.last_bid_at,
        l.starting_price, l.minimum_increment_amount, l.code, l.previous_user_id, a.multiple,
        b.number as bidder_number
    ),
    bid as (
      insert into bids (lot_id, auction_id, user_id, amount, seq, kind, hash, idempotency_key, created_at)
      select id, auction_id, ${userId}, highest_bid, bid_seq, ${kind}, last_hash, ${idempotencyKey}, last_bid_at from lot
      returning id
    ),
    key as (
      insert into bid_keys (user_id, idempotency_key, lot_id, amount)
      select ${userId}, ${idempotencyKey}::text, id, highest_bid from lot where ${idempotencyKey}::text is not null
    ),
    event as (
      insert into realtime_events (topic, body)
      select ${BID_TOPIC_PREFIX} || lot.id, ${bidPushSql(sql.raw('lot'), kind)}
      from lot
      returning id, topic, body, created_at
    )${alone ? sql`, ${alone.ctes}` : sql``}
    select (select id from bid) as bid_id, lot.id as lot_id, lot.auction_id, lot.bid_seq as seq,
      lot.highest_bid as amount, lot.last_hash as hash, lot.last_bid_at as server_time, lot.end_time,
      lot.starting_price, lot.minimum_increment_amount, clock_timestamp() as now, lot.bidder_number, lot.multiple,
      lot.code as lot_code, (select auction_number from auctions where id = lot.auction_id) as auction_number,
      (select ${notifyEventSql(sql.raw('event'))} from event) is not null as notified
      ${alone ? sql`, ${alone.stored} as notices, ${hasMaximums} as has_maximums` : sql``}
    ${alone ? sql`from (select 1) as asked left join lot on true` : sql`from lot`}
  `;
}
