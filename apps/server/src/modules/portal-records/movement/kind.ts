import { writeAudit } from '../../../platform/audit/audit';
import type { CaseKind } from '../../portal-cases';
import { movementCertificates } from '../tables';
import { issueMovementCertificate } from './approval';
import { movementRecordsComplete } from './certificate';

/**
 * The MOVEMENT_CERTIFICATE kind: made with its empty certificate, submitted once the certificate's required fields
 * are filled, approved into an issued certificate (its PDF with the QR code of its public display).
 */
export const movementCaseKind: CaseKind<void, 'MOVEMENT_CERTIFICATE'> = {
  code: 'MOVEMENT_CERTIFICATE',
  subTypeField: { create: 'subTypeId', edit: 'subTypeId' },
  createRecords: async (tx, { actor, row }) => {
    const [certificate] = await tx.insert(movementCertificates).values({ caseId: row.id }).returning();
    await writeAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'movement_certificate',
      entityId: certificate.id,
      after: certificate,
    });
  },
  submitCheck: movementRecordsComplete,
  approve: issueMovementCertificate,
  decisionTypeCode: 'DEC_ORIGIN',
};
