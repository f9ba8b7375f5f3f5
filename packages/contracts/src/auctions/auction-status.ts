import { z } from 'zod';

/**
 * The lifecycles of auctions and lots (DESIGN.md §5) in one place: the server refuses an action
 * with 409 when `allowed…` says no, and the screens enable their buttons from the same rules.
 */

export const AUCTION_STATUSES = ['CREATED', 'PUBLISHED', 'CLOSED', 'RUNNING', 'FINISHED', 'CANCELLED'] as const;
export const auctionStatusSchema = z.enum(AUCTION_STATUSES);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

/** What an operator can do with an auction (the list's actions and the edit screen's). */
export const AUCTION_ACTIONS = [
  'edit',
  'delete',
  'add_lots',
  'remove_lot',
  'set_lot_part',
  'preview_announcement',
  'publish',
  'close',
  'postpone',
  'cancel',
  'force_finish',
  'duplicate',
  'republish',
  'finished_report',
  'end_of_auction_report',
] as const;
export type AuctionAction = (typeof AUCTION_ACTIONS)[number];

const BEFORE_START: readonly AuctionStatus[] = ['PUBLISHED', 'CLOSED'];

/** In which statuses each action is allowed. */
export const AUCTION_ACTION_STATUSES: Record<AuctionAction, readonly AuctionStatus[]> = {
  edit: ['CREATED'],
  delete: ['CREATED'],
  add_lots: ['CREATED'],
  remove_lot: ['CREATED'],
  set_lot_part: ['CREATED'],
  preview_announcement: ['CREATED', ...BEFORE_START],
  publish: ['CREATED'],
  close: ['PUBLISHED'],
  postpone: BEFORE_START,
  cancel: ['CREATED', ...BEFORE_START, 'RUNNING'],
  force_finish: ['RUNNING'],
  duplicate: AUCTION_STATUSES,
  republish: ['FINISHED', 'CANCELLED'],
  finished_report: ['FINISHED'],
  end_of_auction_report: ['FINISHED'],
};

/** The status an action leads to; actions not listed keep the status (postpone, edits, reports). */
export const AUCTION_ACTION_RESULT: Partial<Record<AuctionAction, AuctionStatus>> = {
  publish: 'PUBLISHED',
  close: 'CLOSED',
  cancel: 'CANCELLED',
  force_finish: 'FINISHED',
};

export function auctionActionAllowed(status: AuctionStatus, action: AuctionAction): boolean {
  return AUCTION_ACTION_STATUSES[action].includes(status);
}

/** An auction's lots as far as the actions need them: publishing needs lots to sell, each holding products. */
export type AuctionLotFacts = { assignedLots: number; assignedLotsWithoutProducts: number };

/** Why a CREATED auction cannot be published yet (the 409 key), or null when it can. */
export function auctionPublishRefusal(
  lots: AuctionLotFacts,
): 'auction.no_lots' | 'auction.lot_without_products' | null {
  if (lots.assignedLots === 0) return 'auction.no_lots';
  if (lots.assignedLotsWithoutProducts > 0) return 'auction.lot_without_products';
  return null;
}

/** The actions an auction offers now: its status allows them and, for publish, its lots do. */
export function auctionActionsOf(status: AuctionStatus, lots: AuctionLotFacts): AuctionAction[] {
  return AUCTION_ACTIONS.filter(
    (action) => auctionActionAllowed(status, action) && (action !== 'publish' || auctionPublishRefusal(lots) === null),
  );
}

/** The 409 key when an action is not allowed in a status: `auction.<action>_not_allowed`. */
export function auctionActionRefusal(action: AuctionAction): string {
  return `auction.${action}_not_allowed`;
}

/** Scheduler transitions: at the start, auctions still open to participation start running. */
export const AUCTION_STARTS_FROM: readonly AuctionStatus[] = BEFORE_START;

export const LOT_STATUSES = ['CREATED', 'ASSIGNED', 'ACTIVE', 'SOLD', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED'] as const;
export const lotStatusSchema = z.enum(LOT_STATUSES);
export type LotStatus = z.infer<typeof lotStatusSchema>;

export const LOT_ACTIONS = [
  'edit',
  'delete',
  'change_products',
  'change_license_types',
  'close',
  'cancel',
  'mark_paid',
  'enable_edit',
  'second_winner',
] as const;
export type LotAction = (typeof LOT_ACTIONS)[number];

export const LOT_ACTION_STATUSES: Record<LotAction, readonly LotStatus[]> = {
  edit: ['CREATED'],
  delete: ['CREATED'],
  change_products: ['CREATED'],
  change_license_types: ['CREATED'],
  close: ['CREATED', 'ASSIGNED'],
  // An unsold lot (its auction finished or was cancelled) can be cancelled to give its products back.
  cancel: ['CREATED', 'ASSIGNED', 'ACTIVE', 'UNSOLD'],
  mark_paid: ['SOLD'],
  enable_edit: ['ASSIGNED'],
  second_winner: ['SOLD'],
};

export const LOT_ACTION_RESULT: Partial<Record<LotAction, LotStatus>> = {
  close: 'CLOSED',
  cancel: 'CANCELLED',
  mark_paid: 'PAID',
};

/** Lots whose products are taken: a product sits in at most one of these (DESIGN.md §5). */
export const OPEN_LOT_STATUSES: readonly LotStatus[] = ['CREATED', 'ASSIGNED', 'ACTIVE', 'SOLD', 'PAID'];

export function lotActionAllowed(status: LotStatus, action: LotAction): boolean {
  return LOT_ACTION_STATUSES[action].includes(status);
}

/** Edits of a lot: while CREATED, or once after enable edit on an ASSIGNED lot (a new current version). */
export function lotEditAllowed(status: LotStatus, editEnabled: boolean): boolean {
  return lotActionAllowed(status, 'edit') || (status === 'ASSIGNED' && editEnabled);
}

export function lotActionRefusal(action: LotAction): string {
  return `lot.${action}_not_allowed`;
}
