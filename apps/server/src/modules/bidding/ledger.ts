import crypto from 'node:crypto';
import {
  GENESIS_HASH,
  ledgerText,
  type LedgerEntry,
  type VerifyReceiptAnswer,
  type VerifyReceiptQuery,
} from '@portal/contracts/bidding';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { verifyReceiptQuerySchema } from '@portal/contracts/bidding';
import type { Db } from '../../platform/db/database';
import { findAuctionRow } from '../auctions';
import { findLotRow } from '../auctions';
import { bids } from './tables';

/** The ledger hash of a bid: sha256 of contracts' `ledgerText` (the database computes the same when it stores one). */
export function ledgerHash(entry: LedgerEntry): string {
  return crypto.createHash('sha256').update(ledgerText(entry), 'utf8').digest('hex');
}

export type ChainCheck = {
  /** Every stored hash recomputes from its bid and the one before, seqs run 1..n, and the lot's head matches. */
  valid: boolean;
  /** The first seq whose stored hash does not recompute (or is missing), when not valid. */
  brokenAt: number | null;
  rows: Array<typeof bids.$inferSelect>;
};

/** Recomputes a lot's chain from its first bid; any edit of a stored bid (or a missing one) breaks it. */
export async function checkChain(
  db: Db,
  lotId: number,
  head: { seq: number; hash: string | null },
): Promise<ChainCheck> {
  const rows = await db.select().from(bids).where(eq(bids.lotId, lotId)).orderBy(asc(bids.seq));
  let previousHash = GENESIS_HASH;
  for (const [i, row] of rows.entries()) {
    const expected = ledgerHash({
      previousHash,
      lotId,
      seq: row.seq,
      userId: row.userId,
      amount: Number(row.amount),
      serverTime: row.createdAt,
    });
    if (row.seq !== i + 1 || row.hash !== expected) return { valid: false, brokenAt: i + 1, rows };
    previousHash = row.hash;
  }
  const headMatches = rows.length === head.seq && (rows.length === 0 || previousHash === head.hash);
  return { valid: headMatches, brokenAt: headMatches ? null : rows.length + 1, rows };
}

const CLOSED_LOT_STATUSES = ['SOLD', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED'];

/**
 * `GET /auction/verify_receipt` (public): a receipt (lot, seq, hash) against the lot's chain. VALID only
 * when the bid at that seq carries that hash and the whole chain recomputes to the lot's head; the
 * answer names no bidder.
 */
export async function verifyReceipt(
  db: Db,
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
    lotClosed: CLOSED_LOT_STATUSES.includes(lot.status),
  };
  if (!row) return answer;
  const found = { ...answer, amount: Number(row.amount), serverTime: row.createdAt.toISOString() };
  if (!chain.valid) return { ...found, verdict: 'CHAIN_BROKEN' };
  return { ...found, verdict: row.hash === query.hash ? 'VALID' : 'MISMATCH' };
}

export type { VerifyReceiptQuery };
