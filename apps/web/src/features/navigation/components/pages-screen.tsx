import { useMemo, useState } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageInputSchema, type PageRow } from '@portal/contracts/page-admin';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { FormField, ListColumn, ListFilter, ObjectSchema } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { NamedIcon } from '@/shared/ui/named-icon';
import { accessKeys } from '../api/admin-keys';
import { useAllPages } from '../api/get-all-pages';
import { usePageGroups } from '../api/get-page-groups';
import {
  ACCESS_LABELS as L,
  groupOptions,
  groupRowLabel,
  isBuiltIn,
  pageRowLabel,
  systemLabel,
  systemOptions,
} from '../lib/access-admin';
import { PageRolesDialog } from './page-roles-dialog';

const schema = pageInputSchema as unknown as ObjectSchema;

/** `/admin/auth/pages/{id?}`: every page of the portal, its menu entry, its information text and its roles. */
export function PagesScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_pages', 'Pages');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const { editing, open, close } = useEditRoute(paths.adminPages);
  const [rolesOf, setRolesOf] = useState<PageRow | null>(null);
  const groups = usePageGroups();
  const pages = useAllPages(editing !== null);

  const refreshMenu = () => void queryClient.invalidateQueries({ queryKey: accessKeys.navigation() });

  const columns = useMemo((): ListColumn<PageRow>[] => {
    const groupById = new Map((groups.data ?? []).map((group) => [group.id, group]));
    return [
      { field: 'id', title: L.id, sortable: true, width: 70 },
      { field: 'url', title: L.url, sortable: true },
      {
        field: 'label',
        title: L.label,
        sortable: true,
        render: (page) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {page.icon && <NamedIcon name={page.icon} fallback={null} />} {pageRowLabel(page, t)}
          </span>
        ),
      },
      { field: 'system', title: L.system, sortable: true, render: (page) => <Tag>{systemLabel(page.system, t)}</Tag> },
      {
        field: 'groupId',
        title: L.groupId,
        render: (page) => {
          const group = page.groupId !== null ? groupById.get(page.groupId) : undefined;
          return group ? groupRowLabel(group, t) : '—';
        },
      },
      { field: 'weight', title: L.weight, sortable: true, width: 80 },
      { field: 'hidden', title: L.hiddenShort, kind: 'boolean', width: 90 },
      { field: 'public', title: L.public, kind: 'boolean', width: 90 },
    ];
  }, [groups.data, t]);

  const filters = useMemo(
    (): ListFilter[] => [
      { name: 'url', label: L.url, kind: 'text' },
      { name: 'label', label: L.label, kind: 'text' },
      { name: 'system', label: L.system, kind: 'select', source: { options: systemOptions(t) } },
      { name: 'groupId', label: L.groupId, kind: 'select', source: { options: groupOptions(groups.data, t) } },
      { name: 'hidden', label: L.hiddenShort, kind: 'boolean' },
    ],
    [groups.data, t],
  );

  const fields = useMemo(
    (): FormField[] => [
      {
        name: 'url',
        label: L.url,
        kind: 'text',
        lockedHelp: ['page.built_in_fixed', 'The address of a built-in page cannot be changed.'],
        help: [
          'access.url_help',
          'The address of the screen, e.g. /admin/misc/translations; holding the page also opens the addresses below it.',
        ],
      },
      {
        name: 'name',
        label: L.name,
        kind: 'text',
        help: [
          'access.name_help',
          'The key of the menu text, e.g. page.admin_auth_users; translate it under Translations.',
        ],
      },
      {
        name: 'label',
        label: L.label,
        kind: 'text',
        help: ['access.label_help', 'Shown when the key has no translation.'],
      },
      { name: 'system', label: L.system, kind: 'select', source: { options: systemOptions(t) } },
      { name: 'groupId', label: L.groupId, kind: 'select', source: { options: groupOptions(groups.data, t) } },
      { name: 'weight', label: L.weight, kind: 'number', help: ['access.weight_help', 'Smaller numbers come first.'] },
      {
        name: 'icon',
        label: L.icon,
        kind: 'text',
        help: ['access.icon_help', 'The name of an Ant Design icon, e.g. FileTextOutlined; empty for none.'],
      },
      {
        name: 'hidden',
        label: L.hidden,
        kind: 'switch',
        help: ['access.hidden_help', 'A hidden page is not in the menu but still lets its holders open it.'],
      },
      {
        name: 'public',
        label: L.public,
        kind: 'switch',
        lockedHelp: ['access.built_in_public_fixed', 'A built-in page stays as public or signed-in as it was made.'],
        help: ['access.public_help', 'Anyone may open a public page, also without signing in.'],
      },
      {
        name: 'content',
        label: L.content,
        kind: 'markdown',
        source: {
          options: (pages.data ?? []).map((page) => ({ value: page.url, label: pageRowLabel(page, t) })),
        },
        help: [
          'access.content_help',
          'The text of an information page (help, terms, FAQ…), shown to everyone when the page is public; other pages do not show it. Markdown: after a link text, type ]( to choose an address.',
        ],
      },
    ],
    [groups.data, pages.data, t],
  );

  return (
    <>
      <ListScreen<PageRow>
        resource="pages"
        title={title}
        columns={columns}
        filters={filters}
        onNew={() => open('new')}
        onEdit={(page) => open(page.id)}
        // Seeded pages (their address is locked) are refused by the server: no delete button.
        deletable={(page) => !isBuiltIn(page, 'url')}
        onDeleted={refreshMenu}
        rowActions={[
          {
            key: 'roles',
            label: ['access.roles_action', 'Roles'],
            icon: <SafetyCertificateOutlined />,
            onClick: setRolesOf,
          },
        ]}
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource="pages"
          id={editing}
          title={title}
          fields={fields}
          schema={schema}
          width={820}
          onClose={close}
          onSaved={refreshMenu}
        />
      )}
      {rolesOf && <PageRolesDialog page={rolesOf} onClose={() => setRolesOf(null)} />}
    </>
  );
}
