import {
  type Bti,
  type BtiFields,
  type btiSearchQuerySchema,
  type editBtiSchema,
  type PublicBti,
} from '@portal/contracts/portal-bti';
import type { Paged } from '@portal/contracts/paging';
import { and, count, desc, eq, ilike, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import type { ServiceContext, SignedInContext } from '../../../platform/http/context';
import { loadCaseOfKind, loadOwnCaseOfKind, type CaseCaller, type CaseRow } from '../../portal-cases';
import { btis, tariffs } from '../tables';
import { knownTariff, requireKnownTariff, type TariffRow } from '../tariff/tariffs';
import { btiImagesOfCase } from './images';

type BtiRow = typeof btis.$inferSelect;

/** A BTI case the caller may see (owner, or an officer once submitted); 404 for any other case. */
export const btiCaseForRead = (db: Db, auth: CaseCaller, caseId: number) => loadCaseOfKind(db, auth, 'BTI', caseId);

/** The tariff entry that makes a code known (its exact entry, or its subheading: ../tariff/tariffs.ts). */
async function tariffOfCode(db: Db, code: string | null) {
  return code ? knownTariff(db, code) : undefined;
}

/**
 * Whether a decided code is a known tariff in force: the portal's one tariff lookup, here only, so the BTI follows
 * the tariff rule wherever it is defined.
 */
export async function isKnownTariffCode(db: Db, code: string): Promise<boolean> {
  return (await knownTariff(db, code)) !== undefined;
}

const tariffRef = (tariff: TariffRow | undefined) =>
  tariff
    ? { id: tariff.id, code: tariff.code, labelSQ: tariff.labelSQ, labelEN: tariff.labelEN, labelSR: tariff.labelSR }
    : null;

/**
 * The proposed code: 8 or 10 digits (the schema), known in the tariff (400 `portal.invalid_tariff` otherwise, also
 * for a code no longer in force); empty while a draft.
 */
async function requireUsableCode(db: Db, code: string | null, field: string): Promise<void> {
  if (code) await requireKnownTariff(db, code, field);
}

async function presentBti(db: Db, row: BtiRow): Promise<Bti> {
  const [tariff, decidedTariff, images] = await Promise.all([
    tariffOfCode(db, row.proposedTariffCode),
    tariffOfCode(db, row.decidedTariffCode),
    btiImagesOfCase(db, row.caseId),
  ]);
  return {
    id: row.id,
    btiCase: { id: row.caseId },
    goodsDescription: row.goodsDescription,
    commercialName: row.commercialName,
    proposedTariffCode: row.proposedTariffCode,
    tariff: tariffRef(tariff),
    decidedTariffCode: row.decidedTariffCode,
    decidedTariff: tariffRef(decidedTariff),
    classificationJustification: row.classificationJustification,
    reference: row.reference,
    validFrom: row.validFrom,
    validTo: row.validTo,
    images: images.map(({ attachmentId, fileName }) => ({ attachmentId, fileName })),
  };
}

export async function btiRowOfCase(db: Db, caseId: number): Promise<BtiRow | undefined> {
  const [row] = await db.select().from(btis).where(eq(btis.caseId, caseId));
  return row;
}

/** Inserts the BTI of a new case (one per case, made with it), audited. `prefix` names the fields in a 400. */
export async function insertBtiOfCase(
  tx: Db,
  actor: Actor,
  caseRow: CaseRow,
  fields: BtiFields | null | undefined,
  prefix = 'bti.',
): Promise<BtiRow> {
  const values = fields ?? { goodsDescription: null, commercialName: null, proposedTariffCode: null };
  await requireUsableCode(tx, values.proposedTariffCode, `${prefix}proposedTariffCode`);
  const [row] = await tx
    .insert(btis)
    .values({ ...values, caseId: caseRow.id })
    .returning();
  await writeAudit(tx, { ...actor, action: 'create', entity: 'bti', entityId: row.id, before: null, after: row });
  return row;
}

/** `GET bti/by_bti_case_id/{id}`: the BTI of a case the caller may see. */
export async function btiOfCase({ db, caller: { account: auth } }: SignedInContext, caseId: number): Promise<Bti> {
  const caseRow = await btiCaseForRead(db, auth, caseId);
  const row = await btiRowOfCase(db, caseRow.id);
  if (!row) throw notFound();
  return presentBti(db, row);
}

/** `POST bti/edit_bti`: the owner sets the BTI's fields while the case is editable (empty fields are kept empty). */
export async function editBti(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: z.output<typeof editBtiSchema>,
): Promise<Bti> {
  return db.transaction(async (tx) => {
    const caseRow = await loadOwnCaseOfKind(tx, auth, 'BTI', input.btiCase.id, 'edit');
    await requireUsableCode(tx, input.proposedTariffCode, 'proposedTariffCode');
    const before = await btiRowOfCase(tx, caseRow.id);
    const values = {
      goodsDescription: input.goodsDescription,
      commercialName: input.commercialName,
      proposedTariffCode: input.proposedTariffCode,
    };
    const row = before
      ? (
          await tx
            .update(btis)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(btis.id, before.id))
            .returning()
        )[0]
      : await insertBtiOfCase(tx, actor, caseRow, values, '');
    if (before) {
      await writeAudit(tx, { ...actor, action: 'update', entity: 'bti', entityId: row.id, before, after: row });
    }
    return presentBti(tx, row);
  });
}

/** Whether a BTI case has what submitting needs: the goods description and the proposed code. */
export async function btiRecordsPresent(db: Db, row: Pick<CaseRow, 'id' | 'caseType'>): Promise<boolean> {
  if (row.caseType !== 'BTI') return false;
  const bti = await btiRowOfCase(db, row.id);
  return Boolean(bti?.goodsDescription && bti.proposedTariffCode);
}

/**
 * `GET bti/public_search?code=…&q=…`: approved BTIs whose decided code starts with the digits given and/or in whose
 * goods description, decided code's tariff label (any language) or classification justification every keyword
 * occurs (case-insensitive), newest first, paged; only the BTI itself (reference, both codes, goods, justification,
 * validity), never who holds it nor the commercial name, which is confidential: it names the holder's product and
 * so the holder.
 */
export async function searchPublicBtis(
  { db }: ServiceContext,
  query: z.output<typeof btiSearchQuerySchema>,
): Promise<Paged<PublicBti>> {
  const keywordConditions: SQL[] = query.q.map((word) => {
    const pattern = `%${word}%`;
    return or(
      ilike(btis.goodsDescription, pattern),
      ilike(btis.classificationJustification, pattern),
      ilike(tariffs.labelSQ, pattern),
      ilike(tariffs.labelEN, pattern),
      ilike(tariffs.labelSR, pattern),
    )!;
  });
  // An approved case's status is final; the reference is set by its approval only.
  const where = and(
    isNotNull(btis.reference),
    query.code ? like(btis.decidedTariffCode, `${query.code}%`) : undefined,
    ...keywordConditions,
    sql`${btis.caseId} in (select id from portal_cases where status = 'APPROVED' and case_type = 'BTI')`,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        reference: btis.reference,
        tariffCode: btis.decidedTariffCode,
        proposedTariffCode: btis.proposedTariffCode,
        goodsDescription: btis.goodsDescription,
        classificationJustification: btis.classificationJustification,
        validFrom: btis.validFrom,
        validTo: btis.validTo,
        tariff: {
          id: tariffs.id,
          code: tariffs.code,
          labelSQ: tariffs.labelSQ,
          labelEN: tariffs.labelEN,
          labelSR: tariffs.labelSR,
        },
      })
      .from(btis)
      .leftJoin(tariffs, eq(tariffs.code, btis.decidedTariffCode))
      .where(where)
      .orderBy(desc(btis.validFrom), desc(btis.id))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ total: count() }).from(btis).leftJoin(tariffs, eq(tariffs.code, btis.decidedTariffCode)).where(where),
  ]);
  const content = rows.flatMap((r) =>
    r.reference && r.tariffCode && r.validFrom && r.validTo
      ? [{ ...r, reference: r.reference, tariffCode: r.tariffCode, validFrom: r.validFrom, validTo: r.validTo }]
      : [],
  );
  return { content, totalElements: total };
}
