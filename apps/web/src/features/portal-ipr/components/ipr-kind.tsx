import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CaseKindCreation, CaseKindView } from '@/shared/portal/case-kind-view';
import { useEditIprCase } from '../api/edit-ipr-case';
import { useIprApplication } from '../api/get-ipr-application';
import { useIprCase } from '../api/get-ipr-case';
import { ApplicationPanel, IprValidity } from './application-panel';
import { EntriesPanel } from './entries-panel';
import { IprCreateForm } from './ipr-create-form';

/** The records tab of an IPR case: the application for action, its rights and its goods. */
function IprRecords({ portalCase, editable }: { portalCase: PortalCase; editable: boolean }) {
  const { t } = useTranslation();
  const caseId = portalCase.id;
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

/** Above the case tab: how long the application's protection holds. */
function CaseValidity({ portalCase }: { portalCase: PortalCase }) {
  const application = useIprApplication(portalCase.id);
  return <IprValidity application={application.data} />;
}

/** `…/edit_ipr_case/{id}` and `…/view_ipr_case/{id}`: the case frame with the application, rights and goods. */
export const iprKind: CaseKindView = {
  caseType: 'IPR',
  useCase: useIprCase,
  useEditCase: useEditIprCase,
  CaseTabTop: CaseValidity,
  records: {
    label: (_portalCase, t) => t('portal.ipr.records_tab', 'Application, rights and goods'),
    Content: IprRecords,
  },
};

/** `…/create_ipr_case`: the wizard with the IPR case's form and its application for action. */
export const iprCreation: CaseKindCreation = {
  caseType: 'IPR',
  Form: ({ subject, back, onCreated }) => <IprCreateForm subject={subject} extraActions={back} onCreated={onCreated} />,
};
