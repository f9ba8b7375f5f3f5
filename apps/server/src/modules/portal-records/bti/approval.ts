import { wallTimeIn } from '@portal/contracts/dates';
import { inEveryLanguage } from '@portal/contracts/multilingual';
import { BTI_ERROR, btiValidTo } from '@portal/contracts/portal-bti';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit/audit';
import { badRequest, conflict } from '../../../platform/errors';
import { caseDocumentRef, issueOfficialPdf } from '../../document-verification';
import type { ApprovalStep } from '../../portal-cases';
import { btis } from '../tables';
import { BTI_COPY, renderBtiDecision } from './bti-pdf';
import { btiRowOfCase, isKnownTariffCode } from './btis';
import { btiImageBytes } from './images';

/** The decision day in the business time zone, `YYYY-MM-DD`. */
function decisionDay(decidedAt: Date, timeZone: string): string {
  const wall = wallTimeIn(decidedAt, timeZone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/**
 * The approval step of a BTI case (in the approval's transaction): the BTI gets the case's number as its
 * reference, the officer's decided code (the decision's `bti`; it may differ from the proposed one) and
 * classification justification, validity from the decision day for three years, and its PDF (an incoming
 * AUTHORITY_OTHER document in the filer's language, with the images of the goods). Without the decided code or the
 * justification: 400 `{ "bti.decidedTariffCode" | "bti.classificationJustification": "generic.required" }`; a code
 * that is not a known tariff in force: 400 `{ "bti.decidedTariffCode": "portal.bti_decided_tariff_unknown" }`. A BTI
 * without its goods or proposed code refuses the approval (409 `portal.bti_records_missing`; submitting already
 * requires them).
 */
export const approveBti: ApprovalStep = async (tx, issue, context) => {
  const { row: caseRow, portalCase, lang, decision } = context;
  const given = decision.bti;
  if (!given) {
    throw badRequest({
      'bti.decidedTariffCode': 'generic.required',
      'bti.classificationJustification': 'generic.required',
    });
  }
  if (!(await isKnownTariffCode(tx, given.decidedTariffCode))) {
    throw badRequest({ 'bti.decidedTariffCode': BTI_ERROR.decidedTariffUnknown });
  }
  const before = await btiRowOfCase(tx, caseRow.id);
  if (!before?.goodsDescription || !before.proposedTariffCode) throw conflict(BTI_ERROR.recordsMissing);
  const validFrom = decisionDay(context.decidedAt, context.timeZone);
  const values = {
    reference: caseRow.number,
    decidedTariffCode: given.decidedTariffCode,
    classificationJustification: given.classificationJustification,
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
  const printed = {
    ...values,
    proposedTariffCode: before.proposedTariffCode,
    goodsDescription: before.goodsDescription,
    commercialName: before.commercialName,
    images: await btiImageBytes(tx, context.storage, caseRow.id),
  };
  const { bytes } = await issueOfficialPdf(
    tx,
    {
      kind: 'BTI',
      number: values.reference,
      issuedAt: context.decidedAt,
      language: lang,
      ref: caseDocumentRef(caseRow.id),
      validUntil: values.validTo,
    },
    (verification) =>
      renderBtiDecision(
        portalCase,
        printed,
        lang,
        { issuer: context.issuer, signer: context.signer, issuedAt: context.decidedAt, timeZone: context.timeZone },
        verification,
      ),
  );
  await issue(caseRow.id, {
    typeCode: 'AUTHORITY_OTHER',
    descriptions: inEveryLanguage((language) => BTI_COPY[language].description(values.reference)),
    fileLanguage: lang,
    fileName: `bti-${values.reference}.pdf`,
    bytes,
  });
};
