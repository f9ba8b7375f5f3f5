import { useMemo } from 'react';
import { AppstoreAddOutlined } from '@ant-design/icons';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { roleInputSchema, type RoleRow } from '@portal/contracts/page-admin';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { FormField, ListColumn, ListFilter, ObjectSchema } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ACCESS_LABELS as L, isBuiltIn, roleDescriptionLabel, roleRowLabel } from '../lib/access-admin';

const schema = roleInputSchema as unknown as ObjectSchema;
// The server has no `GET /user_roles/new`.
const BLANK_ROLE = { code: '', name: '', description: '' };

const COLUMNS: ListColumn<RoleRow>[] = [
  { field: 'id', title: L.id, sortable: true, width: 80 },
  { field: 'code', title: L.code, sortable: true },
  { field: 'name', title: L.roleName, sortable: true, render: (r) => roleRowLabel(r, i18next.t) },
  {
    field: 'description',
    title: L.description,
    ellipsis: true,
    width: 320,
    render: (r) => roleDescriptionLabel(r, i18next.t),
  },
  { field: 'userCount', title: L.userCount, width: 90 },
  { field: 'pageCount', title: L.pageCount, width: 90 },
];

const FILTERS: ListFilter[] = [
  { name: 'code', label: L.code, kind: 'text' },
  { name: 'name', label: L.roleName, kind: 'text' },
];

const FIELDS: FormField[] = [
  {
    name: 'code',
    label: L.code,
    kind: 'text',
    upperCase: true,
    lockedHelp: ['role.built_in_fixed', 'The code of a built-in role cannot be changed.'],
    help: ['access.role_code_help', 'Capital letters, digits and _, starting with a letter (e.g. TRANSLATOR).'],
  },
  { name: 'name', label: L.roleName, kind: 'text' },
  { name: 'description', label: L.description, kind: 'textarea' },
];

/** `/admin/auth/user_roles/{id?}`: roles; their pages are chosen on the role pages screen. */
export function RolesScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_user_roles', 'Roles');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const { editing, open, close } = useEditRoute(paths.adminRoles);
  const rowActions = useMemo(
    () => [
      {
        key: 'pages',
        label: ['access.role_pages_action', 'Pages of the role'] as const,
        icon: <AppstoreAddOutlined />,
        onClick: (role: RoleRow) => navigate(`${paths.adminRolePages}/${role.id}`),
      },
    ],
    [navigate],
  );

  return (
    <>
      <ListScreen<RoleRow>
        resource="user_roles"
        title={title}
        columns={COLUMNS}
        filters={FILTERS}
        onNew={() => open('new')}
        onEdit={(role) => open(role.id)}
        // Seeded roles are refused by the server; a role with users answers role.in_use.
        deletable={(role) => !isBuiltIn(role, 'code')}
        rowActions={rowActions}
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource="user_roles"
          id={editing}
          title={title}
          fields={FIELDS}
          schema={schema}
          blank={BLANK_ROLE}
          onClose={close}
        />
      )}
    </>
  );
}
