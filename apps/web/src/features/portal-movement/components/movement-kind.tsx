import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CaseKindCreation, CaseKindView } from '@/shared/portal/case-kind-view';
import { fieldsCreateForm } from '@/shared/portal/fields-create-form';
import { SUB_TAB_PARAM } from '@/shared/portal/case-kinds';
import { useSavedToast } from '@/shared/portal/saved-toast';
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
export const movementKind: CaseKindView = {
  caseType: 'MOVEMENT_CERTIFICATE',
  useCase: useMovementCase,
  useEditCase: useEditMovementCase,
  records: { label: (_portalCase, t) => t(...LABELS.tab), Content: MovementRecords },
};

/** `…/create_movement_certificate_case`: the wizard with the case's form; the certificate is filled on its page. */
export const movementCreation: CaseKindCreation = {
  caseType: 'MOVEMENT_CERTIFICATE',
  Form: fieldsCreateForm('MOVEMENT_CERTIFICATE', useCreateMovementCase, 'movement-case-form'),
  openRecords: true,
};
