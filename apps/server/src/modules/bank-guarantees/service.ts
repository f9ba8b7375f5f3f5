import {
  BANK_GUARANTEE_BEAN,
  BANK_GUARANTEE_ERROR,
  BANK_GUARANTEE_LIST_LIMIT,
  BANK_GUARANTEE_STAFF_PAGES,
  type BankGuarantee,
  type BankGuaranteeDetail,
  type BankGuaranteeValues,
} from '@portal/contracts/bank-guarantees';
import { sameUsername } from '@portal/contracts/auth';
import { pathGrantedByPages } from '@portal/contracts/navigation';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { SignedInContext } from '../../platform/http/context';
import type { FileStorage } from '../../platform/storage/storage';
import {
  attachmentsOfObjects,
  detachAllFiles,
  listAttachments,
  openAttachment,
  removeStoredFiles,
} from '../attachments';
import { isStaffAccount } from '../navigation';
import { findUserByUsername } from '../users';
import { auditView, findBank, isEditable, presentGuarantees, type GuaranteeRow } from './presenter';
import { bankGuarantees } from './tables';

export type Deps = { db: Db; storage: FileStorage };

/** Staff for guarantees: holds the bank guarantee page or one of the approval pages. */
export function isGuaranteeStaff(auth: Pick<AuthContext, 'pageUrls'> | null): boolean {
  return !!auth && BANK_GUARANTEE_STAFF_PAGES.some((url) => pathGrantedByPages(url, auth.pageUrls));
}

export async function findGuarantee(db: Db, id: number): Promise<GuaranteeRow | undefined> {
  const [row] = await db.select().from(bankGuarantees).where(eq(bankGuarantees.id, id));
  return row;
}

/** A user's guarantees, newest first, with the bank's labels (for the approval and request screens). */
export async function listGuaranteesOfUser(db: Db, userId: number): Promise<BankGuarantee[]> {
  const rows = await db
    .select()
    .from(bankGuarantees)
    .where(eq(bankGuarantees.userId, userId))
    .orderBy(desc(bankGuarantees.id))
    .limit(BANK_GUARANTEE_LIST_LIMIT);
  return presentGuarantees(db, rows);
}

/**
 * Whether guarantee staff see a guarantee of this owner: registry pages never reach a staff account
 * (docs/adr/0041-access-hardening.md), so its guarantees are hidden from them as if they did not exist.
 */
export async function visibleToGuaranteeStaff(db: Db, ownerId: number): Promise<boolean> {
  return !(await isStaffAccount(db, ownerId));
}

/** `GET by_username`: the caller's own guarantees; anyone else's only for staff (403 otherwise). */
export async function guaranteesByUsername(
  { db, caller: { account: auth } }: SignedInContext,
  username: string,
): Promise<BankGuarantee[]> {
  if (sameUsername(username, auth.username)) return listGuaranteesOfUser(db, auth.userId);
  if (!isGuaranteeStaff(auth)) throw forbidden();
  const user = await findUserByUsername(db, username.trim());
  if (!user || !(await visibleToGuaranteeStaff(db, user.id))) throw notFound();
  return listGuaranteesOfUser(db, user.id);
}

/** One guarantee with its documents, for its owner or staff; anyone else gets 404. */
export async function getGuarantee(
  { caller: { account: auth, address: ip }, ...deps }: SignedInContext,
  id: number,
): Promise<BankGuaranteeDetail> {
  const row = await findGuarantee(deps.db, id);
  if (!row) throw notFound();
  if (row.userId !== auth.userId && !(isGuaranteeStaff(auth) && (await visibleToGuaranteeStaff(deps.db, row.userId)))) {
    throw notFound();
  }
  const [guarantee] = await presentGuarantees(deps.db, [row]);
  const documents = await listAttachments(deps, { auth, ip }, { bean: BANK_GUARANTEE_BEAN, objectId: id });
  return { ...guarantee, documents };
}

/** The bank must exist; a new choice must also be active. */
async function checkBank(db: Db, bankId: number, unchanged: boolean): Promise<void> {
  const bank = await findBank(db, bankId);
  if (!bank || (!bank.active && !unchanged)) throw badRequest({ bankId: BANK_GUARANTEE_ERROR.bankUnknown });
}

async function checkNumberFree(db: Db, values: BankGuaranteeValues, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: bankGuarantees.id })
    .from(bankGuarantees)
    .where(
      and(
        eq(bankGuarantees.bankId, values.bankId),
        sql`lower(${bankGuarantees.guaranteeNumber}) = lower(${values.guaranteeNumber})`,
        exceptId === undefined ? undefined : ne(bankGuarantees.id, exceptId),
      ),
    );
  if (clash) throw badRequest({ guaranteeNumber: BANK_GUARANTEE_ERROR.numberTaken });
}

/** A locked row of the caller; 404 when it is someone else's, 409 when it can no longer change. */
async function ownEditableRow(tx: Db, auth: AuthContext, id: number): Promise<GuaranteeRow> {
  const [row] = await tx.select().from(bankGuarantees).where(eq(bankGuarantees.id, id)).for('update');
  if (!row || row.userId !== auth.userId) throw notFound();
  if (!isEditable(row)) throw conflict(BANK_GUARANTEE_ERROR.notActive);
  return row;
}

/** `POST /bank_guarantees`: records a guarantee of the caller, or edits one while it is ACTIVE. */
export async function saveGuarantee(
  { db, caller: { account: auth, actor } }: SignedInContext,
  values: BankGuaranteeValues,
): Promise<BankGuarantee> {
  const columns = {
    bankId: values.bankId,
    guaranteeNumber: values.guaranteeNumber,
    amount: values.amount,
    currency: values.currency,
    validFrom: values.validFrom,
    validTo: values.validTo,
  };
  const saved = await db.transaction(async (tx) => {
    const before = values.id === undefined ? undefined : await ownEditableRow(tx, auth, values.id);
    await checkBank(tx, values.bankId, before?.bankId === values.bankId);
    await checkNumberFree(tx, values, before?.id);
    let row: GuaranteeRow;
    try {
      [row] = before
        ? await tx
            .update(bankGuarantees)
            .set({ ...columns, updatedAt: new Date() })
            .where(eq(bankGuarantees.id, before.id))
            .returning()
        : await tx
            .insert(bankGuarantees)
            .values({ ...columns, userId: auth.userId, companyId: auth.companyId, status: 'ACTIVE' })
            .returning();
    } catch (error) {
      // A concurrent save of the same number can still win the race past the check.
      if (sqlState(error) === '23505') throw badRequest({ guaranteeNumber: BANK_GUARANTEE_ERROR.numberTaken });
      if (sqlState(error) === '23503') throw badRequest({ bankId: BANK_GUARANTEE_ERROR.bankUnknown });
      throw error;
    }
    await writeAudit(tx, {
      action: before ? 'bank_guarantee.update' : 'bank_guarantee.create',
      entity: 'bank_guarantee',
      entityId: row.id,
      before: before ? auditView(before) : null,
      after: auditView(row),
      ...actor,
    });
    return row;
  });
  const [presented] = await presentGuarantees(db, [saved]);
  return presented;
}

/** `DELETE /bank_guarantees/{id}`: the owner removes an ACTIVE, undecided guarantee and its documents. */
export async function deleteGuarantee(
  { caller: { account: auth, actor }, ...deps }: SignedInContext,
  id: number,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const before = await ownEditableRow(tx, auth, id);
    const keys = await detachAllFiles(
      tx,
      { bean: BANK_GUARANTEE_BEAN, objectId: id },
      { actorId: actor.actorId ?? null, actorUsername: actor.actorUsername ?? null, ip: actor.ip ?? null },
    );
    await tx.delete(bankGuarantees).where(eq(bankGuarantees.id, id));
    await writeAudit(tx, {
      action: 'bank_guarantee.delete',
      entity: 'bank_guarantee',
      entityId: id,
      before: auditView(before),
      ...actor,
    });
    return keys;
  });
  await removeStoredFiles(deps.storage, keys);
}

/** Who may read a guarantee's documents (owner, staff) and change them (owner, while editable). */
export async function documentPermission(
  db: Db,
  auth: AuthContext | null,
  objectId: number,
  action: 'read' | 'write',
): Promise<boolean | 'not_found'> {
  const row = await findGuarantee(db, objectId);
  if (!row) return 'not_found';
  const owner = auth?.userId === row.userId;
  if (!owner && isGuaranteeStaff(auth) && !(await visibleToGuaranteeStaff(db, row.userId))) return 'not_found';
  if (action === 'read') return owner || isGuaranteeStaff(auth) || (auth ? 'not_found' : false);
  if (owner) return isEditable(row);
  return isGuaranteeStaff(auth) ? false : auth ? 'not_found' : false;
}

/**
 * `GET /get_bank_guarantee/{id}`: the guarantee's document (its newest file) for its owner or guarantee staff;
 * 404 for anyone else's guarantee, a staff account's for staff, and a guarantee without a document.
 */
export async function openGuaranteeDocument(
  { caller: { account: auth, address: ip }, ...deps }: SignedInContext,
  id: number,
) {
  if ((await documentPermission(deps.db, auth, id, 'read')) !== true) throw notFound();
  const newest = (await attachmentsOfObjects(deps.db, BANK_GUARANTEE_BEAN, [id])).at(-1);
  if (!newest) throw notFound();
  return openAttachment(deps, { auth, ip }, newest.id, { bean: BANK_GUARANTEE_BEAN });
}

/** Banks that guarantees refer to (they keep their code and cannot be deleted). */
export async function banksInUse(db: Db, bankIds: number[]): Promise<Set<number>> {
  if (bankIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: bankGuarantees.bankId })
    .from(bankGuarantees)
    .where(inArray(bankGuarantees.bankId, bankIds));
  return new Set(rows.map((r) => r.id));
}

/** Users among `userIds` who recorded or decided a guarantee: their accounts have history. */
export async function usersWithGuarantees(db: Db, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ owner: bankGuarantees.userId, decidedBy: bankGuarantees.decidedBy })
    .from(bankGuarantees)
    .where(or(inArray(bankGuarantees.userId, userIds), inArray(bankGuarantees.decidedBy, userIds)));
  const found = new Set<number>();
  for (const row of rows)
    for (const id of [row.owner, row.decidedBy]) if (id !== null && userIds.includes(id)) found.add(id);
  return found;
}
