import type { iprApplicationFieldsSchema } from '@portal/contracts/portal-ipr';
import type { z } from 'zod';
import { writeAudit } from '../../../platform/audit/audit';
import type { CaseKind } from '../../portal-cases';
import { iprApplications } from '../tables';
import { iprDecisionSections } from '../decision-sections';
import { approveIprApplication, iprSubmitCheck } from './ipr-approval';

/**
 * The IPR kind (an application for action): made with its application, submitted with at least one right and
 * one goods entry, approved into a numbered application with its validity (the decision PDF is the core's).
 */
export const iprCaseKind: CaseKind<z.output<typeof iprApplicationFieldsSchema>, 'IPR'> = {
  code: 'IPR',
  subTypeField: { create: 'subTypeId', edit: 'subTypeId' },
  createRecords: async (tx, { actor, row }, ipr) => {
    const [application] = await tx
      .insert(iprApplications)
      .values({ caseId: row.id, ...ipr })
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'ipr_application',
      entityId: application.id,
      after: application,
    });
  },
  submitCheck: iprSubmitCheck,
  approve: (tx, _issue, context) => approveIprApplication(tx, context),
  decisionSections: iprDecisionSections,
  decisionTypeCode: 'DEC_IPR',
};
