import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  caseTab,
  CaseQueryState,
  useSavedToast,
  useViewInstead,
  type CasePageProps,
} from '@/features/portal/cases/components/case-pages';
import { CaseScreen } from '@/features/portal/cases/components/case-screen';
import { useEditIprCase } from '../api/edit-ipr-case';
import { useIprApplication } from '../api/get-ipr-application';
import { useIprCase } from '../api/get-ipr-case';
import { ApplicationPanel, IprValidity } from './application-panel';
import { EntriesPanel } from './entries-panel';

/** The records tab of an IPR case: the application for action, its rights and its goods. */
function IprRecords({ caseId, editable }: { caseId: number; editable: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('portal.ipr.application', 'Application for action')}>
        <ApplicationPanel caseId={caseId} editable={editable} />
      </Card>
      <Card size="small" title={t('portal.ipr.rights', 'Intellectual property rights')}>
        <EntriesPanel list="rights" caseId={caseId} editable={editable} />
      </Card>
      <Card size="small" title={t('portal.ipr.goods', 'Goods')}>
        <EntriesPanel list="goods" caseId={caseId} editable={editable} />
      </Card>
    </Flex>
  );
}

/** `…/edit_ipr_case/{id}` and `…/view_ipr_case/{id}`: the case frame with the application, rights and goods. */
export function IprCasePage({ id, mode }: CasePageProps) {
  const { t } = useTranslation();
  const query = useIprCase(id);
  const application = useIprApplication(id);
  const saved = useSavedToast();
  const edit = useEditIprCase({ onSuccess: saved });
  const portalCase = query.data;
  const redirect = useViewInstead(portalCase, mode);
  if (!portalCase) return <CaseQueryState query={query} />;
  if (redirect) return <Navigate to={redirect} replace />;
  const editable = mode === 'edit' && portalCase.allowedActions.includes('edit');
  return (
    <CaseScreen
      portalCase={portalCase}
      mode={mode}
      caseTab={
        <Flex vertical gap={16}>
          <IprValidity application={application.data} />
          {caseTab(portalCase, mode, 'IPR', (values) => edit.mutateAsync({ id, ...values }), t('portal.save', 'Save'))}
        </Flex>
      }
      records={{
        label: t('portal.ipr.records_tab', 'Application, rights and goods'),
        content: () => <IprRecords caseId={id} editable={editable} />,
      }}
    />
  );
}
