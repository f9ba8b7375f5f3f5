import {
  MOVEMENT_ERROR,
  MOVEMENT_LINES_MAX,
  type AddGoods,
  type AddInvoice,
  type GoodsFields,
  type InvoiceFields,
  type MovementGoods,
  type MovementInvoice,
  type SaveGoods,
  type SaveInvoice,
} from '@portal/contracts/portal-movement';
import { isPosition, positionForAdd, removeAtPosition } from '@portal/contracts/positions';
import { asc, eq, sql } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import { movementCertificateGoods as goodsTable, movementCertificateInvoices as invoicesTable } from '../tables';
import { movementCaseForEdit, movementCaseForRead } from './access';

// The goods lines and invoices of a movement certificate case at 1-based positions (customs-portal spec §4), by
// the rules of @portal/contracts/positions: adding with an itemNumber replaces that slot (the row keeps its id),
// without one appends; saving keeps the position; removing renumbers the later entries. Every change runs with the
// case row locked; an itemNumber that names no entry is 409 `portal.error`.

type GoodsRow = typeof goodsTable.$inferSelect;
type InvoiceRow = typeof invoicesTable.$inferSelect;
type LineTable = typeof goodsTable | typeof invoicesTable;
type Add<F> = F & { movementCertificateCase: { id: number }; itemNumber?: number | null };
type Save<F> = F & { movementCertificateCase: { id: number }; itemNumber: number };

const presentGoods = (r: GoodsRow): MovementGoods => ({
  id: r.id,
  movementCertificateCase: { id: r.caseId },
  itemNumber: r.itemNumber,
  marksAndNumbers: r.marksAndNumbers,
  packages: r.packages,
  description: r.description,
  tariffCode: r.tariffCode,
  grossMass: r.grossMass,
  quantity: r.quantity,
  unit: r.unit,
});

const presentInvoice = (r: InvoiceRow): MovementInvoice => ({
  id: r.id,
  movementCertificateCase: { id: r.caseId },
  itemNumber: r.itemNumber,
  invoiceNumber: r.invoiceNumber,
  invoiceDate: r.invoiceDate,
  amount: r.amount,
  currency: r.currency,
});

const goodsRows = (db: Db, caseId: number) =>
  db.select().from(goodsTable).where(eq(goodsTable.caseId, caseId)).orderBy(asc(goodsTable.itemNumber));
const invoiceRows = (db: Db, caseId: number) =>
  db.select().from(invoicesTable).where(eq(invoicesTable.caseId, caseId)).orderBy(asc(invoicesTable.itemNumber));

export const goodsOfCase = async (db: Db, caseId: number) => (await goodsRows(db, caseId)).map(presentGoods);

/**
 * Writes new positions for rows of one case in two steps (through negative numbers), so the unique index
 * (case_id, item_number), checked row by row, never sees two rows at one number.
 */
async function writePositions(tx: Db, table: LineTable, moves: Array<{ id: number; itemNumber: number }>) {
  for (const m of moves) await tx.execute(sql`update ${table} set item_number = ${-m.itemNumber} where id = ${m.id}`);
  for (const m of moves) await tx.execute(sql`update ${table} set item_number = ${m.itemNumber} where id = ${m.id}`);
}

/** Removes the row `id` of a locked case and renumbers the later ones (removeAtPosition). */
async function removeLine(
  tx: Db,
  table: LineTable,
  rows: Array<{ id: number; itemNumber: number }>,
  id: number,
): Promise<void> {
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound();
  const after = removeAtPosition(rows, row.itemNumber);
  if (!after) throw conflict(MOVEMENT_ERROR.position);
  await tx.execute(sql`delete from ${table} where id = ${id}`);
  const moved = after.filter((r) => rows.find((b) => b.id === r.id)?.itemNumber !== r.itemNumber);
  await writePositions(tx, table, moved);
}

// --- Goods ---------------------------------------------------------------------------------------

export async function goodsOfReadableCase(db: Db, auth: AuthContext, caseId: number): Promise<MovementGoods[]> {
  const row = await movementCaseForRead(db, auth, caseId);
  return goodsOfCase(db, row.id);
}

export async function addGoods(db: Db, auth: AuthContext, input: Add<GoodsFields> & AddGoods, actor: Actor) {
  const { movementCertificateCase, itemNumber, ...fields } = input;
  return db.transaction(async (tx) => {
    const caseRow = await movementCaseForEdit(tx, auth, movementCertificateCase.id);
    const rows = await goodsRows(tx, caseRow.id);
    const position = positionForAdd(rows.length, itemNumber);
    if (position === null) throw conflict(MOVEMENT_ERROR.position);
    const slot = rows.find((r) => r.itemNumber === position);
    if (!slot && rows.length >= MOVEMENT_LINES_MAX) throw conflict(MOVEMENT_ERROR.linesLimit);
    const [saved] = slot
      ? await tx
          .update(goodsTable)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(goodsTable.id, slot.id))
          .returning()
      : await tx
          .insert(goodsTable)
          .values({ ...fields, caseId: caseRow.id, itemNumber: position })
          .returning();
    const action = slot ? 'update' : 'create';
    await writeAudit(tx, {
      ...actor,
      action,
      entity: 'movement_certificate_goods',
      entityId: saved.id,
      before: slot ?? null,
      after: saved,
    });
    return presentGoods(saved);
  });
}

export async function saveGoods(db: Db, auth: AuthContext, input: Save<GoodsFields> & SaveGoods, actor: Actor) {
  const { movementCertificateCase, itemNumber, ...fields } = input;
  return db.transaction(async (tx) => {
    const caseRow = await movementCaseForEdit(tx, auth, movementCertificateCase.id);
    const rows = await goodsRows(tx, caseRow.id);
    if (!isPosition(itemNumber, rows.length)) throw conflict(MOVEMENT_ERROR.position);
    const before = rows.find((r) => r.itemNumber === itemNumber)!;
    const [saved] = await tx
      .update(goodsTable)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(goodsTable.id, before.id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'movement_certificate_goods',
      entityId: saved.id,
      before,
      after: saved,
    });
    return presentGoods(saved);
  });
}

export async function deleteGoods(db: Db, auth: AuthContext, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(goodsTable).where(eq(goodsTable.id, id));
    if (!found) throw notFound();
    const caseRow = await movementCaseForEdit(tx, auth, found.caseId);
    await removeLine(tx, goodsTable, await goodsRows(tx, caseRow.id), id);
    await writeAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'movement_certificate_goods',
      entityId: id,
      before: found,
    });
  });
}

/** Replaces the goods lines of a locked case with `list` at positions 1..n (a declaration loaded). */
export async function replaceGoods(tx: Db, actor: Actor, caseId: number, list: readonly GoodsFields[]): Promise<void> {
  const before = await goodsRows(tx, caseId);
  await tx.delete(goodsTable).where(eq(goodsTable.caseId, caseId));
  const rows =
    list.length === 0
      ? []
      : await tx
          .insert(goodsTable)
          .values(list.map((g, i) => ({ ...g, caseId, itemNumber: i + 1 })))
          .returning();
  await writeAudit(tx, {
    ...actor,
    action: 'update',
    entity: 'movement_certificate_goods',
    entityId: caseId,
    before,
    after: rows,
  });
}

// --- Invoices ------------------------------------------------------------------------------------

export async function invoicesOfReadableCase(db: Db, auth: AuthContext, caseId: number): Promise<MovementInvoice[]> {
  const row = await movementCaseForRead(db, auth, caseId);
  return (await invoiceRows(db, row.id)).map(presentInvoice);
}

export async function addInvoice(db: Db, auth: AuthContext, input: Add<InvoiceFields> & AddInvoice, actor: Actor) {
  const { movementCertificateCase, itemNumber, ...fields } = input;
  return db.transaction(async (tx) => {
    const caseRow = await movementCaseForEdit(tx, auth, movementCertificateCase.id);
    const rows = await invoiceRows(tx, caseRow.id);
    const position = positionForAdd(rows.length, itemNumber);
    if (position === null) throw conflict(MOVEMENT_ERROR.position);
    const slot = rows.find((r) => r.itemNumber === position);
    if (!slot && rows.length >= MOVEMENT_LINES_MAX) throw conflict(MOVEMENT_ERROR.linesLimit);
    const [saved] = slot
      ? await tx
          .update(invoicesTable)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(invoicesTable.id, slot.id))
          .returning()
      : await tx
          .insert(invoicesTable)
          .values({ ...fields, caseId: caseRow.id, itemNumber: position })
          .returning();
    const action = slot ? 'update' : 'create';
    await writeAudit(tx, {
      ...actor,
      action,
      entity: 'movement_certificate_invoice',
      entityId: saved.id,
      before: slot ?? null,
      after: saved,
    });
    return presentInvoice(saved);
  });
}

export async function saveInvoice(db: Db, auth: AuthContext, input: Save<InvoiceFields> & SaveInvoice, actor: Actor) {
  const { movementCertificateCase, itemNumber, ...fields } = input;
  return db.transaction(async (tx) => {
    const caseRow = await movementCaseForEdit(tx, auth, movementCertificateCase.id);
    const rows = await invoiceRows(tx, caseRow.id);
    if (!isPosition(itemNumber, rows.length)) throw conflict(MOVEMENT_ERROR.position);
    const before = rows.find((r) => r.itemNumber === itemNumber)!;
    const [saved] = await tx
      .update(invoicesTable)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(invoicesTable.id, before.id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'movement_certificate_invoice',
      entityId: saved.id,
      before,
      after: saved,
    });
    return presentInvoice(saved);
  });
}

export async function deleteInvoice(db: Db, auth: AuthContext, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(invoicesTable).where(eq(invoicesTable.id, id));
    if (!found) throw notFound();
    const caseRow = await movementCaseForEdit(tx, auth, found.caseId);
    await removeLine(tx, invoicesTable, await invoiceRows(tx, caseRow.id), id);
    await writeAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'movement_certificate_invoice',
      entityId: id,
      before: found,
    });
  });
}
