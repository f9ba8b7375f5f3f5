import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { subjectChoice } from '@/features/portal/cases/lib/case-subject';
import { CaseWizard } from '@/features/portal/cases/components/case-wizard';
import type { CreateScreenProps } from '@/features/portal/cases/components/create-case-screens';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notifications';
import { IprCreateForm } from './ipr-create-form';

/** `…/create_ipr_case`: the wizard with the IPR case's form and its application for action. */
export function CreateIprCaseScreen({ intermediary, ownName }: CreateScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CaseWizard
      caseType="IPR"
      intermediary={intermediary}
      ownName={ownName}
      renderForm={({ subject, back }) => (
        <IprCreateForm
          subject={subjectChoice(subject)}
          extraActions={back}
          onCreated={(id) => {
            notify.success({
              title: t('generic.success', 'Success'),
              description: t('portal.case_created', 'The case was created as a draft.'),
            });
            void navigate(paths.portalEditCase('ipr', id));
          }}
        />
      )}
    />
  );
}
