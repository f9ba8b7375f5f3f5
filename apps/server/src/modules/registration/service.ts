import crypto from 'node:crypto';
import {
  COMPANY_EXISTS_MESSAGE,
  ERROR,
  INDIVIDUAL_EXISTS_MESSAGE,
  REGISTRATION_ERROR,
  type CheckCompanyResult,
  type CheckIndividualResult,
  type RegistrationResult,
  type companyFieldsSchema,
  type individualFieldsSchema,
  type registeredUserSchema,
  usernameKey,
} from '@portal/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Captcha } from '../../platform/captcha/captcha';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, type HttpError } from '../../platform/errors';
import { hashNewPassword } from '../auth';
import { revokeUserSessions } from '../auth';
import { companyRecordOf, createCompany, findCompanyByUniqueNumber, presentCompany } from '../companies';
import { createIndividual, findIndividualByPersonalNumber, presentIndividual } from '../individuals';
import { queueMail } from '../mail';
import { assignRoles } from '../navigation';
import { isStaffAccount } from '../navigation';
import {
  changeUserStatus,
  companyHasAdministrator,
  createUser,
  findUserById,
  findUserByUsername,
  findUsersByEmail,
  individualHasUser,
  setPasswordHash,
  type UserRow,
} from '../users';
import { accountTokens, type AccountTokenPurpose } from './tables';

export const CONFIRMATION_VALID_MS = 48 * 3_600_000;
export const PASSWORD_RESET_VALID_MS = 3_600_000;

type RegisteredUser = z.output<typeof registeredUserSchema>;
type IndividualFields = z.output<typeof individualFieldsSchema>;
type CompanyFields = z.output<typeof companyFieldsSchema>;

const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** Creation is refused when the individual already has a user; an individual without one prefills the form. */
export async function checkPersonalNumber(db: Db, personalNumber: string): Promise<CheckIndividualResult> {
  const individual = await findIndividualByPersonalNumber(db, personalNumber);
  if (!individual) return { allowCreate: true, individual: null };
  if (await individualHasUser(db, individual.id)) {
    return { allowCreate: false, individual: null, message: INDIVIDUAL_EXISTS_MESSAGE };
  }
  return { allowCreate: true, individual: presentIndividual(individual) };
}

/** Creation is refused when the company already has an administrator; a company without one prefills. */
export async function checkCompanyUniqueNumber(db: Db, companyUniqueNumber: string): Promise<CheckCompanyResult> {
  const company = await findCompanyByUniqueNumber(db, companyUniqueNumber);
  if (!company) return { allowCreate: true, company: null };
  if (await companyHasAdministrator(db, company.id)) {
    return { allowCreate: false, company: null, message: COMPANY_EXISTS_MESSAGE };
  }
  return { allowCreate: true, company: presentCompany(company) };
}

/**
 * A new single-use token of a user, handed to `mail` (its SHA-256 alone is stored). It replaces the
 * earlier tokens of the purpose only when its message is queued: a throttled message is never sent,
 * so the link the user already has keeps working.
 */
async function mailToken(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  validMs: number,
  mail: (token: string) => Promise<{ status: string }>,
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  if ((await mail(token)).status === 'THROTTLED') return;
  // Earlier tokens of the same purpose stop working.
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await db
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + validMs) });
}

/** Marks a valid (unused, unexpired) token used; answers its user id, or undefined. */
async function consumeToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<number | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

async function mailConfirmation(db: Db, publicUrl: string, user: UserRow): Promise<void> {
  if (!user.email) return;
  const to = user.email;
  await mailToken(db, user.id, 'CONFIRMATION', CONFIRMATION_VALID_MS, (code) =>
    queueMail(db, {
      to,
      template: 'account_confirmation',
      lang: user.lang,
      params: { username: user.username, link: `${publicUrl}/login?code=${encodeURIComponent(code)}` },
    }),
  );
}

async function checkUserUnique(db: Db, user: RegisteredUser): Promise<void> {
  if (await findUserByUsername(db, user.username)) {
    throw badRequest({ 'user.username': REGISTRATION_ERROR.usernameTaken });
  }
  if ((await findUsersByEmail(db, user.email)).length > 0) {
    throw badRequest({ 'user.email': REGISTRATION_ERROR.emailTaken });
  }
}

/** A unique violation from a concurrent registration, mapped to the field it concerns. */
function uniqueViolation(error: unknown): HttpError | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code !== '23505') continue;
    const name = constraint ?? message ?? '';
    if (name.includes('users_username')) return badRequest({ 'user.username': REGISTRATION_ERROR.usernameTaken });
    if (name.includes('users_email')) return badRequest({ 'user.email': REGISTRATION_ERROR.emailTaken });
    if (name.includes('individuals_personal_number')) return conflict(REGISTRATION_ERROR.individualExists);
    if (name.includes('companies_unique_number')) return conflict(REGISTRATION_ERROR.companyExists);
    return badRequest({}, ERROR.badRequest);
  }
  return undefined;
}

export type RegistrationContext = { captcha: Captcha; publicUrl: string; ip: string };

async function requireCaptcha(db: Db, captcha: Captcha, altcha: string | undefined): Promise<void> {
  if (!(await captcha.verify(db, altcha))) throw badRequest({}, ERROR.captcha);
}

async function createRegisteredUser(
  db: Db,
  ctx: RegistrationContext,
  user: RegisteredUser,
  link: { individualId?: number; companyId?: number; companyAdministrator?: boolean },
  role: 'INDIVIDUAL' | 'TRADER',
): Promise<UserRow> {
  const row = await createUser(db, {
    username: user.username,
    email: user.email,
    phone: blankToNull(user.phone),
    lang: user.lang,
    passwordHash: await hashNewPassword(user.password, user.username, 'user.password'),
    status: 'PENDING_CONFIRMATION',
    ...link,
  });
  await assignRoles(db, row.id, [role]);
  await mailConfirmation(db, ctx.publicUrl, row);
  return row;
}

/** Runs a registration in its transaction, mapping races on unique keys to the usual answers. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export function registerIndividual(
  db: Db,
  ctx: RegistrationContext,
  input: { user: RegisteredUser; individual: IndividualFields },
): Promise<RegistrationResult> {
  return db.transaction((tx) =>
    guarded(async () => {
      await requireCaptcha(tx, ctx.captcha, input.user.altcha);
      await checkUserUnique(tx, input.user);
      const fields = input.individual;
      let individual = await findIndividualByPersonalNumber(tx, fields.personalNumber);
      if (individual && (await individualHasUser(tx, individual.id))) {
        throw conflict(REGISTRATION_ERROR.individualExists);
      }
      const linked = Boolean(individual);
      individual ??= await createIndividual(tx, {
        personalNumber: fields.personalNumber,
        title: blankToNull(fields.title),
        firstName: fields.firstName,
        lastName: fields.lastName,
        parentName: blankToNull(fields.parentName),
        address: blankToNull(fields.address),
        city: blankToNull(fields.city),
        dateOfBirth: fields.dateOfBirth,
        cityOfLivingName: blankToNull(fields.cityOfLivingName),
      });
      const user = await createRegisteredUser(tx, ctx, input.user, { individualId: individual.id }, 'INDIVIDUAL');
      await writeAudit(tx, {
        action: 'registration.individual',
        entity: 'user',
        entityId: user.id,
        actorUsername: user.username,
        ip: ctx.ip,
        after: { username: user.username, individualId: individual.id, linkedExisting: linked, status: user.status },
      });
      return { username: user.username, status: 'PENDING_CONFIRMATION' as const };
    }),
  );
}

export function registerCompany(
  db: Db,
  ctx: RegistrationContext,
  input: { user: RegisteredUser; company: CompanyFields },
): Promise<RegistrationResult> {
  return db.transaction((tx) =>
    guarded(async () => {
      await requireCaptcha(tx, ctx.captcha, input.user.altcha);
      await checkUserUnique(tx, input.user);
      const fields = input.company;
      let company = await findCompanyByUniqueNumber(tx, fields.companyUniqueNumber);
      if (company && (await companyHasAdministrator(tx, company.id))) {
        throw conflict(REGISTRATION_ERROR.companyExists);
      }
      const linked = Boolean(company);
      company ??= await createCompany(tx, companyRecordOf(fields));
      const user = await createRegisteredUser(
        tx,
        ctx,
        input.user,
        { companyId: company.id, companyAdministrator: true },
        'TRADER',
      );
      await writeAudit(tx, {
        action: 'registration.company',
        entity: 'user',
        entityId: user.id,
        actorUsername: user.username,
        ip: ctx.ip,
        after: { username: user.username, companyId: company.id, linkedExisting: linked, status: user.status },
      });
      return { username: user.username, status: 'PENDING_CONFIRMATION' as const };
    }),
  );
}

/** A valid code of a user awaiting confirmation moves them to PENDING_APPROVAL; anything else is one answer. */
export async function confirmRegistration(db: Db, code: string, ip: string) {
  return db.transaction(async (tx) => {
    const invalid = () => badRequest({ code: REGISTRATION_ERROR.codeInvalid });
    const userId = await consumeToken(tx, code, 'CONFIRMATION');
    if (userId === undefined) throw invalid();
    const user = await changeUserStatus(tx, userId, 'PENDING_CONFIRMATION', 'PENDING_APPROVAL');
    if (!user) throw invalid();
    await writeAudit(tx, {
      action: 'registration.confirmed',
      entity: 'user',
      entityId: user.id,
      actorUsername: user.username,
      ip,
      before: { status: 'PENDING_CONFIRMATION' },
      after: { status: 'PENDING_APPROVAL' },
    });
    return { status: 'PENDING_APPROVAL' as const };
  });
}

/** Staff: new confirmation codes (old ones stop working) for users still awaiting confirmation. */
export async function resendConfirmations(
  db: Db,
  publicUrl: string,
  input: { username?: string; usernames?: string[] },
  actor: Actor,
) {
  const { username: one, usernames = [] } = input;
  const all = one ? [one, ...usernames] : usernames;
  return db.transaction(async (tx) => {
    let sent = 0;
    for (const username of [...new Set(all.map(usernameKey))]) {
      const user = await findUserByUsername(tx, username);
      if (!user || user.status !== 'PENDING_CONFIRMATION' || !user.email) continue;
      // Approval pages never act on a staff account (docs/decisions.md, Access hardening).
      if (await isStaffAccount(tx, user.id)) continue;
      await mailConfirmation(tx, publicUrl, user);
      await writeAudit(tx, { action: 'registration.confirmation_resent', entity: 'user', entityId: user.id, ...actor });
      sent++;
    }
    return { sent };
  });
}

/** Mails a reset link to an approved user with an address; says nothing about whether one exists. */
export async function renewPassword(db: Db, publicUrl: string, username: string, ip: string): Promise<void> {
  return db.transaction(async (tx) => {
    const user = await findUserByUsername(tx, username);
    if (!user || user.status !== 'APPROVED' || !user.email) {
      await writeAudit(tx, { action: 'password_reset.refused', entity: 'user', actorUsername: username, ip });
      return;
    }
    const to = user.email;
    await mailToken(tx, user.id, 'PASSWORD_RESET', PASSWORD_RESET_VALID_MS, (token) =>
      queueMail(tx, {
        to,
        template: 'password_reset',
        lang: user.lang,
        params: { username: user.username, link: `${publicUrl}/forgotten_password?token=${encodeURIComponent(token)}` },
      }),
    );
    await writeAudit(tx, {
      action: 'password_reset.requested',
      entity: 'user',
      entityId: user.id,
      actorUsername: user.username,
      ip,
    });
  });
}

/** Sets a new password with a valid reset token; the token is used up and every session ends. */
export async function resetPassword(db: Db, token: string, password: string, ip: string): Promise<void> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'PASSWORD_RESET');
    const user = userId === undefined ? undefined : await findUserById(tx, userId);
    if (!user) throw badRequest({ token: REGISTRATION_ERROR.tokenInvalid });
    await setPasswordHash(tx, user.id, await hashNewPassword(password, user.username));
    await revokeUserSessions(tx, user.id, 'password_reset');
    await writeAudit(tx, {
      action: 'user.password_reset',
      entity: 'user',
      entityId: user.id,
      actorUsername: user.username,
      ip,
    });
  });
}

/** Mails every username of this address; says nothing about whether there is one. */
export async function remindUsername(db: Db, email: string, ip: string): Promise<void> {
  return db.transaction(async (tx) => {
    const found = (await findUsersByEmail(tx, email)).filter((u) => u.email);
    await writeAudit(tx, {
      action: found.length > 0 ? 'username_reminder.sent' : 'username_reminder.unknown',
      entity: 'user',
      entityId: found[0]?.id ?? null,
      ip,
    });
    if (found.length === 0) return;
    await queueMail(tx, {
      to: found[0].email!,
      template: 'username_reminder',
      lang: found[0].lang,
      params: { usernames: found.map((u) => u.username) },
    });
  });
}
