import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { PortalCase } from '@portal/contracts/portal-cases';
import {
  type CasePageProps,
  CaseQueryState,
  caseTab,
  useSavedToast,
  useViewInstead,
} from '@/features/portal/cases/components/case-pages';
import { CaseFieldsForm } from '@/features/portal/cases/components/case-fields-form';
import { CaseScreen, SUB_TAB_PARAM } from '@/features/portal/cases/components/case-screen';
import { CaseWizard } from '@/features/portal/cases/components/case-wizard';
import type { CreateScreenProps } from '@/features/portal/cases/components/create-case-screens';
import { subjectChoice } from '@/features/portal/cases/lib/case-subject';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notifications';
import { useCreateMovementCase, useEditMovementCase, useMovementCase } from '../api/movement-case';
import { CertificateTab } from './certificate-tab';
import { LABELS } from './labels';
import { GoodsTab, InvoicesTab } from './lines-tab';

const SUB_TABS = ['certificate', 'goods', 'invoices'] as const;

/** The records tab: the certificate, its goods and its invoices as sub-tabs (`recordsSubTab` 1–3). */
function MovementRecords({
  portalCase,
  editable,
  subTab,
}: {
  portalCase: PortalCase;
  editable: boolean;
  subTab: number;
}) {
  const caseId = portalCase.id;
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const saved = useSavedToast();
  const active = SUB_TABS[Math.min(subTab, SUB_TABS.length - 1)];
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        next.set(SUB_TAB_PARAM, String(SUB_TABS.indexOf(key as (typeof SUB_TABS)[number]) + 1));
        setParams(next, { replace: true });
      }}
      data-testid="movement-records-tabs"
      items={[
        {
          key: 'certificate',
          label: t(...LABELS.certificate),
          children: (
            <CertificateTab
              caseId={caseId}
              caseNumber={portalCase.number}
              editable={editable}
              canRevoke={portalCase.allowedActions.includes('revoke_certificate')}
              onSaved={saved}
            />
          ),
        },
        {
          key: 'goods',
          label: t(...LABELS.goods),
          children: <GoodsTab caseId={caseId} editable={editable} onSaved={saved} />,
        },
        {
          key: 'invoices',
          label: t(...LABELS.invoices),
          children: <InvoicesTab caseId={caseId} editable={editable} onSaved={saved} />,
        },
      ]}
    />
  );
}

/** `…/edit_movement_certificate_case/{id}` and `…/view_movement_certificate_case/{id}`. */
export function MovementCasePage({ id, mode }: CasePageProps) {
  const { t } = useTranslation();
  const query = useMovementCase(id);
  const saved = useSavedToast();
  const edit = useEditMovementCase({ onSuccess: saved });
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
        'MOVEMENT_CERTIFICATE',
        (values) => edit.mutateAsync({ id, ...values }),
        t('portal.save', 'Save'),
      )}
      records={{
        label: t(...LABELS.tab),
        content: (subTab) => <MovementRecords portalCase={portalCase} editable={editable} subTab={subTab} />,
      }}
    />
  );
}

/** `…/create_movement_certificate_case`: the wizard with the case's form; the certificate is filled on its page. */
export function CreateMovementCaseScreen({ intermediary, ownName }: CreateScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateMovementCase({
    onSuccess: (created) => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('portal.case_created', 'The case was created as a draft.'),
      });
      void navigate(`${paths.portalEditCase('movement_certificate', created.id)}?recordsTab=4`);
    },
  });
  return (
    <CaseWizard
      caseType="MOVEMENT_CERTIFICATE"
      intermediary={intermediary}
      ownName={ownName}
      renderForm={({ subject, back }) => (
        <CaseFieldsForm
          caseType="MOVEMENT_CERTIFICATE"
          submitText={t('portal.create_case', 'Create the case')}
          onSubmit={(values) => create.mutateAsync({ ...subjectChoice(subject), ...values })}
          extraActions={back}
          testId="movement-case-form"
        />
      )}
    />
  );
}
