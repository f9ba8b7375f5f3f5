import { POSITION_ERROR, isPosition, positionForAdd } from '@portal/contracts/positions';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import type { SignedInContext } from '../../platform/http/context';
import type { CaseCaller, CaseRow } from '../portal-cases';

// The lines of a case's record at 1-based positions (customs-portal spec §4: a movement certificate's goods and
// invoices, an IPR application's rights and goods), by the rules of @portal/contracts/positions: adding with an
// itemNumber replaces that slot (the row keeps its id), without one appends; saving keeps the position; removing
// renumbers the later lines. Every change runs with the case row locked (its owner, editable), so the positions
// stay 1..n; an itemNumber that names no line is 409 `portal.error`.

/** What every positioned line row has. */
export type LineRow = { id: number; caseId: number; itemNumber: number };

/** A table of positioned lines: its id, case and position columns (unique per case and position). */
export type LineTable = PgTable & { id: AnyPgColumn; caseId: AnyPgColumn; itemNumber: AnyPgColumn };

/** What an add or save of a line carries besides the line's own fields: its case and (for add, maybe) its slot. */
export type LineInput = { itemNumber?: number | null };

/** What differs between two kinds of lines. */
export type PositionedLines<Row extends LineRow, Out, Input extends LineInput> = {
  table: LineTable;
  /** The audit rows' entity. */
  entity: string;
  present: (row: Row) => Out;
  /** The case an input names. */
  caseIdOf: (input: Input) => number;
  /** Only the line's own fields of an input (the case and position left out). */
  fields: (input: Input) => Record<string, unknown>;
  /** How many lines a case may hold, and the 409 past it. */
  max: number;
  limitError: string;
  /** The case of the lines for a read (404 unless the caller sees it) and locked for its owner's change. */
  caseForRead: (db: Db, auth: CaseCaller, caseId: number) => Promise<CaseRow>;
  caseForEdit: (tx: Db, auth: CaseCaller, caseId: number) => Promise<CaseRow>;
  /** What the kind checks of a line's fields against stored data before an add or save (a 400 on a field). */
  check?: (tx: Db, fields: Record<string, unknown>) => Promise<void>;
};

// A line table is used through its id, case and position columns; the rest of a row is the kind's own.
type Lines<Row extends LineRow> = PositionedLines<Row, unknown, never>;

/** The lines of a case by position. */
export async function lineRows<Row extends LineRow>(db: Db, lines: { table: LineTable }, caseId: number) {
  const t = lines.table;
  const rows = await db.select().from(t).where(eq(t.caseId, caseId)).orderBy(asc(t.itemNumber));
  return rows as unknown as Row[];
}

async function updateLine<Row extends LineRow>(tx: Db, lines: Lines<Row>, id: number, fields: object) {
  const t = lines.table;
  const [after] = await tx
    .update(t)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(t.id, id))
    .returning();
  return after as unknown as Row;
}

/** `GET …/by_…_case_id/{id}`: the lines of a case the caller may see, by position. */
export async function linesOfReadableCase<Row extends LineRow, Out, Input extends LineInput>(
  { db, caller: { account: auth } }: SignedInContext,
  lines: PositionedLines<Row, Out, Input>,
  caseId: number,
): Promise<Out[]> {
  const row = await lines.caseForRead(db, auth, caseId);
  return (await lineRows<Row>(db, lines, row.id)).map(lines.present);
}

/** `add_…`: appends the line, or replaces the one at `itemNumber` (its id and position kept). */
export async function addLine<Row extends LineRow, Out, Input extends LineInput>(
  { db, caller: { account: auth, actor } }: SignedInContext,
  lines: PositionedLines<Row, Out, Input>,
  input: Input,
): Promise<Out> {
  return db.transaction(async (tx) => {
    const caseRow = await lines.caseForEdit(tx, auth, lines.caseIdOf(input));
    const rows = await lineRows<Row>(tx, lines, caseRow.id);
    const position = positionForAdd(rows.length, input.itemNumber);
    if (position === null) throw conflict(POSITION_ERROR);
    const slot = rows.find((r) => r.itemNumber === position);
    if (!slot && rows.length >= lines.max) throw conflict(lines.limitError);
    const fields = lines.fields(input);
    await lines.check?.(tx, fields);
    const saved = slot
      ? await updateLine(tx, lines, slot.id, fields)
      : ((
          await tx
            .insert(lines.table)
            .values({ ...fields, caseId: caseRow.id, itemNumber: position } as never)
            .returning()
        )[0] as unknown as Row);
    await writeAudit(tx, {
      ...actor,
      action: slot ? 'update' : 'create',
      entity: lines.entity,
      entityId: saved.id,
      before: slot ?? null,
      after: saved,
    });
    return lines.present(saved);
  });
}

/** `save_…`: changes the line at `itemNumber`, keeping its position; 409 `portal.error` when there is none. */
export async function saveLine<Row extends LineRow, Out, Input extends LineInput>(
  { db, caller: { account: auth, actor } }: SignedInContext,
  lines: PositionedLines<Row, Out, Input>,
  input: Input & { itemNumber: number },
): Promise<Out> {
  return db.transaction(async (tx) => {
    const caseRow = await lines.caseForEdit(tx, auth, lines.caseIdOf(input));
    const rows = await lineRows<Row>(tx, lines, caseRow.id);
    if (!isPosition(input.itemNumber, rows.length)) throw conflict(POSITION_ERROR);
    const before = rows[input.itemNumber - 1];
    const fields = lines.fields(input);
    await lines.check?.(tx, fields);
    const after = await updateLine(tx, lines, before.id, fields);
    await writeAudit(tx, { ...actor, action: 'update', entity: lines.entity, entityId: after.id, before, after });
    return lines.present(after);
  });
}

/** `DELETE …/{id}`: removes the line; the later ones move up by one. */
export async function deleteLine<Row extends LineRow, Out, Input extends LineInput>(
  { db, caller: { account: auth, actor } }: SignedInContext,
  lines: PositionedLines<Row, Out, Input>,
  id: number,
): Promise<void> {
  const t = lines.table;
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ caseId: t.caseId }).from(t).where(eq(t.id, id));
    if (!found) throw notFound();
    const caseRow = await lines.caseForEdit(tx, auth, found.caseId as number);
    // Read again under the case's lock: a concurrent delete may have moved or removed it.
    const [row] = (await tx.select().from(t).where(eq(t.id, id))) as unknown as Row[];
    if (!row || row.caseId !== caseRow.id) throw notFound();
    await tx.delete(t).where(eq(t.id, id));
    // The unique (case, position) index is checked row by row: the later rows go through negative numbers first.
    await tx
      .update(t)
      .set({ itemNumber: sql`-${t.itemNumber}` })
      .where(and(eq(t.caseId, caseRow.id), gt(t.itemNumber, row.itemNumber)));
    await tx
      .update(t)
      .set({ itemNumber: sql`-${t.itemNumber} - 1` })
      .where(and(eq(t.caseId, caseRow.id), lt(t.itemNumber, 0)));
    await writeAudit(tx, { ...actor, action: 'delete', entity: lines.entity, entityId: id, before: row });
  });
}
