import { STAFF_ROLES, type CurrentUser } from '@portal/contracts';
import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import {
  PARTICIPATION_REQUESTER_ROLES,
  PARTICIPATION_USER_PAGE,
  participationOpen,
  type ParticipationStatus,
} from '@portal/contracts/participation-requests';

/**
 * Who looks at an auction page: a visitor (not signed in), a requester (trader, company user or
 * individual holding the "my requests" page, no staff role — the server's rule), or anyone else
 * signed in (staff), who sees the lots but takes no part.
 */
export type AuctionViewer = 'visitor' | 'requester' | 'other';

export function auctionViewerOf(user: Pick<CurrentUser, 'roles' | 'rolePages' | 'userPages'> | null): AuctionViewer {
  if (!user) return 'visitor';
  const requesterRole = user.roles.some((r) => (PARTICIPATION_REQUESTER_ROLES as readonly string[]).includes(r));
  const staff = user.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r));
  const holdsPage = [...user.rolePages, ...user.userPages].some((page) => page.url === PARTICIPATION_USER_PAGE);
  return requesterRole && !staff && holdsPage ? 'requester' : 'other';
}

/**
 * What a lot row offers: `request` (open the registration popup), `status` (the caller's request
 * exists: show its status), `sign-in` (a visitor could take part after signing in), or `none`.
 * Requests are taken only while the auction is PUBLISHED and the lot is still ASSIGNED to it.
 */
export type LotRequestAction = 'request' | 'status' | 'sign-in' | 'none';

export function lotRequestAction(input: {
  viewer: AuctionViewer;
  auctionStatus: AuctionStatus;
  lotStatus: LotStatus;
  request: { status: ParticipationStatus } | null | undefined;
}): LotRequestAction {
  const open = participationOpen(input.auctionStatus, input.lotStatus);
  switch (input.viewer) {
    case 'visitor':
      return open ? 'sign-in' : 'none';
    case 'requester':
      if (input.request) return 'status';
      return open ? 'request' : 'none';
    default:
      return 'none';
  }
}
