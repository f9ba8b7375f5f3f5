import {
  MOVEMENT_ERROR,
  MOVEMENT_LINES_MAX,
  type GoodsFields,
  type MovementGoods,
  type MovementInvoice,
  type addGoodsSchema,
  type addInvoiceSchema,
} from '@portal/contracts/portal-movement';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { lineRows, type PositionedLines } from '../positioned-lines';
import { movementCertificateGoods as goodsTable, movementCertificateInvoices as invoicesTable } from '../tables';
import { requireKnownTariff } from '../tariff/tariffs';
import { movementCaseForEdit, movementCaseForRead } from './access';

// The goods lines and invoices of a movement certificate case at 1-based positions (customs-portal spec §4), kept
// by the positioned lines of ../positioned-lines.ts.

type GoodsRow = typeof goodsTable.$inferSelect;
type InvoiceRow = typeof invoicesTable.$inferSelect;

/** The line's own fields of an add or save (the case and the position left out). */
const ownFields = <F>({ movementCertificateCase: _case, itemNumber: _at, ...fields }: F & MovementLineInput) => fields;
type MovementLineInput = { movementCertificateCase: { id: number }; itemNumber?: number | null };

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

const movementLines = {
  caseIdOf: (input: MovementLineInput) => input.movementCertificateCase.id,
  fields: ownFields,
  max: MOVEMENT_LINES_MAX,
  limitError: MOVEMENT_ERROR.linesLimit,
  caseForRead: movementCaseForRead,
  caseForEdit: movementCaseForEdit,
};

/** The goods lines of a movement certificate case. */
export const GOODS_LINES: PositionedLines<GoodsRow, MovementGoods, z.output<typeof addGoodsSchema>> = {
  ...movementLines,
  table: goodsTable,
  entity: 'movement_certificate_goods',
  present: presentGoods,
  // A goods line's tariff code, when given, is one the tariff knows (400 `tariffCode: portal.invalid_tariff`).
  check: async (tx, fields) => {
    if (typeof fields.tariffCode === 'string') await requireKnownTariff(tx, fields.tariffCode, 'tariffCode');
  },
};

/** The invoices of a movement certificate case. */
export const INVOICE_LINES: PositionedLines<InvoiceRow, MovementInvoice, z.output<typeof addInvoiceSchema>> = {
  ...movementLines,
  table: invoicesTable,
  entity: 'movement_certificate_invoice',
  present: (r) => ({
    id: r.id,
    movementCertificateCase: { id: r.caseId },
    itemNumber: r.itemNumber,
    invoiceNumber: r.invoiceNumber,
    invoiceDate: r.invoiceDate,
    amount: r.amount,
    currency: r.currency,
  }),
};

/** The goods of a case by position (the certificate's PDF and public display). */
export const goodsOfCase = async (db: Db, caseId: number) =>
  (await lineRows<GoodsRow>(db, GOODS_LINES, caseId)).map(presentGoods);

/** The invoices of a case by position (the certificate's PDF, box 10 of the EUR.1). */
export const invoicesOfCase = async (db: Db, caseId: number) =>
  (await lineRows<InvoiceRow>(db, INVOICE_LINES, caseId)).map(INVOICE_LINES.present);

/** Replaces the goods lines of a locked case with `list` at positions 1..n (a declaration loaded). */
export async function replaceGoods(tx: Db, actor: Actor, caseId: number, list: readonly GoodsFields[]): Promise<void> {
  const before = await lineRows<GoodsRow>(tx, GOODS_LINES, caseId);
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
