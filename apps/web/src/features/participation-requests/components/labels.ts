import type { ParticipationStatus } from '@portal/contracts/participation-requests';

/** The field labels of a request, shared by the lists, the drawers and the dialogs. */
export const LABELS = {
  id: ['participation.id', 'No.'],
  auction: ['participation.auction', 'Auction'],
  auctionId: ['participation.auction_id', 'Auction id'],
  lot: ['participation.lot', 'Lot'],
  lotId: ['participation.lot_id', 'Lot id'],
  lotDescription: ['participation.lot_description', 'Lot description'],
  username: ['participation.username', 'Username'],
  status: ['participation.status', 'Status'],
  createdAt: ['participation.created_at', 'Requested'],
  decidedAt: ['participation.decided_at', 'Decided'],
  decidedBy: ['participation.decided_by', 'Decided by'],
  rejectReason: ['participation.reject_reason', 'Reason of rejection'],
  auctionDates: ['participation.auction_dates', 'Auction dates'],
  guaranteeAmount: ['participation.guarantee_amount', 'Guarantee amount of the lot'],
  approve: ['participation.approve', 'Approve'],
  reject: ['participation.reject', 'Reject'],
  withdraw: ['participation.withdraw', 'Withdraw'],
  open: ['participation.open', 'Open the request'],
} as const satisfies Record<string, readonly [string, string]>;

export const STATUS_COLOR: Record<ParticipationStatus, string> = {
  PENDING: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
};
