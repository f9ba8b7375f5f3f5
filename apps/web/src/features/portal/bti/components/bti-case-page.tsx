import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import {
  type CasePageProps,
  CaseQueryState,
  caseTab,
  useSavedToast,
  useViewInstead,
} from '@/features/portal/cases/components/case-pages';
import { CaseScreen } from '@/features/portal/cases/components/case-screen';
import { CaseFieldsForm } from '@/features/portal/cases/components/case-fields-form';
import { CaseWizard } from '@/features/portal/cases/components/case-wizard';
import type { CreateScreenProps } from '@/features/portal/cases/components/create-case-screens';
import { subjectChoice } from '@/features/portal/cases/lib/case-subject';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notifications';
import { useCreateBtiCase } from '../api/create-bti-case';
import { useEditBtiCase } from '../api/edit-bti-case';
import { useBtiCase } from '../api/get-bti-case';
import { BtiRecord } from './bti-record';
import { LABELS } from './labels';

/** `…/edit_bti_case/{id}` and `…/view_bti_case/{id}`: the case frame with the BTI as its records tab (read-only in view). */
export function BtiCasePage({ id, mode }: CasePageProps) {
  const { t } = useTranslation();
  const query = useBtiCase(id);
  const saved = useSavedToast();
  const edit = useEditBtiCase({ onSuccess: saved });
  const portalCase = query.data;
  const redirect = useViewInstead(portalCase, mode);
  if (!portalCase) return <CaseQueryState query={query} />;
  if (redirect) return <Navigate to={redirect} replace />;
  const editable = mode === 'edit' && portalCase.allowedActions.includes('edit');
  return (
    <CaseScreen
      portalCase={portalCase}
      mode={mode}
      caseTab={caseTab(
        portalCase,
        mode,
        'BTI',
        (values) => edit.mutateAsync({ id, ...values }),
        t('portal.save', 'Save'),
      )}
      records={{ label: t(...LABELS.tab), content: () => <BtiRecord caseId={id} editable={editable} /> }}
    />
  );
}

/** `…/create_bti_case`: the wizard with the case's form; the BTI itself is filled on the case's page. */
export function CreateBtiCaseScreen({ intermediary, ownName }: CreateScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBtiCase({
    onSuccess: (created) => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('portal.case_created', 'The case was created as a draft.'),
      });
      void navigate(`${paths.portalEditCase('bti', created.id)}?recordsTab=4`);
    },
  });
  return (
    <CaseWizard
      caseType="BTI"
      intermediary={intermediary}
      ownName={ownName}
      renderForm={({ subject, back }) => (
        <CaseFieldsForm
          caseType="BTI"
          submitText={t('portal.create_case', 'Create the case')}
          onSubmit={(values) => create.mutateAsync({ ...subjectChoice(subject), ...values })}
          extraActions={back}
          testId="bti-case-form"
        />
      )}
    />
  );
}
