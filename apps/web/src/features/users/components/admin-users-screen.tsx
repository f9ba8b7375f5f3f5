import { useTranslation } from 'react-i18next';
import { USER_STATUSES, LANGUAGES } from '@portal/contracts';
import { userUpdateSchema, type AdminUser } from '@portal/contracts/user-admin';
import { EditableListScreen } from '@/shared/admin-kit/editable-list-screen';
import type { FormField, ListColumn, ListFilter } from '@/shared/admin-kit/types';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { AdminUserStatusTag, userStatusLabel } from './admin-user-status-tag';

const RESOURCE = 'users';

/**
 * `/admin/auth/users/{id?}`: every account; staff change the e-mail, phone and language (never the password or
 * status) and delete an account without history (the server says which; it also keeps the last administrator).
 */
export function AdminUsersScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_users', 'Users');
  useDocumentTitle(title);

  const columns: ListColumn<AdminUser>[] = [
    { field: 'id', title: ['admin.id', 'ID'], sortable: true, width: 70 },
    { field: 'username', title: ['user.username', 'Username'], sortable: true },
    { field: 'email', title: ['user.email', 'E-mail'], sortable: true },
    { field: 'phone', title: ['user.phone', 'Phone'] },
    { field: 'lang', title: ['language.label', 'Language'], width: 90, render: (u) => u.lang.toUpperCase() },
    {
      field: 'status',
      title: ['user.status', 'Status'],
      sortable: true,
      render: (u) => <AdminUserStatusTag status={u.status} />,
    },
    { field: 'createdAt', title: ['user.created_at', 'Registered'], sortable: true, kind: 'dateTime', width: 150 },
  ];
  const filters: ListFilter[] = [
    { name: 'username', label: ['user.username', 'Username'], kind: 'text' },
    { name: 'email', label: ['user.email', 'E-mail'], kind: 'text' },
    {
      name: 'status',
      label: ['user.status', 'Status'],
      kind: 'select',
      source: { options: USER_STATUSES.map((s) => ({ value: s, label: userStatusLabel(s, t) })) },
    },
  ];
  const fields: FormField[] = [
    {
      name: 'username',
      label: ['user.username', 'Username'],
      kind: 'text',
      lockedHelp: ['user.username_locked', 'The username identifies the account; it is not changed.'],
    },
    { name: 'email', label: ['user.email', 'E-mail'], kind: 'text' },
    { name: 'phone', label: ['user.phone', 'Phone'], kind: 'text' },
    {
      name: 'lang',
      label: ['language.label', 'Language'],
      kind: 'select',
      source: { options: LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`, l) })) },
    },
  ];
  return (
    <EditableListScreen<AdminUser>
      resource={RESOURCE}
      title={title}
      description={t(
        'user.users_text',
        'Every account of the portal. Approvals, blocking and disabling are done on the companies and individuals for approval.',
      )}
      columns={columns}
      filters={filters}
      path={paths.adminUsers}
      fields={fields}
      schema={userUpdateSchema}
      deletable={(u) => u.deletable === true}
    />
  );
}
