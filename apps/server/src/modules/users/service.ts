import { DEFAULT_LANGUAGE, languageSchema, type CurrentUser, type Language } from '@portal/contracts';
import { COMPANY_SIGNATURE_BEAN, COMPANY_STAMP_BEAN } from '@portal/contracts/companies';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { firstAttachmentIds } from '../attachments';
import { companyNames, findCompanyById } from '../companies';
import { findIndividualById, individualNames } from '../individuals';
import { userPagesOf } from '../navigation';
import { getParameter } from '../settings';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A user as documents name them: the company name for company users, first and last name for individuals. */
export type NamedUser = { id: number; username: string; email: string | null; lang: string; displayName: string };

/** The named users of these ids, in three queries whatever their number (ids without a user are left out). */
export async function namedUsers(db: Db, userIds: readonly number[]): Promise<Map<number, NamedUser>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  // One after the other: callers pass their transaction, which is one connection.
  const companyName = await companyNames(
    db,
    rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId])),
  );
  const personName = await individualNames(
    db,
    rows.flatMap((r) => (r.individualId === null ? [] : [r.individualId])),
  );

  return new Map(
    rows.map((r) => {
      const displayName =
        (r.companyId !== null ? companyName.get(r.companyId) : undefined) ??
        (r.individualId !== null ? personName.get(r.individualId) : undefined) ??
        r.username;
      return [r.id, { id: r.id, username: r.username, email: r.email, lang: r.lang, displayName }];
    }),
  );
}

/** A password is expired when it is older than the `password_max_age_days` parameter (0: never). */
export async function isPasswordExpired(db: Db, user: Pick<UserRow, 'passwordChangedAt'>): Promise<boolean> {
  return passwordExpired(user.passwordChangedAt, await getParameter(db, 'password_max_age_days'));
}

export function passwordExpired(changedAt: Date, maxAgeDays: number, now: Date = new Date()): boolean {
  return maxAgeDays > 0 && changedAt.getTime() + maxAgeDays * 86_400_000 < now.getTime();
}

/** What a session needs of its user, for another module's query: JSON of these fields (null without a user). */
export type SessionUser = Pick<
  UserRow,
  'id' | 'username' | 'status' | 'companyId' | 'companyAdministrator' | 'lang' | 'passwordChangedAt'
>;
export function sessionUserJsonSql(userId: AnyColumn | SQL): SQL {
  return sql`(select json_build_object('id', ${users.id}, 'username', ${users.username}, 'status', ${users.status},
    'companyId', ${users.companyId}, 'companyAdministrator', ${users.companyAdministrator}, 'lang', ${users.lang},
    'passwordChangedAt', ${users.passwordChangedAt}) from ${users} where ${users.id} = ${userId})`;
}
/** The user of `sessionUserJsonSql`'s JSON. */
export function sessionUserFromJson(json: Record<string, unknown> | null): SessionUser | undefined {
  if (!json) return undefined;
  return {
    id: Number(json.id),
    username: String(json.username),
    status: String(json.status),
    companyId: json.companyId === null ? null : Number(json.companyId),
    companyAdministrator: Boolean(json.companyAdministrator),
    lang: String(json.lang),
    passwordChangedAt: new Date(String(json.passwordChangedAt)),
  };
}

function languageOf(value: string): Language {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/** GET /user: the signed-in user with the pages they hold and what the profile shows. */
export async function currentUser(db: Db, userId: number): Promise<CurrentUser | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const companyIds = user.companyId ? [user.companyId] : [];
  const [{ rolePages, userPages, roles }, company, individual, passwordExpired, signatures, stamps] = await Promise.all(
    [
      userPagesOf(db, user.id),
      user.companyId ? findCompanyById(db, user.companyId) : undefined,
      user.individualId ? findIndividualById(db, user.individualId) : undefined,
      isPasswordExpired(db, user),
      firstAttachmentIds(db, COMPANY_SIGNATURE_BEAN, companyIds),
      firstAttachmentIds(db, COMPANY_STAMP_BEAN, companyIds),
    ],
  );
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    lang: languageOf(user.lang),
    status: user.status as CurrentUser['status'],
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
          hasSignature: signatures.has(company.id),
          hasStamp: stamps.has(company.id),
        }
      : null,
    individual: individual
      ? { id: individual.id, firstName: individual.firstName, lastName: individual.lastName }
      : null,
    intermediary: user.intermediary || Boolean(company?.isIntermediary),
  };
}

/** Whether the account acts for others: its own flag, or its company is an intermediary (customs agent). */
export async function isIntermediary(db: Db, userId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
  if (user.intermediary) return true;
  const company = user.companyId === null ? undefined : await findCompanyById(db, user.companyId);
  return Boolean(company?.isIntermediary);
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Ends a disabling whose date has passed; answers the user as it now stands. */
export async function endDisablingIfOver(db: Db, user: UserRow): Promise<UserRow> {
  if (user.status !== 'DISABLED' || !user.disabledTo || user.disabledTo.getTime() > Date.now()) return user;
  const [row] = await db
    .update(users)
    .set({ status: 'APPROVED', disabledTo: null, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  await writeAudit(db, {
    action: 'user.disabling_ended',
    entity: 'user',
    entityId: user.id,
    before: { status: 'DISABLED' },
    after: { status: 'APPROVED' },
  });
  return row;
}

/** Every user whose e-mail address is this one (case-insensitive). */
export async function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .orderBy(users.username);
}

/** Whether a user is linked to this individual. */
export async function individualHasUser(db: Db, individualId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.individualId, individualId)).limit(1);
  return Boolean(row);
}

/** Whether this company already has an administrator user. */
export async function companyHasAdministrator(db: Db, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.companyAdministrator, true)))
    .limit(1);
  return Boolean(row);
}

/** SQL for another module's query: whether the user id in `userId` is one of the company's users. */
export function isUserOfCompany(userId: AnyColumn, companyId: number): SQL {
  return sql`${userId} in (select ${users.id} from ${users} where ${users.companyId} = ${companyId})`;
}

/**
 * Whether some active (APPROVED) account meets every condition, each SQL over the account's id (other
 * modules ask about their own tables this way; the administration guard of the navigation module does).
 */
export async function someApprovedUser(db: Db, conditions: Array<(userId: AnyColumn) => SQL>): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'APPROVED'), ...conditions.map((condition) => condition(users.id))))
    .limit(1);
  return row !== undefined;
}

export async function createUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Moves a user from one status to another; undefined when the user was not in `from`. */
export async function changeUserStatus(db: Db, userId: number, from: string, to: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, from)))
    .returning();
  return row;
}
