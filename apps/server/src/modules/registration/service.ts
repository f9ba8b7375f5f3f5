import crypto from 'node:crypto';
import {
  accountLink,
  pathGrantedByPages,
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
import { writeAudit } from '../../platform/audit/audit';
import type { Captcha } from '../../platform/captcha/captcha';
import type { ServiceContext } from '../../platform/http/context';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, type HttpError } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { hashNewPassword } from '../auth';
import { revokeUserSessions } from '../auth';
import {
  companyRecordOf,
  createCompany,
  findCompanyByUniqueNumber,
  presentCompany,
  releaseCompanyEntry,
} from '../companies';
import {
  createIndividual,
  findIndividualByPersonalNumber,
  presentIndividual,
  releaseIndividualEntry,
} from '../individuals';
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

/** Staff whose pages already list every person's record (approvals, persons). */
export const INDIVIDUAL_RECORD_PAGES = ['/admin/auth/individuals_for_approval', '/admin/auth/persons'] as const;
/** Staff whose pages already list every company's record (approvals, traders). */
export const COMPANY_RECORD_PAGES = ['/admin/auth/companies_for_approval', '/admin/auth/traders'] as const;

/**
 * Whether the caller may read a record without an account found by its number: the intermediary who entered it, and
 * staff whose pages list such records. Anyone else (a visitor registering, any other account) learns only whether
 * the number may be registered (docs/adr/0059-record-look-ups.md).
 */
function mayReadRecord(auth: AuthContext | null, record: { enteredBy: number | null }, pages: readonly string[]) {
  if (!auth) return false;
  return record.enteredBy === auth.userId || pages.some((url) => pathGrantedByPages(url, auth.pageUrls));
}

/**
 * Creation is refused when the individual already has a user. An individual on file without one is given, to
 * prefill the form, only to those who may read it (`mayReadRecord`); to anyone else the answer is that of a number
 * not on file, and registering links the record as it is.
 */
export async function checkPersonalNumber(
  { db, caller: { account: auth } }: ServiceContext,
  personalNumber: string,
): Promise<CheckIndividualResult> {
  const individual = await findIndividualByPersonalNumber(db, personalNumber);
  if (!individual) return { allowCreate: true, individual: null };
  if (await individualHasUser(db, individual.id)) {
    return { allowCreate: false, individual: null, message: INDIVIDUAL_EXISTS_MESSAGE };
  }
  const readable = mayReadRecord(auth, individual, INDIVIDUAL_RECORD_PAGES);
  return { allowCreate: true, individual: readable ? presentIndividual(individual) : null };
}

/** As `checkPersonalNumber`, for a company: refused when it has an administrator; the record only to its readers. */
export async function checkCompanyUniqueNumber(
  { db, caller: { account: auth } }: ServiceContext,
  companyUniqueNumber: string,
): Promise<CheckCompanyResult> {
  const company = await findCompanyByUniqueNumber(db, companyUniqueNumber);
  if (!company) return { allowCreate: true, company: null };
  if (await companyHasAdministrator(db, company.id)) {
    return { allowCreate: false, company: null, message: COMPANY_EXISTS_MESSAGE };
  }
  const readable = mayReadRecord(auth, company, COMPANY_RECORD_PAGES);
  return { allowCreate: true, company: readable ? presentCompany(company) : null };
}

/**
 * A new single-use token of a user, handed to `mail` (its SHA-256 alone is stored). It replaces the
 * earlier tokens of the purpose only when its message is queued: a throttled message is never sent,
 * so the link the user already has keeps working.
 */
export async function mailToken(
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
      params: { username: user.username, link: accountLink(publicUrl, 'confirmation', code) },
    }),
  );
}

/** The constraint a unique violation (SQLSTATE 23505) broke, looked for through wrapped errors; undefined for other errors. */
function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return constraint ?? message ?? '';
  }
  return undefined;
}

/** A unique violation from a concurrent registration, mapped to the field it concerns. */
function uniqueViolation(error: unknown): HttpError | undefined {
  const name = violatedUniqueConstraint(error);
  if (name === undefined) return undefined;
  if (name.includes('users_username')) return badRequest({ 'user.username': REGISTRATION_ERROR.usernameTaken });
  if (name.includes('individuals_personal_number')) return conflict(REGISTRATION_ERROR.individualExists);
  if (name.includes('companies_unique_number')) return conflict(REGISTRATION_ERROR.companyExists);
  return badRequest({}, ERROR.badRequest);
}

/** What a registration needs besides the service context: the captcha and the portal's address for mailed links. */
export type RegistrationOptions = { captcha: Captcha; publicUrl: string };

type RegistrationContext = RegistrationOptions & { ip: string };

async function requireCaptcha(db: Db, captcha: Captcha, altcha: string | undefined): Promise<void> {
  if (!(await captcha.verify(db, altcha))) throw badRequest({}, ERROR.captcha);
}

/** How a registration kind finds, creates and links its record (the person, or the company of its administrator). */
type RecordKind = {
  role: 'INDIVIDUAL' | 'TRADER';
  auditAction: 'registration.individual' | 'registration.company';
  /** The record on file with this number and no account; 409 when an account holds it. */
  onFile(db: Db): Promise<{ id: number } | undefined>;
  create(db: Db): Promise<{ id: number }>;
  /** The record on file is the account's from now on: whoever entered it no longer reads it back. */
  release(db: Db, id: number): Promise<void>;
  link(id: number): { individualId: number } | { companyId: number; companyAdministrator: true };
};

/** The account, its record (found or new), its role and, with an address, its confirmation mail and audit row. */
async function createAccount(
  db: Db,
  ctx: RegistrationContext,
  user: RegisteredUser,
  kind: RecordKind,
  values: { email: string | null; passwordHash: string; onFile: { id: number } | undefined },
): Promise<void> {
  const record = values.onFile ?? (await kind.create(db));
  if (values.onFile) await kind.release(db, record.id);
  const row = await createUser(db, {
    username: user.username,
    email: values.email,
    phone: blankToNull(user.phone),
    lang: user.lang,
    passwordHash: values.passwordHash,
    status: 'PENDING_CONFIRMATION',
    ...kind.link(record.id),
  });
  await assignRoles(db, row.id, [kind.role]);
  await mailConfirmation(db, ctx.publicUrl, row);
  await writeAudit(db, {
    action: kind.auditAction,
    entity: 'user',
    entityId: row.id,
    actorUsername: row.username,
    ip: ctx.ip,
    after: {
      username: row.username,
      ...kind.link(record.id),
      linkedExisting: Boolean(values.onFile),
      status: row.status,
    },
  });
}

/** Thrown to undo a savepoint's work (`undone`). */
class Undo extends Error {}

/** Runs `work` in a savepoint and rolls it back: the statements run, nothing stays. */
async function undone(db: Db, work: (savepoint: Db) => Promise<unknown>): Promise<void> {
  try {
    await db.transaction(async (savepoint) => {
      await work(savepoint);
      throw new Undo();
    });
  } catch (error) {
    if (!(error instanceof Undo)) throw error;
  }
}

/** Tells the owner of an address that someone tried to register with it (instead of telling the visitor). */
async function mailRegistrationAttempt(db: Db, ctx: RegistrationContext, owner: UserRow, attemptedUsername: string) {
  await queueMail(db, {
    to: owner.email!,
    template: 'registration_attempt',
    lang: owner.lang,
    params: {
      signInLink: `${ctx.publicUrl}/login`,
      passwordLink: `${ctx.publicUrl}/forgotten_password`,
      usernameLink: `${ctx.publicUrl}/forgotten_username`,
    },
  });
  await writeAudit(db, {
    action: 'registration.email_taken',
    entity: 'user',
    entityId: owner.id,
    ip: ctx.ip,
    after: { attemptedUsername },
  });
}

/**
 * One registration: the captcha, the username (a taken one is said: it was chosen), the record (409 when an account
 * holds it), the password's rules. Then, for an address no account has, the account; for a taken address, the same
 * statements in a savepoint that is rolled back, and a mail to the address's owner: the visitor gets the same answer
 * after the same work, so registration does not tell which addresses have accounts.
 */
async function registration(
  db: Db,
  ctx: RegistrationContext,
  user: RegisteredUser,
  kind: RecordKind,
): Promise<RegistrationResult> {
  return db.transaction(async (tx) => {
    await requireCaptcha(tx, ctx.captcha, user.altcha);
    if (await findUserByUsername(tx, user.username)) {
      throw badRequest({ 'user.username': REGISTRATION_ERROR.usernameTaken });
    }
    const [owner] = await findUsersByEmail(tx, user.email);
    const onFile = await kind.onFile(tx);
    const passwordHash = await hashNewPassword(user.password, user.username, 'user.password');
    if (!owner) {
      await createAccount(tx, ctx, user, kind, { email: user.email, passwordHash, onFile });
    } else {
      await undone(tx, (savepoint) => createAccount(savepoint, ctx, user, kind, { email: null, passwordHash, onFile }));
      await mailRegistrationAttempt(tx, ctx, owner, user.username);
    }
    return { username: user.username, status: 'PENDING_CONFIRMATION' as const };
  });
}

/**
 * Runs a registration, mapping races on unique keys to the usual answers. When a registration with the same address
 * committed meanwhile, this one is run again: it is now an attempt on a taken address, answered as such.
 */
async function register(
  db: Db,
  ctx: RegistrationContext,
  user: RegisteredUser,
  kind: RecordKind,
): Promise<RegistrationResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await registration(db, ctx, user, kind);
    } catch (error) {
      const constraint = violatedUniqueConstraint(error);
      if (attempt === 1 && constraint?.includes('users_email')) continue;
      throw uniqueViolation(error) ?? error;
    }
  }
}

export function registerIndividual(
  { db, caller }: ServiceContext,
  options: RegistrationOptions,
  input: { user: RegisteredUser; individual: IndividualFields },
): Promise<RegistrationResult> {
  const fields = input.individual;
  return register(db, { ...options, ip: caller.address }, input.user, {
    role: 'INDIVIDUAL',
    auditAction: 'registration.individual',
    async onFile(tx) {
      const individual = await findIndividualByPersonalNumber(tx, fields.personalNumber);
      if (individual && (await individualHasUser(tx, individual.id))) {
        throw conflict(REGISTRATION_ERROR.individualExists);
      }
      return individual;
    },
    create: (tx) =>
      createIndividual(tx, {
        personalNumber: fields.personalNumber,
        title: blankToNull(fields.title),
        firstName: fields.firstName,
        lastName: fields.lastName,
        parentName: blankToNull(fields.parentName),
        address: blankToNull(fields.address),
        city: blankToNull(fields.city),
        dateOfBirth: fields.dateOfBirth,
        cityOfLivingName: blankToNull(fields.cityOfLivingName),
      }),
    release: releaseIndividualEntry,
    link: (individualId) => ({ individualId }),
  });
}

export function registerCompany(
  { db, caller }: ServiceContext,
  options: RegistrationOptions,
  input: { user: RegisteredUser; company: CompanyFields },
): Promise<RegistrationResult> {
  const fields = input.company;
  return register(db, { ...options, ip: caller.address }, input.user, {
    role: 'TRADER',
    auditAction: 'registration.company',
    async onFile(tx) {
      const company = await findCompanyByUniqueNumber(tx, fields.companyUniqueNumber);
      if (company && (await companyHasAdministrator(tx, company.id))) {
        throw conflict(REGISTRATION_ERROR.companyExists);
      }
      return company;
    },
    create: (tx) => createCompany(tx, companyRecordOf(fields)),
    release: releaseCompanyEntry,
    link: (companyId) => ({ companyId, companyAdministrator: true }),
  });
}

/** A valid code of a user awaiting confirmation moves them to PENDING_APPROVAL; anything else is one answer. */
export async function confirmRegistration({ db, caller: { address: ip } }: ServiceContext, code: string) {
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
  { db, caller: { actor } }: ServiceContext,
  publicUrl: string,
  input: { username?: string; usernames?: string[] },
) {
  const { username: one, usernames = [] } = input;
  const all = one ? [one, ...usernames] : usernames;
  return db.transaction(async (tx) => {
    let sent = 0;
    for (const username of [...new Set(all.map(usernameKey))]) {
      const user = await findUserByUsername(tx, username);
      if (!user || user.status !== 'PENDING_CONFIRMATION' || !user.email) continue;
      // Approval pages never act on a staff account (docs/adr/0041-access-hardening.md).
      if (await isStaffAccount(tx, user.id)) continue;
      await mailConfirmation(tx, publicUrl, user);
      await writeAudit(tx, { action: 'registration.confirmation_resent', entity: 'user', entityId: user.id, ...actor });
      sent++;
    }
    return { sent };
  });
}

/** Sets a new password with a valid reset token; the token is used up and every session ends. */
export async function resetPassword(
  { db, caller: { address: ip } }: ServiceContext,
  token: string,
  password: string,
): Promise<void> {
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
