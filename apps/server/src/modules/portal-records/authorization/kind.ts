import { writeAudit } from '../../../platform/audit/audit';
import type { CaseKind } from '../../portal-cases';
import { authorizations, portalLicences } from '../tables';
import { approveAuthorization, authorizationSubmitCheck } from './approval';

/**
 * The AUTHORIZATION kind, an authorization or (`licence`) a licence: made with its empty authorization and licence
 * rows (one of each), submitted once typed with a tariff line, approved into a numbered grant with its PDF.
 */
export const authorizationCaseKind: CaseKind<{ licence: boolean }, 'AUTHORIZATION'> = {
  code: 'AUTHORIZATION',
  subTypeField: { create: 'subTypeId', edit: 'subTypeId' },
  caseColumns: ({ licence }) => ({ licence }),
  createRecords: async (tx, { actor, row }) => {
    const [authorization] = await tx.insert(authorizations).values({ caseId: row.id }).returning();
    const [portalLicence] = await tx.insert(portalLicences).values({ caseId: row.id }).returning();
    await writeAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'authorization',
      entityId: authorization.id,
      after: authorization,
    });
    await writeAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'portal_licence',
      entityId: portalLicence.id,
      after: portalLicence,
    });
  },
  submitCheck: authorizationSubmitCheck,
  approve: approveAuthorization,
  decisionTypeCode: 'DEC_AUTHORIZATION',
};
