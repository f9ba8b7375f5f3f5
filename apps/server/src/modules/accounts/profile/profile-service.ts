import { REGISTRATION_ERROR, sameUsername, type Company, type CurrentUser, type Individual } from '@portal/contracts';
import { type updatePersonSchema, type updateTraderSchema, type updateUserDataSchema } from '@portal/contracts/profile';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest, forbidden, notFound } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { findCompanyById, presentCompany, updateCompany } from '../../companies';
import { findIndividualById, presentIndividual, updateIndividual } from '../../individuals';
import { emailTakenByOther, findUserById, updateUser, type UserRow } from '../../users';
import { currentUser } from './current-user';

async function requireUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  return user;
}

/** A unique violation on the e-mail index (a concurrent change) answered like the check before it. */
function emailTakenOnRace(error: unknown): never {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint ?? message ?? '').includes('users_email')) {
      throw badRequest({ email: REGISTRATION_ERROR.emailTaken });
    }
  }
  throw error;
}

/** POST /user/update_data: the caller's own e-mail (unique, case-insensitive), phone and language. */
export async function updateOwnData(
  { db, caller: { account, actor } }: SignedInContext,
  input: z.output<typeof updateUserDataSchema>,
): Promise<CurrentUser> {
  return db.transaction(async (tx) => {
    if (!sameUsername(input.username, account.username)) throw forbidden();
    const before = await requireUser(tx, account.userId);
    if (await emailTakenByOther(tx, input.email, account.userId))
      throw badRequest({ email: REGISTRATION_ERROR.emailTaken });
    const after = { email: input.email, phone: input.phone || null, lang: input.lang };
    await updateUser(tx, account.userId, after).catch(emailTakenOnRace);
    await writeAudit(tx, {
      action: 'user.update_data',
      entity: 'user',
      entityId: account.userId,
      before: { email: before.email, phone: before.phone, lang: before.lang },
      after,
      ...actor,
    });
    const user = await currentUser(tx, account.userId);
    if (!user) throw notFound();
    return user;
  });
}

/** The individual record of the signed-in user; 404 when the user is not an individual. */
export async function ownIndividual({ db, caller: { account } }: SignedInContext): Promise<Individual> {
  const user = await requireUser(db, account.userId);
  const row = user.individualId ? await findIndividualById(db, user.individualId) : undefined;
  if (!row) throw notFound();
  return presentIndividual(row);
}

/** The company of the signed-in user (any of its users may read it); 404 when the user has none. */
export async function ownCompany({ db, caller: { account } }: SignedInContext): Promise<Company> {
  const user = await requireUser(db, account.userId);
  const row = user.companyId ? await findCompanyById(db, user.companyId) : undefined;
  if (!row) throw notFound();
  return presentCompany(row);
}

/** POST /persons/update_data: an individual user edits their own record (the personal number stays). */
export async function updateOwnIndividual(
  { db, caller: { account, actor } }: SignedInContext,
  fields: z.output<typeof updatePersonSchema>,
): Promise<Individual> {
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, account.userId);
    const before = user.individualId ? await findIndividualById(tx, user.individualId) : undefined;
    if (!before) throw forbidden();
    const row = await updateIndividual(tx, before.id, fields);
    if (!row) throw notFound();
    await writeAudit(tx, {
      action: 'individual.update_data',
      entity: 'individual',
      entityId: row.id,
      before: presentIndividual(before),
      after: presentIndividual(row),
      ...actor,
    });
    return presentIndividual(row);
  });
}

/** POST /traders/update_data: only the company's administrator edits it (the unique number stays). */
export async function updateOwnCompany(
  { db, caller: { account, actor } }: SignedInContext,
  fields: z.output<typeof updateTraderSchema>,
): Promise<Company> {
  return db.transaction(async (tx) => {
    const user = await requireUser(tx, account.userId);
    if (!user.companyId || !user.companyAdministrator) throw forbidden();
    const before = await findCompanyById(tx, user.companyId);
    if (!before) throw forbidden();
    const row = await updateCompany(tx, before.id, fields);
    if (!row) throw notFound();
    await writeAudit(tx, {
      action: 'company.update_data',
      entity: 'company',
      entityId: row.id,
      before: presentCompany(before),
      after: presentCompany(row),
      ...actor,
    });
    return presentCompany(row);
  });
}
