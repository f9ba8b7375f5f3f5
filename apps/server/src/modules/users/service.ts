import { usernameKey, type UserStatus } from '@portal/contracts/auth';
import { and, eq, inArray, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { getParameter } from '../settings';
import { users } from './tables';

export type UserRow = typeof users.$inferSelect;

/** The account a typed username names: the one whose key is the typed text's key (any case, any compatible form). */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.usernameKey, usernameKey(username)));
  return row;
}

/** Whether a typed username names this account. */
export function isUsernameOf(user: Pick<UserRow, 'usernameKey'>, username: string): boolean {
  return user.usernameKey === usernameKey(username);
}

/**
 * Keys the accounts whose key the migration could not compute in SQL (names outside ASCII), at start. A name whose
 * key another account already holds stays without one (every spelling of it names that other account, so it cannot
 * be signed in to by name); those names are answered, for the start to report.
 */
export async function keyUnkeyedUsernames(db: Db): Promise<string[]> {
  const unkeyed = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(isNull(users.usernameKey))
    .orderBy(users.id);
  const clashing: string[] = [];
  for (const { id, username } of unkeyed) {
    const key = usernameKey(username);
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.usernameKey, key));
    if (holder) clashing.push(username);
    else await db.update(users).set({ usernameKey: key }).where(eq(users.id, id));
  }
  return clashing;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The users of these ids, in one query (ids without a user are left out). */
export async function findUsersByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** What a list names a user by: the username and the records (company, individual) that name them. */
export type UserNameRow = Pick<UserRow, 'id' | 'username' | 'companyId' | 'individualId'>;

/** The users of these ids as lists name them (ids without a user are left out): four columns, no credentials. */
export async function findUserNamesByIds(db: Db, ids: readonly number[]): Promise<UserNameRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, companyId: users.companyId, individualId: users.individualId })
    .from(users)
    .where(inArray(users.id, [...ids]));
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
> & { individualId?: number | null };
export function sessionUserJsonSql(userId: AnyColumn | SQL): SQL {
  return sql`(select json_build_object('id', ${users.id}, 'username', ${users.username}, 'status', ${users.status},
    'companyId', ${users.companyId}, 'individualId', ${users.individualId}, 'companyAdministrator', ${users.companyAdministrator}, 'lang', ${users.lang},
    'passwordChangedAt', ${users.passwordChangedAt}) from ${users} where ${users.id} = ${userId})`;
}
/** The user of `sessionUserJsonSql`'s JSON. */
export function sessionUserFromJson(json: Record<string, unknown> | null): SessionUser | undefined {
  if (!json) return undefined;
  return {
    id: Number(json.id),
    username: String(json.username),
    status: String(json.status) as UserStatus,
    companyId: json.companyId === null ? null : Number(json.companyId),
    individualId: json.individualId === null || json.individualId === undefined ? null : Number(json.individualId),
    companyAdministrator: Boolean(json.companyAdministrator),
    lang: String(json.lang),
    passwordChangedAt: new Date(String(json.passwordChangedAt)),
  };
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

/** SQL for another module's query: whether some account linked to this individual record meets `condition`. */
export function someUserOfIndividual(individualId: AnyColumn, condition: (userId: AnyColumn) => SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${users.individualId} = ${individualId}
    and ${condition(users.id)})`;
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

/** What a new account is made of; its username's key is written from its username. */
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'usernameKey'>;

/** Makes an account; a username whose key another account has fails on the key's unique index (`users_username…`). */
export async function createUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, usernameKey: usernameKey(values.username) })
    .returning();
  return row;
}

/** Moves a user from one status to another; undefined when the user was not in `from`. */
export async function changeUserStatus(
  db: Db,
  userId: number,
  from: UserStatus,
  to: UserStatus,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.status, from)))
    .returning();
  return row;
}

/** The user's row locked until the transaction ends (a command that reads, checks and changes it). */
export async function lockUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** What a command may change of an account (never its id; the username's key follows the username). */
export type UserChanges = Partial<NewUser>;

/** The columns an account's change writes: a new username brings its key. */
function changedColumns(changes: UserChanges) {
  return {
    ...changes,
    ...(changes.username !== undefined && { usernameKey: usernameKey(changes.username) }),
    updatedAt: new Date(),
  };
}

/** Changes an account; the updated row, or undefined when there is none. */
export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changedColumns(changes)).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Changes an account when its status is still one of `from` (a concurrent change makes the update miss, and
 * the caller answers 409); the updated row, or undefined.
 */
export async function updateUserInStatus(
  db: Db,
  id: number,
  from: readonly UserStatus[],
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(changedColumns(changes))
    .where(and(eq(users.id, id), inArray(users.status, [...from])))
    .returning();
  return row;
}

/** Whether another account than `userId` has this e-mail address (case-insensitive). */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export async function deleteUserById(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** The accounts of a party: the users of a company, or the person holding an individual record. */
export async function usersOfParty(
  db: Db,
  party: { companyId: number | null; individualId: number | null },
): Promise<UserRow[]> {
  if (party.companyId !== null) return db.select().from(users).where(eq(users.companyId, party.companyId));
  if (party.individualId !== null) return db.select().from(users).where(eq(users.individualId, party.individualId));
  return [];
}
