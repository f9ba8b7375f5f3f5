import type { Actor } from '../../../platform/audit/audit';
import { lotActionAllowed, lotActionRefusal } from '@portal/contracts/auction-status';
import type { LotRecord } from '@portal/contracts/auctions';
import type { AuctionLotProducts, lotMarkPaidSchema } from '@portal/contracts/lot-outcome';
import type { z } from 'zod';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/errors';
import type { ServiceContext } from '../../../platform/http/context';
import { findAuctionRow } from '../auctions/auction-service';
import { changeLot, lockLot, type AuctionRow, type LotRow } from '../common/rows';
import { presentLot, productsOfLot } from './lot-service';
import { secondWinnerAllowed } from '../common/present';
import { auctions, lots } from '../tables';

/** The finished-auction report (spec §2); its page holds the auction reads it shows. */
export const AUCTION_REPORT_PAGE = '/admin/auctions/auction_report';

type MarkPaid = z.output<typeof lotMarkPaidSchema>;

/** `POST /lots/markpaid`: SOLD → PAID with the payment's information and the contract number. */
export async function markLotPaid({ db, caller: { actor } }: ServiceContext, input: MarkPaid): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLot(tx, input.id);
    if (!lotActionAllowed(before.status, 'mark_paid')) throw conflict(lotActionRefusal('mark_paid'));
    // The products became SOLD with the lot at the auction's finish; paying does not change them.
    return changeLot(
      tx,
      before,
      'mark_paid',
      {
        status: 'PAID',
        paymentInformation: input.paymentInformation,
        contractNumber: input.contractNumber,
        paidAt: new Date(),
      },
      actor,
    );
  });
  return presentLot(db, row);
}

/** The lot of that code, locked for the rest of the transaction, when a second winner may still be chosen. */
export async function lockLotForSecondWinner(tx: Db, code: string): Promise<LotRow> {
  const [found] = await tx.select({ id: lots.id }).from(lots).where(eq(lots.code, code));
  if (!found) throw notFound();
  const lot = await lockLot(tx, found.id);
  if (!secondWinnerAllowed(lot)) throw conflict(lotActionRefusal('second_winner'));
  return lot;
}

/** A SOLD lot goes to another of its bidders at that bidder's best bid (audited with the previous winner). */
export async function giveLotToSecondWinner(
  tx: Db,
  before: LotRow,
  winner: { userId: number; amount: number },
  actor: Actor,
): Promise<LotRow> {
  return changeLot(
    tx,
    before,
    'second_winner',
    { winnerUserId: winner.userId, winningAmount: winner.amount, secondWinner: true },
    actor,
    { previousWinnerUserId: before.winnerUserId },
  );
}

/** The lots of an auction by lot part, code and id (the order of its reports). */
export async function lotRowsInReportOrder(db: Db, auctionId: number): Promise<LotRow[]> {
  return db
    .select()
    .from(lots)
    .where(eq(lots.auctionId, auctionId))
    .orderBy(asc(lots.lotPart), asc(lots.code), asc(lots.id));
}

/** The latest `limit` auctions (by end) that have bid: RUNNING or FINISHED (the operator dashboard, ADR 0086). */
export async function latestBiddingAuctions(db: Db, limit: number): Promise<AuctionRow[]> {
  return db
    .select()
    .from(auctions)
    .where(inArray(auctions.status, ['RUNNING', 'FINISHED']))
    .orderBy(desc(auctions.endDate), desc(auctions.id))
    .limit(limit);
}

/** The lots of these auctions, by auction, lot part and code. */
export async function lotRowsOfAuctions(db: Db, auctionIds: readonly number[]): Promise<LotRow[]> {
  if (auctionIds.length === 0) return [];
  return db
    .select()
    .from(lots)
    .where(inArray(lots.auctionId, [...auctionIds]))
    .orderBy(asc(lots.auctionId), asc(lots.lotPart), asc(lots.code), asc(lots.id));
}

/** `GET /auctions/{id}/products`: the products of each of the auction's lots, by lot part and code. */
export async function productsOfAuction({ db }: ServiceContext, auctionId: number): Promise<AuctionLotProducts[]> {
  const auction = await findAuctionRow(db, { id: auctionId });
  const rows = await lotRowsInReportOrder(db, auction.id);
  return Promise.all(
    rows.map(async (lot) => ({ lotId: lot.id, lotCode: lot.code, products: await productsOfLot({ db }, lot.id) })),
  );
}
