import { USER_ADMIN_ERROR, type EditIndividualUser, type IndividualUser } from '@portal/contracts/user-admin';
import { writeAudit } from '../../../platform/audit/audit';
import { sqlState } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { findIndividualById, presentIndividual, updateIndividual } from '../../individuals';
import { presentAdminUser } from '../admin/admin-service';
import { assertMayActOn, findTarget, staffOf } from './approval-service';
import { INDIVIDUALS_FOR_APPROVAL_PAGE, registryPageOfUser } from '../registry-scope/registry-scope';
import { emailTakenByOther, lockUserById, updateUser, type UserRow } from '../../users';

/** A rejected registration is final (a new registration is needed), so its data is not corrected either. */
const NOT_EDITABLE_STATUSES = ['REJECTED'];

/**
 * `POST /registered_users/edit_individual_user`: the registry corrects a registered person's e-mail, phone and
 * language and their individual record (not the personal number). Only a registered person (an INDIVIDUAL
 * account with an individual record, no staff role; anyone else 404, one's own account 409), not a rejected one
 * (409 `user.action_not_allowed`); the e-mail stays unique (400 `user.email`). One audit row with both parts.
 */
export async function editIndividualUser(ctx: SignedInContext, input: EditIndividualUser): Promise<IndividualUser> {
  const context = staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const target = await findTarget(tx, input.registeredUser);
    // Own account first (the caller knows it exists), then anything but a registered person is 404 whatever pages
    // the caller holds, then the usual registry checks.
    if (target.id === context.auth.userId) throw conflict(USER_ADMIN_ERROR.ownAccount);
    if ((await registryPageOfUser(tx, target)) !== INDIVIDUALS_FOR_APPROVAL_PAGE) throw notFound();
    await assertMayActOn(tx, context, target);
    const user = await lockUserById(tx, target.id);
    if (!user || user.individualId === null) throw notFound();
    if (NOT_EDITABLE_STATUSES.includes(user.status)) {
      throw conflict(USER_ADMIN_ERROR.actionNotAllowed, { status: user.status });
    }
    const email = input.user.email.trim();
    if (await emailTakenByOther(tx, email, user.id)) throw badRequest({ 'user.email': USER_ADMIN_ERROR.emailTaken });
    const individualBefore = await findIndividualById(tx, user.individualId);
    if (!individualBefore) throw notFound();

    let after: UserRow | undefined;
    try {
      after = await updateUser(tx, user.id, {
        email,
        phone: input.user.phone ? input.user.phone : null,
        lang: input.user.lang,
      });
    } catch (error) {
      // A concurrent change to the same address loses the race at the unique index: the same answer.
      if (sqlState(error) === '23505') throw badRequest({ 'user.email': USER_ADMIN_ERROR.emailTaken });
      throw error;
    }
    if (!after) throw notFound();
    const individualAfter = await updateIndividual(tx, user.individualId, input.individual);
    if (!individualAfter) throw notFound();
    const contact = (row: typeof user) => ({ email: row.email, phone: row.phone, lang: row.lang });
    await writeAudit(tx, {
      action: 'user.edit_individual_user',
      entity: 'user',
      entityId: user.id,
      before: { ...contact(user), individual: presentIndividual(individualBefore) },
      after: { ...contact(after), individual: presentIndividual(individualAfter) },
      ...context.actor,
    });
    return { user: presentAdminUser(after), individual: presentIndividual(individualAfter) };
  });
}
