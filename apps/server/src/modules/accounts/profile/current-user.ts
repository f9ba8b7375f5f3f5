import { DEFAULT_LANGUAGE, languageSchema, type CurrentUser, type Language } from '@portal/contracts';
import { COMPANY_SIGNATURE_BEAN, COMPANY_STAMP_BEAN } from '@portal/contracts/companies';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { beansWithFiles } from '../../attachments';
import { findCompanyById } from '../../companies';
import { findIndividualById } from '../../individuals';
import { userPagesOf } from '../../navigation';
import { findUserById, isPasswordExpired } from '../../users';

function languageOf(value: string): Language {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/** GET /user: the signed-in user with the pages they hold and what the profile shows. */
export async function currentUser(db: Db, userId: number): Promise<CurrentUser | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const [{ rolePages, userPages, roles }, company, individual, passwordExpired, companyFiles] = await Promise.all([
    userPagesOf(db, user.id),
    user.companyId ? findCompanyById(db, user.companyId) : undefined,
    user.individualId ? findIndividualById(db, user.individualId) : undefined,
    isPasswordExpired(db, user),
    user.companyId
      ? beansWithFiles(db, [COMPANY_SIGNATURE_BEAN, COMPANY_STAMP_BEAN], user.companyId)
      : new Set<string>(),
  ]);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    lang: languageOf(user.lang),
    status: user.status,
    roles,
    rolePages,
    userPages,
    passwordExpired,
    passwordChangedAt: user.passwordChangedAt.toISOString(),
    company: company
      ? {
          id: company.id,
          companyName: company.companyName,
          administrator: user.companyAdministrator,
          hasSignature: companyFiles.has(COMPANY_SIGNATURE_BEAN),
          hasStamp: companyFiles.has(COMPANY_STAMP_BEAN),
        }
      : null,
    individual: individual
      ? { id: individual.id, firstName: individual.firstName, lastName: individual.lastName }
      : null,
    intermediary: user.intermediary || Boolean(company?.isIntermediary),
  };
}

/** `GET /user`: the signed-in user (404 should the account be gone). */
export async function signedInUser({ db, caller: { account } }: SignedInContext): Promise<CurrentUser> {
  const user = await currentUser(db, account.userId);
  if (!user) throw notFound();
  return user;
}

/** `GET /users/check_password_expiration`: whether the signed-in user's password has expired. */
export async function ownPasswordExpired({ db, caller: { account } }: SignedInContext): Promise<boolean> {
  const user = await findUserById(db, account.userId);
  if (!user) throw notFound();
  return isPasswordExpired(db, user);
}
