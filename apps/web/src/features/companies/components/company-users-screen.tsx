import { CheckCircleOutlined, ClockCircleOutlined, PoweroffOutlined, StopOutlined } from '@ant-design/icons';
import { USER_STATUSES } from '@portal/contracts';
import type { CompanyUser, CompanyUserAction } from '@portal/contracts/companies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { ListColumn, ListFilter, RowAction, Text } from '@/shared/admin-kit/types';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { COMPANY_USERS_RESOURCE } from '../api/company-users';
import { AddCompanyUserModal } from './add-company-user-modal';
import { ACTION_TITLES, CompanyUserActionModal } from './company-user-action-modal';
import { CompanyUserStatus } from './company-user-status';

const LABELS = {
  username: ['profile.username', 'Username'],
  email: ['profile.email', 'E-mail'],
  phone: ['profile.phone', 'Phone'],
  status: ['profile.status', 'Status'],
  createdAt: ['companies.created_at', 'Added'],
} as const satisfies Record<string, Text>;

const ICONS: Record<CompanyUserAction, React.ReactNode> = {
  deactivate: <PoweroffOutlined />,
  enable: <CheckCircleOutlined />,
  disable: <ClockCircleOutlined />,
  block: <StopOutlined />,
};

/** `/user/company_users`: the administrator adds, deactivates, enables, disables and blocks the company's users. */
export function CompanyUsersScreen({ companyName }: { companyName?: string }) {
  const { t } = useTranslation();
  const title = t('page.user_company_users', 'Company users');
  useDocumentTitle(title);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<{ user: CompanyUser; action: CompanyUserAction } | null>(null);

  const columns: ListColumn<CompanyUser>[] = [
    { field: 'username', title: LABELS.username, sortable: true },
    { field: 'email', title: LABELS.email, sortable: true, ellipsis: true },
    { field: 'phone', title: LABELS.phone },
    {
      field: 'status',
      title: LABELS.status,
      sortable: true,
      width: 200,
      render: (u) => <CompanyUserStatus user={u} />,
    },
    { field: 'createdAt', title: LABELS.createdAt, sortable: true, kind: 'dateTime', width: 150 },
  ];
  const filters: ListFilter[] = [
    { name: 'username', label: LABELS.username, kind: 'text' },
    {
      name: 'status',
      label: LABELS.status,
      kind: 'select',
      source: {
        options: USER_STATUSES.filter((s) => ['APPROVED', 'DISABLED', 'BLOCKED'].includes(s)).map((s) => ({
          value: s,
          label: t(`user_status.${s}`, s),
        })),
      },
    },
  ];
  const rowActions: RowAction<CompanyUser>[] = (['deactivate', 'disable', 'block', 'enable'] as const).map(
    (action) => ({
      key: action,
      label: ACTION_TITLES[action],
      icon: ICONS[action],
      hidden: (user) => !user.actions.includes(action),
      onClick: (user) => setPending({ user, action }),
    }),
  );

  return (
    <>
      <ListScreen<CompanyUser>
        resource={COMPANY_USERS_RESOURCE}
        title={title}
        description={companyName}
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        onNew={() => setAdding(true)}
      />
      <AddCompanyUserModal open={adding} onClose={() => setAdding(false)} />
      {pending && (
        <CompanyUserActionModal
          key={`${pending.user.id}-${pending.action}`}
          user={pending.user}
          action={pending.action}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
