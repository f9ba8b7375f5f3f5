import crypto from 'node:crypto';
import {
  BIDDING_OVER_LOT_STATUSES,
  GENESIS_HASH,
  ledgerText,
  recomputeChain,
  type BidKind,
  type ChainLink,
  type LedgerEntry,
  type VerifyReceiptAnswer,
  type VerifyReceiptQuery,
} from '@portal/contracts/bidding';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { verifyReceiptQuerySchema } from '@portal/contracts/bidding';
import type { Db } from '../../platform/db/database';
import type { ServiceContext } from '../../platform/http/context';
import { findAuctionRow } from '../auctions';
import { findLotRow } from '../auctions';
import { auctionBidders, bids } from './tables';

/** sha256 of a UTF-8 text, in hex. */
const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** The ledger hash of a bid: sha256 of contracts' `ledgerText` (the database computes the same when it stores one). */
export function ledgerHash(entry: LedgerEntry): string {
  return sha256Hex(ledgerText(entry));
}

type BidRow = typeof bids.$inferSelect;

/**
 * A lot's stored bids in seq order, each with its link of the public chain (the bidder by their pseudonym number in
 * the bid's auction; 0 for a bidder without one, whose hash then cannot recompute). `after` and `upTo` bound the
 * seqs, `limit` the count.
 */
export async function storedChain(
  db: Db,
  lotId: number,
  range: { after?: number; upTo?: number; limit?: number } = {},
): Promise<Array<{ bid: BidRow; link: ChainLink }>> {
  const where = and(
    eq(bids.lotId, lotId),
    range.after ? gt(bids.seq, range.after) : undefined,
    range.upTo === undefined ? undefined : lte(bids.seq, range.upTo),
  );
  const query = db
    .select({ bid: bids, number: auctionBidders.number })
    .from(bids)
    .leftJoin(auctionBidders, and(eq(auctionBidders.auctionId, bids.auctionId), eq(auctionBidders.userId, bids.userId)))
    .where(where)
    .orderBy(asc(bids.seq));
  const rows = await (range.limit === undefined ? query : query.limit(range.limit));
  return rows.map(({ bid, number }) => ({
    bid,
    link: {
      seq: bid.seq,
      amount: Number(bid.amount),
      bidderNumber: number ?? 0,
      kind: bid.kind as BidKind,
      serverTime: bid.createdAt.toISOString(),
      hash: bid.hash,
    },
  }));
}

export type ChainCheck = {
  /** Every stored hash recomputes from its bid and the one before, seqs run 1..n, and the lot's head matches. */
  valid: boolean;
  /** The first seq whose stored hash does not recompute (or is missing), when not valid. */
  brokenAt: number | null;
  rows: BidRow[];
};

/**
 * Recomputes a lot's chain from its first bid, as anyone can from the public chain (contracts `recomputeChain`); any
 * edit of a stored bid (or a missing one) breaks it.
 */
export async function checkChain(
  db: Db,
  lotId: number,
  head: { seq: number; hash: string | null },
): Promise<ChainCheck> {
  const stored = await storedChain(db, lotId);
  const rows = stored.map((s) => s.bid);
  const result = await recomputeChain(
    lotId,
    stored.map((s) => s.link),
    sha256Hex,
  );
  if (result.brokenAt !== null) return { valid: false, brokenAt: result.brokenAt, rows };
  const headMatches = rows.length === head.seq && (rows.length === 0 || result.lastHash === head.hash);
  return { valid: headMatches, brokenAt: headMatches ? null : rows.length + 1, rows };
}

/**
 * Whether a lot's chain holds, as `checkChain(…).valid`, recomputed where the rows are: every stored hash is the
 * sha256 of the text `ledgerText` makes (the engine's formula, engine.ts) from the previous stored hash and its bid,
 * the seqs run 1..n, n is the lot's head seq and the last hash its head hash; and how many bids the lot holds. One
 * statement over the lot's bids (index `bids_lot_seq_idx`) answering one row, so the staff list of a lot with
 * thousands of bids does not carry them all to the server and hash them there (ADR 0099). The pseudonyms are the
 * lot's auction's bidders, read once by their index and hash-joined (a look-up per bid cost a third of the
 * statement): a bid that names another auction finds no pseudonym, and so breaks the chain. By induction the same
 * verdict as recomputing link after link.
 */
export async function chainHolds(
  db: Db,
  lot: { id: number; auctionId: number },
  head: { seq: number; hash: string | null },
): Promise<{ holds: boolean; links: number }> {
  const result = await db.execute(sql`
    select count(*)::int as links,
      bool_and(c.seq = c.position and c.hash = encode(sha256(convert_to(concat_ws('|',
        coalesce(c.previous, ${GENESIS_HASH}::text), c.lot_id, c.seq, coalesce(c.number, 0), c.amount::numeric(18, 2),
        to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), c.kind), 'UTF8')), 'hex')) as holds,
      (array_agg(c.hash order by c.seq desc))[1] as last_hash
    from (
      select b.lot_id, b.seq, b.amount, b.created_at, b.kind, b.hash, ab.number,
        lag(b.hash) over (order by b.seq) as previous, row_number() over (order by b.seq) as position
      from ${bids} b
      left join ${auctionBidders} ab
        on ab.auction_id = ${lot.auctionId} and ab.auction_id = b.auction_id and ab.user_id = b.user_id
      where b.lot_id = ${lot.id}
    ) c`);
  const [row] = (result as { rows: Array<{ links: number; holds: boolean | null; last_hash: string | null }> }).rows;
  const links = Number(row?.links ?? 0);
  if (links === 0) return { holds: head.seq === 0, links };
  return { holds: row.holds === true && links === head.seq && row.last_hash === head.hash, links };
}

/** How long the staff list shows a lot's chain verdict again while the lot's head stays the same (ADR 0102). */
export const CHAIN_VERDICT_REUSE_MS = 5_000;
/** Verdicts kept at most; the oldest go first. */
const CHAIN_VERDICTS_KEPT = 1_000;
type KeptVerdict = {
  seq: number;
  hash: string | null;
  at: number;
  verdict: Promise<{ holds: boolean; links: number }>;
};
/** Per database handle (the tests run several in one process), per lot. */
const keptVerdictsOf = new WeakMap<Db, Map<number, KeptVerdict>>();

/**
 * `chainHolds` for the staff list: a verdict reached less than `CHAIN_VERDICT_REUSE_MS` ago for the same head is
 * answered again, and views arriving while one check runs wait for it; a new bid (a new head) checks anew. An edit
 * of a stored bid shows on the list within that time (ADR 0102); the receipt check (`checkChain`) always recomputes.
 */
export function chainVerdict(
  db: Db,
  lot: { id: number; auctionId: number },
  head: { seq: number; hash: string | null },
  now = Date.now(),
): Promise<{ holds: boolean; links: number }> {
  let keptVerdicts = keptVerdictsOf.get(db);
  if (!keptVerdicts) keptVerdictsOf.set(db, (keptVerdicts = new Map<number, KeptVerdict>()));
  const kept = keptVerdicts.get(lot.id);
  if (kept && kept.seq === head.seq && kept.hash === head.hash && now - kept.at < CHAIN_VERDICT_REUSE_MS) {
    return kept.verdict;
  }
  const verdict = chainHolds(db, lot, head);
  const entry: KeptVerdict = { ...head, at: now, verdict };
  keptVerdicts.delete(lot.id);
  keptVerdicts.set(lot.id, entry);
  if (keptVerdicts.size > CHAIN_VERDICTS_KEPT) keptVerdicts.delete(keptVerdicts.keys().next().value!);
  // A failed check is not kept: the next view asks again.
  verdict.catch(() => keptVerdicts.get(lot.id) === entry && keptVerdicts.delete(lot.id));
  return verdict;
}

/**
 * `GET /auction/verify_receipt` (public): a receipt (lot, seq, hash) against the lot's chain. VALID only
 * when the bid at that seq carries that hash and the whole chain recomputes to the lot's head; the
 * answer names no bidder.
 */
export async function verifyReceipt(
  { db }: ServiceContext,
  query: z.output<typeof verifyReceiptQuerySchema>,
): Promise<VerifyReceiptAnswer> {
  const lot = await findLotRow(db, query.lot).catch(() => undefined);
  const auction = lot?.auctionId ? await findAuctionRow(db, { id: lot.auctionId }) : undefined;
  const unknown: VerifyReceiptAnswer = {
    verdict: 'UNKNOWN',
    lotId: query.lot,
    lotCode: null,
    seq: query.seq,
    amount: null,
    serverTime: null,
    headSeq: 0,
    headHash: null,
    lotClosed: false,
  };
  if (!lot || !auction || auction.status === 'CREATED') return unknown;
  const chain = await checkChain(db, lot.id, { seq: lot.bidSeq, hash: lot.lastHash });
  const row = chain.rows.find((r) => r.seq === query.seq);
  const answer: VerifyReceiptAnswer = {
    ...unknown,
    lotCode: lot.code,
    headSeq: lot.bidSeq,
    headHash: lot.lastHash,
    lotClosed: BIDDING_OVER_LOT_STATUSES.includes(lot.status),
  };
  if (!row) return answer;
  const found = { ...answer, amount: Number(row.amount), serverTime: row.createdAt.toISOString() };
  if (!chain.valid) return { ...found, verdict: 'CHAIN_BROKEN' };
  return { ...found, verdict: row.hash === query.hash ? 'VALID' : 'MISMATCH' };
}

export type { VerifyReceiptQuery };
