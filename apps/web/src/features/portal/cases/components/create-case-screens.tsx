import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComplaintCreateForm } from '@/features/portal/complaint/components/complaint-create-form';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notifications';
import { useCreateGeneralCase } from '../api/create-general-case';
import { subjectChoice } from '../lib/case-subject';
import { CaseFieldsForm } from './case-fields-form';
import { CaseWizard } from './case-wizard';

export type CreateScreenProps = { intermediary: boolean; ownName: string };

/** `…/create_general_case`: the wizard with the general case's form (sub-type, subject, description). */
export function CreateGeneralCaseScreen({ intermediary, ownName }: CreateScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateGeneralCase({
    onSuccess: (created) => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('portal.case_created', 'The case was created as a draft.'),
      });
      void navigate(paths.portalEditCase('general', created.id));
    },
  });
  return (
    <CaseWizard
      caseType="GENERAL"
      intermediary={intermediary}
      ownName={ownName}
      renderForm={({ subject, back }) => (
        <CaseFieldsForm
          caseType="GENERAL"
          submitText={t('portal.create_case', 'Create the case')}
          onSubmit={(values) => create.mutateAsync({ ...subjectChoice(subject), ...values })}
          extraActions={back}
          testId="general-case-form"
        />
      )}
    />
  );
}

/** `…/create_complain_case`: the wizard with the complaint's form (declarations or a decision). */
export function CreateComplaintCaseScreen({ intermediary, ownName }: CreateScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CaseWizard
      caseType="COMPLAINT"
      intermediary={intermediary}
      ownName={ownName}
      renderForm={({ subject, back }) => (
        <ComplaintCreateForm
          subject={subjectChoice(subject)}
          extraActions={back}
          onCreated={(id) => {
            notify.success({
              title: t('generic.success', 'Success'),
              description: t('portal.case_created', 'The case was created as a draft.'),
            });
            void navigate(paths.portalEditCase('complaint', id));
          }}
        />
      )}
    />
  );
}
