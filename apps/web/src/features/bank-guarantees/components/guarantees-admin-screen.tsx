import { CheckCircleOutlined, CloseCircleOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANK_GUARANTEE_STATUSES,
  type BankGuarantee,
  type BankGuaranteeDecision,
} from '@portal/contracts/bank-guarantees';
import { formatDate } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { ListColumn, ListFilter, RowAction } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { GUARANTEES_RESOURCE } from '../api/keys';
import { DECISION_TITLES, DecisionDialog } from './decision-dialog';
import { GuaranteeDrawer } from './guarantee-drawer';
import { formatMoney } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';
import { LABELS } from './guarantee-form';
import { GuaranteeStatusTag } from './guarantee-status-tag';

type Row = BankGuarantee & { [key: string]: unknown };

/** `/admin/auth/bank_guarantee/{id?}`: every guarantee, the id opens its detail; cancel, invalidate, mark used. */
export function GuaranteesAdminScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_bank_guarantee', 'Bank guarantees');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminBankGuarantee);
  const [deciding, setDeciding] = useState<{ decision: BankGuaranteeDecision; guarantee: BankGuarantee } | null>(null);

  // The status comes early, so it is seen without scrolling on a laptop screen.
  const columns: ListColumn<Row>[] = [
    { field: 'id', title: LABELS.id, sortable: true, width: 70 },
    {
      field: 'status',
      title: LABELS.status,
      sortable: true,
      width: 110,
      render: (g) => <GuaranteeStatusTag status={g.status} />,
    },
    { field: 'guaranteeNumber', title: LABELS.number, sortable: true },
    {
      field: 'username',
      title: LABELS.owner,
      render: (g) => (
        <Flex vertical>
          <span>{g.username ?? '—'}</span>
          {g.companyName && <Typography.Text type="secondary">{g.companyName}</Typography.Text>}
        </Flex>
      ),
    },
    { field: 'bank', title: LABELS.bank, render: (g, lang) => (g.bank ? localized(g.bank, 'label', lang) : '—') },
    {
      field: 'amount',
      title: LABELS.amount,
      sortable: true,
      render: (g) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(g.amount, currentLanguage, g.currency)}</span>,
    },
    {
      // Sorted by the end of the validity, which is what staff look at.
      field: 'validTo',
      title: LABELS.validity,
      sortable: true,
      render: (g) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(g.validFrom)} – {formatDate(g.validTo)}
        </span>
      ),
    },
    { field: 'decidedAt', title: LABELS.decidedAt, sortable: true, kind: 'dateTime', width: 150 },
    { field: 'notes', title: LABELS.notes, ellipsis: true, width: 200 },
  ];

  const filters: ListFilter[] = [
    {
      name: 'status',
      label: LABELS.status,
      kind: 'select',
      source: { options: BANK_GUARANTEE_STATUSES.map((s) => ({ value: s, label: t(s, s) })) },
    },
    { name: 'username', label: ['bank_guarantee.username', 'Username'], kind: 'text' },
    { name: 'company', label: LABELS.companyNumber, kind: 'text' },
    { name: 'bankId', label: LABELS.bank, kind: 'select', source: { resource: 'banks' } },
    { name: 'number', label: LABELS.number, kind: 'text' },
  ];

  const decisionAction = (decision: BankGuaranteeDecision, icon: React.ReactNode): RowAction<Row> => ({
    key: decision,
    label: DECISION_TITLES[decision],
    icon,
    hidden: (g) => g.status !== 'ACTIVE',
    onClick: (g) => setDeciding({ decision, guarantee: g }),
  });
  const rowActions: RowAction<Row>[] = [
    {
      key: 'view',
      label: ['bank_guarantee.open', 'Open the guarantee'],
      icon: <EyeOutlined />,
      onClick: (g) => open(g.id),
    },
    decisionAction('mark_used', <CheckCircleOutlined />),
    decisionAction('cancel', <StopOutlined />),
    decisionAction('invalidate', <CloseCircleOutlined />),
  ];

  return (
    <>
      <ListScreen<Row>
        resource={GUARANTEES_RESOURCE}
        title={title}
        description={t(
          'bank_guarantee.admin_text',
          'Guarantees recorded by traders and persons. An active guarantee can be marked used, cancelled or invalidated; the owner is told by e-mail.',
        )}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
      />
      {typeof editing === 'number' && (
        <GuaranteeDrawer
          key={editing}
          id={editing}
          onClose={close}
          onDecide={(decision, guarantee) => setDeciding({ decision, guarantee })}
        />
      )}
      {deciding && (
        <DecisionDialog
          key={`${deciding.decision}-${deciding.guarantee.id}`}
          decision={deciding.decision}
          guarantee={deciding.guarantee}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
