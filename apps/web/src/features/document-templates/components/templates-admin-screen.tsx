import { AppTabs } from '@/shared/ui/app-tabs';
import { useState } from 'react';
import { PaperClipOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentTemplateGroupRow, DocumentTemplateRow } from '@portal/contracts/document-templates';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { useListParams } from '@/shared/admin-kit/list-params';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { tabIndexFromParam, tabParam } from '@/shared/lib/tab-param';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import {
  GROUP_RESOURCE,
  TEMPLATE_RESOURCE,
  blankGroup,
  blankTemplate,
  groupColumns,
  groupFields,
  groupFilters,
  groupSchema,
  templateColumns,
  templateFields,
  templateFilters,
  templateSchema,
} from '../lib/admin-config';
import { TemplateFileDialog } from './template-file-dialog';

function TemplatesTab({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const title = t('document_template.templates', 'Templates');
  const { editing, open, close } = useEditRoute(basePath);
  const [params] = useListParams();
  const [fileOf, setFileOf] = useState<DocumentTemplateRow | null>(null);
  const filteredGroup = /^\d+$/.test(params.filters.groupId ?? '') ? Number(params.filters.groupId) : undefined;
  return (
    <>
      <ListScreen<DocumentTemplateRow>
        resource={TEMPLATE_RESOURCE}
        title={title}
        columns={templateColumns}
        filters={templateFilters}
        onNew={() => open('new')}
        onEdit={(row) => open(row.id)}
        deletable
        rowActions={[
          {
            key: 'file',
            label: ['document_template.file', 'File'],
            icon: <PaperClipOutlined />,
            onClick: setFileOf,
          },
        ]}
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource={TEMPLATE_RESOURCE}
          id={editing}
          title={title}
          fields={templateFields}
          schema={templateSchema}
          blank={blankTemplate(filteredGroup)}
          width={820}
          onClose={close}
        />
      )}
      {fileOf && <TemplateFileDialog template={fileOf} onClose={() => setFileOf(null)} />}
    </>
  );
}

function GroupsTab() {
  const { t } = useTranslation();
  const title = t('document_template.groups', 'Groups');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  return (
    <>
      <ListScreen<DocumentTemplateGroupRow>
        resource={GROUP_RESOURCE}
        title={title}
        columns={groupColumns}
        filters={groupFilters}
        onNew={() => setEditing('new')}
        onEdit={(row) => setEditing(row.id)}
        deletable
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource={GROUP_RESOURCE}
          id={editing}
          title={title}
          fields={groupFields}
          schema={groupSchema}
          blank={blankGroup}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/**
 * `/admin/misc/document_templates/{id?}` and `/web_portal_administration/document_templates_and_groups/{id?}`
 * (`basePath`): templates with their files (tab 1) and their groups (tab 2).
 */
export function TemplatesAdminScreen({ basePath = paths.adminDocumentTemplates }: { basePath?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(
    basePath === paths.portalDocumentTemplates
      ? t('page.web_portal_administration_document_templates_and_groups', 'Document templates and groups')
      : t('page.admin_misc_document_templates', 'Document templates'),
  );
  const [search, setSearch] = useSearchParams();
  const active = tabParam(tabIndexFromParam(search.get('tab'), 2));
  return (
    <AppTabs
      activeKey={active}
      // A tab change starts its list afresh (the lists' paging and filters live in the URL).
      onChange={(key) => setSearch(key === '1' ? {} : { tab: key })}
      destroyOnHidden
      items={[
        {
          key: '1',
          label: t('document_template.templates', 'Templates'),
          children: <TemplatesTab basePath={basePath} />,
        },
        { key: '2', label: t('document_template.groups', 'Groups'), children: <GroupsTab /> },
      ]}
    />
  );
}
