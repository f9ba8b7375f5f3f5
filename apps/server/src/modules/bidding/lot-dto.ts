import type { lotDtoSchema } from '@portal/contracts/auctions';
import { plannedLotEnd } from '@portal/contracts/bidding';
import type { z } from 'zod';
import type { ServiceContext } from '../../platform/http/context';
import { findAuctionRow, findLotRow, lotLicenseTypeRows, presentLot } from '../auctions';
import { getParameter } from '../settings';
import { lastBidsForStaff } from './service';

/** The lot dto carries this many of the newest bids; staff page through the rest at `auctions/bids`. */
const LOT_DTO_BIDS = 20;

/**
 * `GET /lots/dto?id=`: the lot with its start, its end (set when bidding starts, planned from the
 * auction's end and the lot part until then), the time left in ms and its newest bids.
 */
export async function lotDto({ db }: ServiceContext, id: number): Promise<z.infer<typeof lotDtoSchema>> {
  const row = await findLotRow(db, id);
  const [lot, licenses] = await Promise.all([presentLot(db, row), lotLicenseTypeRows(db, id)]);
  let startTime: Date | null = null;
  let endTime: Date | null = row.endTime;
  if (row.auctionId !== null) {
    const auction = await findAuctionRow(db, { id: row.auctionId });
    startTime = auction.startDate;
    if (!endTime) {
      const interval = await getParameter(db, 'lot_part_interval_minutes');
      endTime = plannedLotEnd(auction.endDate, row.lotPart, interval);
    }
  }
  const open = row.status === 'ASSIGNED' || row.status === 'ACTIVE';
  return {
    lot,
    remainingTime: open && endTime ? Math.max(0, endTime.getTime() - Date.now()) : 0,
    highestBid: lot.highestBid,
    bids: await lastBidsForStaff(db, row, LOT_DTO_BIDS),
    startTime: startTime?.toISOString() ?? null,
    endTime: endTime?.toISOString() ?? null,
    licenses,
  };
}
