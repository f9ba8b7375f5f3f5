import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';
import type { CaseKindView } from '@/shared/portal/case-kind-view';
import { kindOf } from '@/shared/portal/case-kinds';
import { useSavedToast } from '@/shared/portal/saved-toast';
import { QueryState } from '@/shared/ui/query-state';
import { LinkButton } from '@/shared/ui/link-button';
import { useEditGeneralCase } from '../api/edit-general-case';
import { useGeneralCase } from '../api/get-general-case';
import { CaseFieldsForm } from './case-fields-form';
import { CaseScreen, type CaseParts } from './case-screen';
import { CaseSummary } from './case-summary';

export type CasePageProps = { id: number; mode: 'edit' | 'view' };

/** The general case: the frame and the case's fields, nothing of its own. */
export const generalKind: CaseKindView = {
  caseType: 'GENERAL',
  useCase: useGeneralCase,
  useEditCase: useEditGeneralCase,
};

/** Loading, a case the caller may not see (404) and a failed read, as the case pages show them. */
function CaseQueryState({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      notFound={{
        title: t('portal.case_not_found', 'No such case'),
        subTitle: t('portal.case_not_found_text', 'The case does not exist or is not yours to see.'),
        extra: (
          <LinkButton to={paths.portalHome} type="primary">
            {t('portal.back_to_cases', 'Back to my cases')}
          </LinkButton>
        ),
        testId: 'case-not-found',
      }}
      failed={{ title: t('portal.case_load_failed', 'The case could not be loaded.'), testId: 'case-load-failed' }}
    />
  );
}

/** The edit route of a case whose status no longer allows editing opens its view instead (spec §4), same tabs. */
function useViewInstead(portalCase: PortalCase | undefined, mode: CasePageProps['mode']): string | null {
  const { search } = useLocation();
  return portalCase && mode === 'edit' && !portalCase.allowedActions.includes('edit')
    ? `${paths.portalViewCase(kindOf(portalCase.caseType), portalCase.id)}${search}`
    : null;
}

/**
 * `…/edit_{kind}_case/{id}` and `…/view_{kind}_case/{id}` of every kind: the case frame with the case tab (its form
 * while editing, its facts when viewing), the parts the app layer hands (documents, forum, history, the officer's
 * actions), and the kind's own records tab (read-only in the view) as the kind's view describes them.
 */
export function KindCasePage({ id, mode, kind, parts }: CasePageProps & { kind: CaseKindView; parts: CaseParts }) {
  const { t } = useTranslation();
  const query = kind.useCase(id);
  const saved = useSavedToast();
  const edit = kind.useEditCase({ onSuccess: saved });
  const portalCase = query.data;
  const redirect = useViewInstead(portalCase, mode);
  if (!portalCase) return <CaseQueryState query={query} />;
  if (redirect) return <Navigate to={redirect} replace />;
  const editable = mode === 'edit' && portalCase.allowedActions.includes('edit');
  const caseTab =
    mode === 'view' ? (
      <CaseSummary portalCase={portalCase} withTexts />
    ) : (
      <>
        <CaseSummary portalCase={portalCase} />
        <div style={{ marginTop: 16 }}>
          <CaseFieldsForm
            key={portalCase.id}
            caseType={kind.caseType}
            portalCase={portalCase}
            submitText={t('portal.save', 'Save')}
            onSubmit={(values) => edit.mutateAsync({ id, ...values })}
            testId="case-fields"
          />
        </div>
      </>
    );
  const { CaseTabTop, records, tabs } = kind;
  return (
    <CaseScreen
      parts={parts}
      portalCase={portalCase}
      mode={mode}
      caseTab={
        CaseTabTop ? (
          <Flex vertical gap={16}>
            <CaseTabTop portalCase={portalCase} />
            {caseTab}
          </Flex>
        ) : (
          caseTab
        )
      }
      records={
        records && {
          label: records.label(portalCase, t),
          content: (subTab) => <records.Content portalCase={portalCase} editable={editable} subTab={subTab} />,
        }
      }
      moreTabs={(tabs ?? []).map((tab) => ({
        key: tab.key,
        label: tab.label(t),
        content: <tab.Content portalCase={portalCase} editable={editable} />,
      }))}
    />
  );
}
