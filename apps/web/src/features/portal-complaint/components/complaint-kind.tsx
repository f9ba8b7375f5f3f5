import type { CaseKindCreation, CaseKindView } from '@/shared/portal/case-kind-view';
import { useEditComplaintCase } from '../api/edit-complaint-case';
import { useComplaintCase } from '../api/get-complaint-case';
import { ComplaintCreateForm } from './complaint-create-form';
import { ComplaintRecords } from './complaint-records';

/** `…/edit_complaint_case/{id}` and `…/view_complaint_case/{id}`: the case frame with the complaint's records. */
export const complaintKind: CaseKindView = {
  caseType: 'COMPLAINT',
  useCase: useComplaintCase,
  useEditCase: useEditComplaintCase,
  records: {
    label: (portalCase, t) =>
      portalCase.customsDeclarationDecision
        ? t('portal.tab_declarations', 'Customs declarations')
        : t('portal.tab_decision', 'Decision'),
    Content: ComplaintRecords,
  },
};

/** `…/create_complain_case`: the wizard with the complaint's form (declarations or a decision). */
export const complaintCreation: CaseKindCreation = {
  caseType: 'COMPLAINT',
  Form: ({ subject, back, onCreated }) => (
    <ComplaintCreateForm subject={subject} extraActions={back} onCreated={onCreated} />
  ),
};
