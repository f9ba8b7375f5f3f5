import { Button, Result } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { CaseType, PortalCase } from '@portal/contracts/portal-cases';
import { isApiError } from '@/shared/api/api-error';
import { useComplaintCase } from '@/features/portal/complaint/api/get-complaint-case';
import { useEditComplaintCase } from '@/features/portal/complaint/api/edit-complaint-case';
import { ComplaintRecords } from '@/features/portal/complaint/components/complaint-records';
import { paths } from '@/shared/config/paths';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';
import { LinkButton } from '@/shared/ui/link-button';
import { notify } from '@/shared/ui/notifications';
import { useEditGeneralCase } from '../api/edit-general-case';
import { useGeneralCase } from '../api/get-general-case';
import { kindOf } from '../lib/case-kinds';
import { CaseFieldsForm, type CaseFieldsValues } from './case-fields-form';
import { CaseScreen } from './case-screen';
import { CaseSummary } from './case-summary';

export type CasePageProps = { id: number; mode: 'edit' | 'view' };

/** Loading, a case the caller may not see (404) and a failed read, as the case pages show them. */
export function CaseQueryState({ query }: { query: UseQueryResult<PortalCase> }) {
  const { t } = useTranslation();
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <Result
        status="404"
        title={t('portal.case_not_found', 'No such case')}
        subTitle={t('portal.case_not_found_text', 'The case does not exist or is not yours to see.')}
        extra={
          <LinkButton to={paths.portalHome} type="primary">
            {t('portal.back_to_cases', 'Back to my cases')}
          </LinkButton>
        }
        data-testid="case-not-found"
      />
    );
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('portal.case_load_failed', 'The case could not be loaded.')}
        extra={<Button onClick={() => void query.refetch()}>{t('generic.retry', 'Try again')}</Button>}
        data-testid="case-load-failed"
      />
    );
  }
  return <CenteredSpinner />;
}

/** The edit route of a case whose status no longer allows editing opens its view instead (spec §4), same tabs. */
export function useViewInstead(portalCase: PortalCase | undefined, mode: CasePageProps['mode']): string | null {
  const { search } = useLocation();
  return portalCase && mode === 'edit' && !portalCase.allowedActions.includes('edit')
    ? `${paths.portalViewCase(kindOf(portalCase.caseType), portalCase.id)}${search}`
    : null;
}

export function useSavedToast() {
  const { t } = useTranslation();
  return () =>
    notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
}

/** The case tab: the form while editing, the facts and texts when viewing. */
export function caseTab(
  portalCase: PortalCase,
  mode: CasePageProps['mode'],
  caseType: CaseType,
  save: (values: CaseFieldsValues) => Promise<unknown>,
  saveText: string,
) {
  if (mode === 'view') return <CaseSummary portalCase={portalCase} withTexts />;
  return (
    <>
      <CaseSummary portalCase={portalCase} />
      <div style={{ marginTop: 16 }}>
        <CaseFieldsForm
          key={portalCase.id}
          caseType={caseType}
          portalCase={portalCase}
          submitText={saveText}
          onSubmit={save}
          testId="case-fields"
        />
      </div>
    </>
  );
}

/** `…/edit_general_case/{id}` and `…/view_general_case/{id}`. */
export function GeneralCasePage({ id, mode }: CasePageProps) {
  const { t } = useTranslation();
  const query = useGeneralCase(id);
  const saved = useSavedToast();
  const edit = useEditGeneralCase({ onSuccess: saved });
  const portalCase = query.data;
  const redirect = useViewInstead(portalCase, mode);
  if (!portalCase) return <CaseQueryState query={query} />;
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <CaseScreen
      portalCase={portalCase}
      mode={mode}
      caseTab={caseTab(
        portalCase,
        mode,
        'GENERAL',
        (values) => edit.mutateAsync({ id, ...values }),
        t('portal.save', 'Save'),
      )}
    />
  );
}

/** `…/edit_complaint_case/{id}` and `…/view_complaint_case/{id}`: the general frame with the complaint's records. */
export function ComplaintCasePage({ id, mode }: CasePageProps) {
  const { t } = useTranslation();
  const query = useComplaintCase(id);
  const saved = useSavedToast();
  const edit = useEditComplaintCase({ onSuccess: saved });
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
        'COMPLAINT',
        (values) => edit.mutateAsync({ id, ...values }),
        t('portal.save', 'Save'),
      )}
      records={{
        label: portalCase.customsDeclarationDecision
          ? t('portal.tab_declarations', 'Customs declarations')
          : t('portal.tab_decision', 'Decision'),
        content: () => <ComplaintRecords portalCase={portalCase} editable={editable} />,
      }}
    />
  );
}
