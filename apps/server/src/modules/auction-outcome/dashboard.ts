import {
  AUCTION_DASHBOARD_AUCTIONS,
  type AuctionDashboard,
  type AuctionDashboardDetail,
  type AuctionFigures,
  type LotFigures,
} from '@portal/contracts/auction-outcome';
import type { LotStatus } from '@portal/contracts/auction-status';
import {
  findAuctionRow,
  latestBiddingAuctions,
  lotRowsInReportOrder,
  lotRowsOfAuctions,
  type AuctionRow,
  type LotRow,
} from '../auctions';
import { auctionBidderCounts, lotBidFigures, type LotBidFigures } from '../bidding';
import type { ServiceContext } from '../../platform/http/context';

// The operator dashboard (ADR 0086): per auction and over the latest auctions, lots sold and unsold, revenue
// against starting prices, bids, bidders and anti-sniping extensions.

const SOLD: readonly LotStatus[] = ['SOLD', 'PAID'];
const MINUTE_MS = 60_000;
const cents = (value: number | string | null) => (value === null ? 0 : Math.round(Number(value) * 100));

export function lotFigures(row: LotRow, bidding: LotBidFigures | undefined): LotFigures {
  const sold = SOLD.includes(row.status);
  const extendedMs =
    row.endTime && row.plannedEndTime ? Math.max(0, row.endTime.getTime() - row.plannedEndTime.getTime()) : 0;
  return {
    lotId: row.id,
    code: row.code,
    description: row.description,
    descriptionEN: row.descriptionEN,
    descriptionSR: row.descriptionSR,
    status: row.status,
    startingPrice: Number(row.startingPrice),
    winningAmount: sold && row.winningAmount !== null ? Number(row.winningAmount) : null,
    bids: bidding?.bids ?? 0,
    bidders: bidding?.bidders ?? 0,
    extensions: bidding?.extensions ?? 0,
    extendedMinutes: Math.round(extendedMs / MINUTE_MS),
  };
}

/** An auction's totals from its lots' figures (amounts summed in cents: no floating-point residue). */
export function auctionFigures(
  auction: AuctionRow,
  lots: LotFigures[],
  rows: LotRow[],
  bidders: number,
): AuctionFigures {
  const sold = lots.filter((l) => SOLD.includes(l.status));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0) / 100;
  return {
    auctionId: auction.id,
    auctionNumber: auction.auctionNumber,
    status: auction.status,
    startDate: auction.startDate.toISOString(),
    endDate: auction.endDate.toISOString(),
    lots: lots.length,
    sold: sold.length,
    unsold: lots.filter((l) => l.status === 'UNSOLD').length,
    revenue: sum(sold.map((l) => cents(byId.get(l.lotId)?.winningAmount ?? null))),
    soldStartingPrices: sum(sold.map((l) => cents(byId.get(l.lotId)?.startingPrice ?? null))),
    startingPrices: sum(rows.map((r) => cents(r.startingPrice))),
    bids: lots.reduce((a, l) => a + l.bids, 0),
    bidders,
    extensions: lots.reduce((a, l) => a + l.extensions, 0),
  };
}

/** `GET auction_dashboard`: the latest auctions that have bid, oldest first, with their totals. */
export async function auctionDashboard({ db }: ServiceContext): Promise<AuctionDashboard> {
  const auctions = (await latestBiddingAuctions(db, AUCTION_DASHBOARD_AUCTIONS)).reverse();
  const ids = auctions.map((a) => a.id);
  const rows = await lotRowsOfAuctions(db, ids);
  const [bidding, bidders] = await Promise.all([
    lotBidFigures(
      db,
      rows.map((r) => r.id),
    ),
    auctionBidderCounts(db, ids),
  ]);
  return {
    auctions: auctions.map((auction) => {
      const own = rows.filter((r) => r.auctionId === auction.id);
      const lots = own.map((r) => lotFigures(r, bidding.get(r.id)));
      return auctionFigures(auction, lots, own, bidders.get(auction.id) ?? 0);
    }),
  };
}

/** `GET auction_dashboard/{id}`: one auction's totals and its lots' figures (404 when there is no such auction). */
export async function auctionDashboardDetail(
  { db }: ServiceContext,
  auctionId: number,
): Promise<AuctionDashboardDetail> {
  const auction = await findAuctionRow(db, { id: auctionId });
  const rows = await lotRowsInReportOrder(db, auction.id);
  const [bidding, bidders] = await Promise.all([
    lotBidFigures(
      db,
      rows.map((r) => r.id),
    ),
    auctionBidderCounts(db, [auction.id]),
  ]);
  const lots = rows.map((r) => lotFigures(r, bidding.get(r.id)));
  return { auction: auctionFigures(auction, lots, rows, bidders.get(auction.id) ?? 0), lots };
}
