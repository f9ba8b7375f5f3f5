import { STAFF_ROLES, type RoleCode } from '@portal/contracts';
import {
  PARTICIPATION_ERROR,
  PARTICIPATION_REQUESTER_ROLES,
  type ParticipationRequest,
  type StaffParticipationRequestValues,
} from '@portal/contracts/participation-requests';
import { conflict, notFound } from '../../platform/errors';
import { roleCodesOf } from '../navigation';
import { findUserById, findUserByUsername, isUsernameOf } from '../users';
import { insertRequest, present } from './service';
import type { SignedInContext } from '../../platform/http/context';

/**
 * `POST /auction_participation_requests`: staff of the requests page ask on a user's behalf (a request brought
 * to the counter), by the user's own rules (`insertRequest`: PUBLISHED auction, ASSIGNED lot, one per user, lot
 * and auction). The user must be an APPROVED trader, company user or person (409
 * `participation.user_not_requester` with the status); an unknown account or a staff account answers 404
 * (registry pages never reveal staff accounts). The request is PENDING: it is decided like any other, after
 * the user's guarantees and licences have been looked at. The audit row names the staff member as the actor.
 */
export async function requestParticipationForUser(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: StaffParticipationRequestValues,
): Promise<ParticipationRequest> {
  const row = await db.transaction(async (tx) => {
    const ref = input.user;
    const user = ref.id !== undefined ? await findUserById(tx, ref.id) : await findUserByUsername(tx, ref.username!);
    if (!user || (ref.username !== undefined && !isUsernameOf(user, ref.username))) {
      throw notFound();
    }
    const roles = (await roleCodesOf(tx, user.id)) as RoleCode[];
    if (roles.some((role) => STAFF_ROLES.includes(role))) throw notFound();
    const holder = roles.some((role) => (PARTICIPATION_REQUESTER_ROLES as readonly string[]).includes(role));
    if (!holder || user.status !== 'APPROVED') {
      throw conflict(PARTICIPATION_ERROR.userNotRequester, { status: user.status });
    }
    return insertRequest(tx, input, user, actor, { requestedByStaff: true });
  });
  return present(db, row, auth);
}
