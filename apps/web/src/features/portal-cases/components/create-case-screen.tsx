import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';
import type { CaseKindCreation, CreateFormProps } from '@/shared/portal/case-kind-view';
import { fieldsCreateForm } from '@/shared/portal/fields-create-form';
import { kindOf } from '@/shared/portal/case-kinds';
import { notify } from '@/shared/ui/notifications';
import { useCreateGeneralCase } from '../api/create-general-case';
import { subjectChoice } from '../lib/case-subject';
import { CaseFieldsForm } from './case-fields-form';
import { CaseWizard } from './case-wizard';

export type CreateScreenProps = { intermediary: boolean; ownName: string };

/** The general case is created with the case's fields only (sub-type, subject, description). */
export const generalCreation: CaseKindCreation = {
  caseType: 'GENERAL',
  Form: fieldsCreateForm('GENERAL', useCreateGeneralCase, 'general-case-form'),
};

const renderFields: CreateFormProps['renderFields'] = (props) => <CaseFieldsForm {...props} />;

/**
 * `…/create_{kind}_case` of every kind: the wizard (who the case is about), then the kind's form; a created case is
 * said and its edit page opened (on the kind's records tab when the kind fills its records there).
 */
export function CreateCaseScreen({
  intermediary,
  ownName,
  creation,
}: CreateScreenProps & { creation: CaseKindCreation }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { caseType, Form: KindForm, openRecords } = creation;
  const onCreated = (id: PortalCase['id']) => {
    notify.success({
      title: t('generic.success', 'Success'),
      description: t('portal.case_created', 'The case was created as a draft.'),
    });
    const edit = paths.portalEditCase(kindOf(caseType), id);
    void navigate(openRecords ? `${edit}?recordsTab=4` : edit);
  };
  return (
    <CaseWizard
      caseType={caseType}
      intermediary={intermediary}
      ownName={ownName}
      renderForm={({ subject, back }) => (
        <KindForm subject={subjectChoice(subject)} back={back} onCreated={onCreated} renderFields={renderFields} />
      )}
    />
  );
}
