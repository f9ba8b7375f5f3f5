import { wallTimeIn } from '@portal/contracts/dates';
import type { Language } from '@portal/contracts/languages';
import { BTI_ERROR, btiValidTo } from '@portal/contracts/portal-bti';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict } from '../../../platform/errors';
import type { CaseRow } from '../../portal-cases';
import { btis } from '../tables';
import { BTI_COPY, renderBtiDecision } from './bti-pdf';
import { btiRowOfCase } from './btis';

/** What the approval step issues: an incoming document with a generated PDF (the processing module's `issue`). */
type Issue = (
  caseId: number,
  input: { typeCode: string; description: string | null; fileName: string; bytes: Buffer },
) => Promise<unknown>;

type Context = { row: CaseRow; portalCase: PortalCase; lang: Language; timeZone: string; decidedAt: Date };

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
export async function approveBti(tx: Db, issue: Issue, context: Context): Promise<void> {
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
}
