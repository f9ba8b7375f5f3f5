import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import type { Text } from '@/shared/admin-kit/types';

// The words and colours of auction and lot statuses: apart from the admin screens' forms and filters (config.ts),
// so that the status tags of the public home do not bring the auction forms' schemas with them (ADR 0108).

/** The translation key of a status word (`auction.status_published`). */
export const auctionStatusText = (status: AuctionStatus): Text => [`auction.status_${status.toLowerCase()}`, status];
export const lotStatusText = (status: LotStatus): Text => [`lot.status_${status.toLowerCase()}`, status];

/** A lot's status in a visitor's words (`Upcoming` rather than the staff's `Assigned`). */
const PUBLIC_LOT_STATUS: Record<LotStatus, string> = {
  CREATED: 'In preparation',
  ASSIGNED: 'Upcoming',
  ACTIVE: 'Bidding open',
  SOLD: 'Sold',
  // A paid lot was sold; the payment is the staff's business.
  PAID: 'Sold',
  UNSOLD: 'Not sold',
  // A closed lot was withdrawn from the auction (its products moved to another lot).
  CLOSED: 'Withdrawn',
  CANCELLED: 'Cancelled',
};
export const publicLotStatusText = (status: LotStatus): Text => [
  `public_lot.status_${status.toLowerCase()}`,
  PUBLIC_LOT_STATUS[status],
];

export const AUCTION_STATUS_COLORS: Record<AuctionStatus, string> = {
  CREATED: 'default',
  PUBLISHED: 'blue',
  CLOSED: 'gold',
  RUNNING: 'green',
  FINISHED: 'purple',
  CANCELLED: 'red',
};

export const LOT_STATUS_COLORS: Record<LotStatus, string> = {
  CREATED: 'default',
  ASSIGNED: 'blue',
  ACTIVE: 'green',
  SOLD: 'purple',
  UNSOLD: 'orange',
  PAID: 'cyan',
  CLOSED: 'gold',
  CANCELLED: 'red',
};
