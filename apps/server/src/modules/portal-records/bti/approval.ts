import { wallTimeIn } from '@portal/contracts/dates';
import { BTI_ERROR, btiValidTo } from '@portal/contracts/portal-bti';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit/audit';
import { conflict } from '../../../platform/errors';
import type { ApprovalStep } from '../../portal-cases';
import { btis } from '../tables';
import { BTI_COPY, renderBtiDecision } from './bti-pdf';
import { btiRowOfCase } from './btis';

/** The decision day in the business time zone, `YYYY-MM-DD`. */
function decisionDay(decidedAt: Date, timeZone: string): string {
  const wall = wallTimeIn(decidedAt, timeZone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/**
 * The approval step of a BTI case (in the approval's transaction): the BTI gets the case's number as its
 * reference, the proposed code as the decided one, validity from the decision day for three years, and its PDF
 * (an incoming AUTHORITY_OTHER document in the filer's language). A BTI without its goods or code refuses the
 * approval (409 `portal.bti_records_missing`; submitting already requires them).
 */
export const approveBti: ApprovalStep = async (tx, issue, context) => {
  const { row: caseRow, portalCase, lang } = context;
  const before = await btiRowOfCase(tx, caseRow.id);
  if (!before?.goodsDescription || !before.proposedTariffCode) throw conflict(BTI_ERROR.recordsMissing);
  const validFrom = decisionDay(context.decidedAt, context.timeZone);
  const values = {
    reference: caseRow.number,
    decidedTariffCode: before.proposedTariffCode,
    validFrom,
    validTo: btiValidTo(validFrom),
  };
  const [after] = await tx
    .update(btis)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(btis.id, before.id))
    .returning();
  // The step is the assigned officer's act (the approval's actor).
  await writeAudit(tx, {
    actorId: caseRow.assignedOfficerId,
    actorUsername: null,
    ip: null,
    action: 'approve',
    entity: 'bti',
    entityId: after.id,
    before,
    after,
  });
  const bytes = await renderBtiDecision(
    portalCase,
    {
      ...values,
      proposedTariffCode: before.proposedTariffCode,
      goodsDescription: before.goodsDescription,
      commercialName: before.commercialName,
    },
    lang,
  );
  await issue(caseRow.id, {
    typeCode: 'AUTHORITY_OTHER',
    description: BTI_COPY[lang].description(values.reference),
    fileName: `bti-${values.reference}.pdf`,
    bytes,
  });
};
