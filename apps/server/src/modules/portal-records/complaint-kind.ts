import type { CreateDecisionComplaint, CreateDeclarationComplaint } from '@portal/contracts/portal-records';
import { PROCESSING_ERROR } from '@portal/contracts/portal-processing';
import { conflict } from '../../platform/errors';
import type { CaseKind } from '../portal-cases';
import { complaintRecordsPresent } from './complaint-access';
import { complaintDecisionSections } from './decision-sections';
import { saveDecisionOfCase } from './decisions';
import { insertDeclarations } from './declarations';

/**
 * The COMPLAINT kind: about customs declarations (made with at least one; a declaration refused, by its office or
 * as a duplicate, refuses the whole: 400 `declarations.{i}.{field}`, 409) or about a customs decision (made with
 * it); submitted while it is about one (409 `portal.complaint_records_missing`); nothing granted on approval.
 */
export const complaintCaseKind: CaseKind<CreateDeclarationComplaint | CreateDecisionComplaint, 'COMPLAINT'> = {
  code: 'COMPLAINT',
  subTypeField: { create: 'complaintCase.subTypeId', edit: 'subTypeId' },
  caseColumns: ({ complaintCase }) => ({ customsDeclarationDecision: complaintCase.customsDeclarationDecision }),
  createRecords: async (tx, { auth, actor, row }, input) => {
    if ('declarations' in input) {
      await insertDeclarations(tx, auth, actor, row, input.declarations, (i) => `declarations.${i}.`);
    } else {
      await saveDecisionOfCase(tx, auth, actor, row, input.decision, 'decision.');
    }
  },
  submitCheck: async (tx, row) => {
    if (!(await complaintRecordsPresent(tx, row))) throw conflict(PROCESSING_ERROR.complaintRecordsMissing);
  },
  decisionSections: complaintDecisionSections,
};
