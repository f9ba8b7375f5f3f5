import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseType, PortalCase } from '@portal/contracts/portal-cases';
import type { CaseFieldsValues, CreateFormProps, SubjectIds } from './case-kind-view';

/** A kind's create call: the subject and the case's fields in, the created case out. */
type UseCreate = (options: { onSuccess?: (created: PortalCase) => void }) => {
  mutateAsync: (body: SubjectIds & CaseFieldsValues) => Promise<unknown>;
};

/**
 * The create form of a kind whose case starts with the case's fields only (general, BTI, movement certificate):
 * the fields, sent with who the case is about to the kind's create call (`useCreate`, the same hook every render).
 */
export function fieldsCreateForm(caseType: CaseType, useCreate: UseCreate, testId: string) {
  const FieldsCreateForm: ComponentType<CreateFormProps> = ({ subject, back, onCreated, renderFields }) => {
    const { t } = useTranslation();
    const create = useCreate({ onSuccess: (created) => onCreated(created.id) });
    return renderFields({
      caseType,
      submitText: t('portal.create_case', 'Create the case'),
      onSubmit: (values) => create.mutateAsync({ ...subject, ...values }),
      extraActions: back,
      testId,
    });
  };
  return FieldsCreateForm;
}
