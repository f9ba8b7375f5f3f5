import {
  IPR_ENTRIES_MAX,
  IPR_ERROR,
  type IprGoods,
  type IprRight,
  type IprRightType,
} from '@portal/contracts/portal-ipr';
import { isPosition, positionForAdd } from '@portal/contracts/positions';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import { iprGoods, iprRights } from '../tables';
import { iprCaseForOwnerEdit, iprCaseForRead } from './ipr-cases';

// The rights and the goods of an IPR case: two lists at 1-based positions (customs-portal spec §4) with the same
// four commands. `add` appends, or with an itemNumber replaces the entry in that slot; `save` changes the entry at
// an itemNumber keeping its position; `delete` removes one and moves the later ones up. Every command locks the
// case (its owner, editable) so the positions stay 1..n; a position naming no entry is 409 `portal.error`.

type RightRow = typeof iprRights.$inferSelect;
type GoodsRow = typeof iprGoods.$inferSelect;
type RightFields = Pick<RightRow, 'rightType' | 'rightNumber' | 'description' | 'validUntil'>;
type GoodsFields = Pick<GoodsRow, 'description' | 'tariffCode' | 'distinguishingFeatures'>;

/** What differs between the two lists: the table, its audit name and how a row is answered. */
type EntryList<Row extends { id: number; caseId: number; itemNumber: number }, Fields, Out> = {
  table: typeof iprRights | typeof iprGoods;
  entity: string;
  present: (row: Row) => Out;
  /** Only the list's own fields of an input (the case and position left out). */
  fields: (input: Fields) => Fields;
};

export const RIGHTS: EntryList<RightRow, RightFields, IprRight> = {
  table: iprRights,
  entity: 'ipr_right',
  present: (r) => ({
    id: r.id,
    iprCase: { id: r.caseId },
    itemNumber: r.itemNumber,
    rightType: r.rightType as IprRightType,
    rightNumber: r.rightNumber,
    description: r.description,
    validUntil: r.validUntil,
  }),
  fields: (i) => ({
    rightType: i.rightType,
    rightNumber: i.rightNumber,
    description: i.description,
    validUntil: i.validUntil,
  }),
};

export const GOODS: EntryList<GoodsRow, GoodsFields, IprGoods> = {
  table: iprGoods,
  entity: 'ipr_goods',
  present: (r) => ({
    id: r.id,
    iprCase: { id: r.caseId },
    itemNumber: r.itemNumber,
    description: r.description,
    tariffCode: r.tariffCode,
    distinguishingFeatures: r.distinguishingFeatures,
  }),
  fields: (i) => ({
    description: i.description,
    tariffCode: i.tariffCode,
    distinguishingFeatures: i.distinguishingFeatures,
  }),
};

// The two tables share their id, case and position columns; the list's table is used through one of them.
const columnsOf = (list: { table: typeof iprRights | typeof iprGoods }) => list.table as typeof iprRights;

async function rowsOfCase<Row>(db: Db, list: { table: typeof iprRights | typeof iprGoods }, caseId: number) {
  const t = columnsOf(list);
  const rows = await db.select().from(t).where(eq(t.caseId, caseId)).orderBy(asc(t.itemNumber));
  return rows as unknown as Row[];
}

/** `GET ipr_rights|ipr_goods/by_ipr_case_id/{id}`: the entries of a case the caller may see, by position. */
export async function entriesOfCase<Row extends { id: number; caseId: number; itemNumber: number }, Fields, Out>(
  db: Db,
  auth: AuthContext,
  list: EntryList<Row, Fields, Out>,
  caseId: number,
): Promise<Out[]> {
  const row = await iprCaseForRead(db, auth, caseId);
  return (await rowsOfCase<Row>(db, list, row.id)).map(list.present);
}

async function changeEntry<Row extends { id: number; caseId: number; itemNumber: number }, Fields, Out>(
  tx: Db,
  actor: Actor,
  list: EntryList<Row, Fields, Out>,
  before: Row,
  input: Fields,
): Promise<Out> {
  const t = columnsOf(list);
  const [after] = (await tx
    .update(t)
    .set({ ...(list.fields(input) as object), updatedAt: new Date() })
    .where(eq(t.id, before.id))
    .returning()) as unknown as Row[];
  await writeAudit(tx, { ...actor, action: 'update', entity: list.entity, entityId: after.id, before, after });
  return list.present(after);
}

/** `add_…`: appends the entry, or replaces the one at `itemNumber` (its id and position kept). */
export async function addEntry<Row extends { id: number; caseId: number; itemNumber: number }, Fields, Out>(
  db: Db,
  auth: AuthContext,
  list: EntryList<Row, Fields, Out>,
  input: Fields & { iprCase: { id: number }; itemNumber?: number | null },
  actor: Actor,
): Promise<Out> {
  return db.transaction(async (tx) => {
    const caseRow = await iprCaseForOwnerEdit(tx, auth, input.iprCase.id);
    const rows = await rowsOfCase<Row>(tx, list, caseRow.id);
    const position = positionForAdd(rows.length, input.itemNumber);
    if (position === null) throw conflict(IPR_ERROR.position);
    if (position <= rows.length) return changeEntry(tx, actor, list, rows[position - 1], input);
    if (rows.length >= IPR_ENTRIES_MAX) throw conflict(IPR_ERROR.entriesLimit);
    const [created] = (await tx
      .insert(columnsOf(list))
      .values({ ...(list.fields(input) as RightFields), caseId: caseRow.id, itemNumber: position })
      .returning()) as unknown as Row[];
    await writeAudit(tx, { ...actor, action: 'create', entity: list.entity, entityId: created.id, after: created });
    return list.present(created);
  });
}

/** `save_…`: changes the entry at `itemNumber`, keeping its position; 409 `portal.error` when there is none. */
export async function saveEntry<Row extends { id: number; caseId: number; itemNumber: number }, Fields, Out>(
  db: Db,
  auth: AuthContext,
  list: EntryList<Row, Fields, Out>,
  input: Fields & { iprCase: { id: number }; itemNumber: number },
  actor: Actor,
): Promise<Out> {
  return db.transaction(async (tx) => {
    const caseRow = await iprCaseForOwnerEdit(tx, auth, input.iprCase.id);
    const rows = await rowsOfCase<Row>(tx, list, caseRow.id);
    if (!isPosition(input.itemNumber, rows.length)) throw conflict(IPR_ERROR.position);
    return changeEntry(tx, actor, list, rows[input.itemNumber - 1], input);
  });
}

/** `DELETE ipr_rights|ipr_goods/{id}`: removes the entry; the later ones move up by one. */
export async function deleteEntry<Row extends { id: number; caseId: number; itemNumber: number }, Fields, Out>(
  db: Db,
  auth: AuthContext,
  list: EntryList<Row, Fields, Out>,
  id: number,
  actor: Actor,
): Promise<void> {
  const t = columnsOf(list);
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ caseId: t.caseId }).from(t).where(eq(t.id, id));
    if (!found) throw notFound();
    const caseRow = await iprCaseForOwnerEdit(tx, auth, found.caseId);
    // Read again under the case's lock: a concurrent delete may have moved or removed it.
    const [row] = (await tx.select().from(t).where(eq(t.id, id))) as unknown as Row[];
    if (!row || row.caseId !== caseRow.id) throw notFound();
    await tx.delete(t).where(eq(t.id, id));
    // The unique (case, position) index is checked row by row: the later rows go through negative numbers first.
    const later = and(eq(t.caseId, caseRow.id), gt(t.itemNumber, row.itemNumber));
    await tx
      .update(t)
      .set({ itemNumber: sql`-${t.itemNumber}` })
      .where(later);
    await tx
      .update(t)
      .set({ itemNumber: sql`-${t.itemNumber} - 1` })
      .where(and(eq(t.caseId, caseRow.id), sql`${t.itemNumber} < 0`));
    await writeAudit(tx, { ...actor, action: 'delete', entity: list.entity, entityId: id, before: row });
  });
}

/** How many rights and goods a case holds (the submit check). */
export async function entryCounts(db: Db, caseId: number): Promise<{ rights: number; goods: number }> {
  const count = async (t: typeof iprRights) => {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(eq(t.caseId, caseId));
    return n;
  };
  const rights = await count(iprRights);
  const goods = await count(iprGoods as unknown as typeof iprRights);
  return { rights, goods };
}
