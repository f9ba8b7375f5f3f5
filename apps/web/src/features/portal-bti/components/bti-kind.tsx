import type { CaseKindCreation, CaseKindView } from '@/shared/portal/case-kind-view';
import { fieldsCreateForm } from '@/shared/portal/fields-create-form';
import { useCreateBtiCase } from '../api/create-bti-case';
import { useEditBtiCase } from '../api/edit-bti-case';
import { useBtiCase } from '../api/get-bti-case';
import { BtiRecord } from './bti-record';
import { LABELS } from './labels';

/** `…/edit_bti_case/{id}` and `…/view_bti_case/{id}`: the case frame with the BTI as its records tab (read-only in view). */
export const btiKind: CaseKindView = {
  caseType: 'BTI',
  useCase: useBtiCase,
  useEditCase: useEditBtiCase,
  records: {
    label: (_portalCase, t) => t(...LABELS.tab),
    Content: ({ portalCase, editable }) => <BtiRecord caseId={portalCase.id} editable={editable} />,
  },
};

/** `…/create_bti_case`: the wizard with the case's form; the BTI itself is filled on the case's page. */
export const btiCreation: CaseKindCreation = {
  caseType: 'BTI',
  Form: fieldsCreateForm('BTI', useCreateBtiCase, 'bti-case-form'),
  openRecords: true,
};
