import type { AuctionOutcome, LotOutcome } from '@portal/contracts/auction-outcome';
import type { LotStatus } from '@portal/contracts/auction-status';
import { findAuctionRow, lotRowsInReportOrder, winnerOf } from '../auctions';
import { bidCounts, bidders } from '../bidding';
import type { ServiceContext } from '../../platform/http/context';

const WON: readonly LotStatus[] = ['SOLD', 'PAID'];
const WITHDRAWN: readonly LotStatus[] = ['CLOSED', 'CANCELLED'];

const amount = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The outcome of an auction in any status (spec §2 finished-auction report, §7 `{id}/outcome`, the
 * end-of-auction PDF): its lots by lot part and code, each with its highest bid, winner and payment.
 * 404 when the auction does not exist. `sold` counts SOLD and PAID lots (a paid lot was sold);
 * `paid` counts the PAID ones among them.
 */
export async function auctionOutcome({ db }: ServiceContext, auctionId: number): Promise<AuctionOutcome> {
  const auction = await findAuctionRow(db, { id: auctionId });
  const rows = await lotRowsInReportOrder(db, auction.id);
  const [counts, winners] = await Promise.all([
    bidCounts(
      db,
      rows.map((r) => r.id),
    ),
    bidders(
      db,
      rows.map((r) => r.winnerUserId).filter((id): id is number => id !== null),
    ),
  ]);
  const outcomes: LotOutcome[] = rows.map((row) => {
    return {
      lotId: row.id,
      code: row.code,
      description: row.description,
      descriptionEN: row.descriptionEN,
      descriptionSR: row.descriptionSR,
      status: row.status,
      lotPart: row.lotPart,
      endTime: row.endTime?.toISOString() ?? null,
      startingPrice: Number(row.startingPrice),
      highestBid: amount(row.highestBid),
      bidCount: counts.get(row.id) ?? 0,
      finalHash: row.lastHash,
      winner: winnerOf(row, winners),
      winningAmount: amount(row.winningAmount),
      secondWinner: row.secondWinner,
      paymentInformation: row.paymentInformation,
      contractNumber: row.contractNumber,
      paidAt: row.paidAt?.toISOString() ?? null,
      closeReason: row.closeReason,
      cancelReason: row.cancelReason,
    };
  });
  const having = (statuses: readonly LotStatus[]) => outcomes.filter((l) => statuses.includes(l.status));
  const won = having(WON);
  return {
    auctionId: auction.id,
    auctionNumber: auction.auctionNumber,
    status: auction.status,
    startDate: auction.startDate.toISOString(),
    endDate: auction.endDate.toISOString(),
    lots: outcomes,
    totals: {
      lots: outcomes.length,
      sold: won.length,
      unsold: having(['UNSOLD']).length,
      paid: having(['PAID']).length,
      withdrawn: having(WITHDRAWN).length,
      // Cents are summed as integers so that the total has no floating-point residue.
      soldAmount: won.reduce((sum, l) => sum + Math.round((l.winningAmount ?? 0) * 100), 0) / 100,
    },
  };
}
