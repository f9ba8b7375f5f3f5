import { useMemo, useState } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pageGroupInputSchema, type PageGroupRow } from '@portal/contracts/page-admin';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { FormField, ListColumn, ListFilter, ObjectSchema } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { NamedIcon } from '@/shared/ui/named-icon';
import { accessKeys } from '../api/admin-keys';
import { ACCESS_LABELS as L, groupRowLabel, isBuiltIn, systemLabel, systemOptions } from '../lib/access-admin';
import { GroupPagesDialog } from './group-pages-dialog';

const schema = pageGroupInputSchema as unknown as ObjectSchema;
// The server has no `GET /page_groups/new`: a new group starts from the schema's defaults.
const BLANK_GROUP = { name: '', label: '', icon: '', weight: 0, system: 'GENERAL' };

/** `/admin/auth/page_groups/{id?}`: the submenus of the side menu and the pages in each. */
export function PageGroupsScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auth_page_groups', 'Page groups');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const { editing, open, close } = useEditRoute(paths.adminPageGroups);
  const [pagesOf, setPagesOf] = useState<PageGroupRow | null>(null);
  const refreshMenu = () => void queryClient.invalidateQueries({ queryKey: accessKeys.navigation() });

  const columns = useMemo(
    (): ListColumn<PageGroupRow>[] => [
      { field: 'id', title: L.id, sortable: true, width: 80 },
      { field: 'name', title: L.groupName, sortable: true },
      {
        field: 'label',
        title: L.label,
        sortable: true,
        render: (group) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {group.icon && <NamedIcon name={group.icon} fallback={null} />} {groupRowLabel(group, t)}
          </span>
        ),
      },
      { field: 'system', title: L.system, render: (group) => <Tag>{systemLabel(group.system, t)}</Tag> },
      { field: 'weight', title: L.weight, sortable: true, width: 90 },
      { field: 'pageCount', title: L.pageCount, width: 90 },
    ],
    [t],
  );

  const filters = useMemo(
    (): ListFilter[] => [
      { name: 'name', label: L.groupName, kind: 'text' },
      { name: 'label', label: L.label, kind: 'text' },
      { name: 'system', label: L.system, kind: 'select', source: { options: systemOptions(t) } },
    ],
    [t],
  );

  const fields = useMemo(
    (): FormField[] => [
      {
        name: 'name',
        label: L.groupName,
        kind: 'text',
        lockedHelp: ['page_group.built_in_fixed', 'The name of a built-in group cannot be changed.'],
        help: [
          'access.group_name_help',
          'Small letters, digits and _; the menu translates group.{name} (e.g. group.admin_auth).',
        ],
      },
      {
        name: 'label',
        label: L.label,
        kind: 'text',
        help: ['access.label_help', 'Shown when the key has no translation.'],
      },
      {
        name: 'icon',
        label: L.icon,
        kind: 'text',
        help: ['access.icon_help', 'The name of an Ant Design icon, e.g. FileTextOutlined; empty for none.'],
      },
      { name: 'weight', label: L.weight, kind: 'number', help: ['access.weight_help', 'Smaller numbers come first.'] },
      { name: 'system', label: L.system, kind: 'select', source: { options: systemOptions(t) } },
    ],
    [t],
  );

  return (
    <>
      <ListScreen<PageGroupRow>
        resource="page_groups"
        title={title}
        columns={columns}
        filters={filters}
        onNew={() => open('new')}
        onEdit={(group) => open(group.id)}
        deletable={(group) => !isBuiltIn(group, 'name')}
        onDeleted={refreshMenu}
        rowActions={[
          {
            key: 'pages',
            label: ['access.pages_action', 'Pages'],
            icon: <UnorderedListOutlined />,
            onClick: setPagesOf,
          },
        ]}
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource="page_groups"
          id={editing}
          title={title}
          fields={fields}
          schema={schema}
          blank={BLANK_GROUP}
          onClose={close}
          onSaved={refreshMenu}
        />
      )}
      {pagesOf && <GroupPagesDialog group={pagesOf} onClose={() => setPagesOf(null)} />}
    </>
  );
}
