import { useEffect } from 'react';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { USER_STATUSES } from '@portal/contracts';
import { APPROVAL_DEFAULT_STATUS, APPROVAL_STATUS_FILTER_ALL, type ApprovalRow } from '@portal/contracts/user-admin';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { ListColumn, ListFilter, RowAction } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { APPROVAL_LIST_RESOURCES } from '../api/admin-get-approval';
import { AdminApprovalDrawer } from './admin-approval-drawer';
import { AdminUserStatusTag, userStatusLabel } from './admin-user-status-tag';

export type ApprovalKind = keyof typeof APPROVAL_LIST_RESOURCES;

const STATUS_PARAM = 'filter[status]';

const SCREENS = {
  companies: {
    path: paths.adminCompaniesForApproval,
    title: ['page.admin_auth_companies_for_approval', 'Companies for approval'],
    text: [
      'user.companies_for_approval_text',
      'Companies registered on the portal, by their administrator’s account. Open one to approve, reject, block, enable or disable it.',
    ],
    name: ['party.company_name', 'Company name'],
    number: { field: 'companyUniqueNumber', title: ['party.company_unique_number', 'Company unique number (NUIS)'] },
  },
  individuals: {
    path: paths.adminIndividualsForApproval,
    title: ['page.admin_auth_individuals_for_approval', 'Individuals for approval'],
    text: [
      'user.individuals_for_approval_text',
      'Persons registered on the portal. Open one to approve, reject, block, enable or disable the account.',
    ],
    name: ['user.full_name', 'Name'],
    number: { field: 'personalNumber', title: ['party.personal_number', 'Personal number'] },
  },
} as const satisfies Record<ApprovalKind, unknown>;

/** Without a status in the URL the list shows the accounts awaiting approval; the select shows that too. */
function useDefaultStatus() {
  const [search, setSearch] = useSearchParams();
  const missing = !search.get(STATUS_PARAM);
  useEffect(() => {
    if (missing) {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(STATUS_PARAM, APPROVAL_DEFAULT_STATUS);
          return next;
        },
        { replace: true },
      );
    }
  }, [missing, setSearch]);
  return missing;
}

/** `/admin/auth/companies_for_approval/{id?}` and `/admin/auth/individuals_for_approval/{id?}`. */
export function AdminApprovalScreen({ kind }: { kind: ApprovalKind }) {
  const { t } = useTranslation();
  const screen = SCREENS[kind];
  const title = t(...screen.title);
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(screen.path);
  const waiting = useDefaultStatus();

  const columns: ListColumn<ApprovalRow>[] = [
    { field: 'id', title: ['admin.id', 'ID'], sortable: true, width: 70 },
    {
      field: 'name',
      title: screen.name,
      sortable: true,
      render: (r) =>
        (kind === 'companies' ? r.companyName : [r.firstName, r.lastName].filter(Boolean).join(' ')) || '—',
    },
    { field: screen.number.field, title: screen.number.title, sortable: true },
    { field: 'username', title: ['user.username', 'Username'], sortable: true },
    { field: 'email', title: ['user.email', 'E-mail'], sortable: true },
    {
      field: 'status',
      title: ['user.status', 'Status'],
      sortable: true,
      render: (r) => <AdminUserStatusTag status={r.status} />,
    },
    { field: 'createdAt', title: ['user.created_at', 'Registered'], sortable: true, kind: 'dateTime', width: 150 },
  ];

  const filters: ListFilter[] = [
    {
      name: 'status',
      label: ['user.status', 'Status'],
      kind: 'select',
      source: {
        options: [
          { value: APPROVAL_STATUS_FILTER_ALL, label: t('user.status_all', 'All statuses') },
          ...USER_STATUSES.map((s) => ({ value: s, label: userStatusLabel(s, t) })),
        ],
      },
    },
    { name: 'name', label: screen.name, kind: 'text' },
    { name: screen.number.field, label: screen.number.title, kind: 'text' },
    { name: 'username', label: ['user.username', 'Username'], kind: 'text' },
    { name: 'email', label: ['user.email', 'E-mail'], kind: 'text' },
  ];

  const rowActions: RowAction<ApprovalRow>[] = [
    { key: 'open', label: ['user.open', 'Open'], icon: <EyeOutlined />, onClick: (r) => open(r.id) },
  ];

  return (
    <>
      {!waiting && (
        <ListScreen<ApprovalRow>
          resource={APPROVAL_LIST_RESOURCES[kind]}
          title={title}
          description={t(...screen.text)}
          columns={columns}
          filters={filters}
          rowActions={rowActions}
        />
      )}
      {typeof editing === 'number' && <AdminApprovalDrawer key={editing} id={editing} onClose={close} />}
    </>
  );
}
