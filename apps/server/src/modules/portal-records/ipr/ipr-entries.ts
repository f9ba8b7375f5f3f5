import {
  IPR_ENTRIES_MAX,
  IPR_ERROR,
  type IprGoods,
  type IprRight,
  type IprRightType,
  type addIprGoodsSchema,
  type addIprRightSchema,
} from '@portal/contracts/portal-ipr';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import type { PositionedLines } from '../positioned-lines';
import { iprGoods, iprRights } from '../tables';
import { iprCaseForOwnerEdit, iprCaseForRead } from './ipr-cases';

// The rights and the goods of an IPR case: two lists at 1-based positions (customs-portal spec §4), kept by the
// positioned lines of ../positioned-lines.ts.

type RightRow = typeof iprRights.$inferSelect;
type GoodsRow = typeof iprGoods.$inferSelect;

const iprEntries = {
  caseIdOf: (input: { iprCase: { id: number } }) => input.iprCase.id,
  max: IPR_ENTRIES_MAX,
  limitError: IPR_ERROR.entriesLimit,
  caseForRead: iprCaseForRead,
  caseForEdit: iprCaseForOwnerEdit,
};

export const RIGHTS: PositionedLines<RightRow, IprRight, z.output<typeof addIprRightSchema>> = {
  ...iprEntries,
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

export const GOODS: PositionedLines<GoodsRow, IprGoods, z.output<typeof addIprGoodsSchema>> = {
  ...iprEntries,
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
