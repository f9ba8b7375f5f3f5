import { useState } from 'react';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Language } from '@portal/contracts/languages';
import { languageInputSchema, type LanguageRow } from '@portal/contracts/translations';
import { useTranslation } from 'react-i18next';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { FormField, ListColumn, ListFilter, ObjectSchema, RowAction, Text } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useExportLanguage } from '../api/export-language';
import { LanguageImportDialog } from './language-import-dialog';

const schema = languageInputSchema as unknown as ObjectSchema;
const LABELS = {
  id: ['translation.id', 'ID'],
  code: ['language.code', 'Code'],
  name: ['language.name', 'Name'],
  active: ['language.active', 'Active'],
  weight: ['language.weight', 'Order'],
} as const satisfies Record<string, Text>;

const COLUMNS: ListColumn<LanguageRow>[] = [
  { field: 'id', title: LABELS.id, sortable: true, width: 80 },
  { field: 'code', title: LABELS.code, sortable: true, width: 100 },
  { field: 'name', title: LABELS.name, sortable: true },
  { field: 'active', title: LABELS.active, kind: 'boolean', width: 100 },
  { field: 'weight', title: LABELS.weight, sortable: true, width: 100 },
];

const FILTERS: ListFilter[] = [
  { name: 'code', label: LABELS.code, kind: 'text' },
  { name: 'name', label: LABELS.name, kind: 'text' },
];

const FIELDS: FormField[] = [
  {
    name: 'code',
    label: LABELS.code,
    kind: 'text',
    lockedHelp: ['language.code_fixed', 'A language code cannot be changed.'],
  },
  {
    name: 'name',
    label: LABELS.name,
    kind: 'text',
    help: ['language.name_help', 'As the language switcher shows it.'],
  },
  {
    name: 'active',
    label: LABELS.active,
    kind: 'switch',
    help: ['language.active_help', 'Only active languages are offered in the language switcher.'],
    lockedHelp: ['language.default_required', 'Albanian is the default language and stays active.'],
  },
  { name: 'weight', label: LABELS.weight, kind: 'number', help: ['access.weight_help', 'Smaller numbers come first.'] },
];

/**
 * `/admin/misc/languages/{id?}`: the interface languages (built in, so none is added or deleted),
 * their order and activity, and the export and import of each one's texts.
 */
export function LanguagesScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_misc_languages', 'Languages');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminLanguages);
  const [importing, setImporting] = useState<Language | null>(null);
  const exporting = useExportLanguage();

  const rowActions: RowAction<LanguageRow>[] = [
    {
      key: 'export',
      label: ['translation.export', 'Export language'],
      icon: <DownloadOutlined />,
      onClick: (row) => exporting.mutate(row.code),
    },
    {
      key: 'import',
      label: ['translation.import', 'Import language'],
      icon: <UploadOutlined />,
      onClick: (row) => setImporting(row.code),
    },
  ];

  return (
    <>
      <ListScreen<LanguageRow>
        resource="languages"
        title={title}
        columns={COLUMNS}
        filters={FILTERS}
        onEdit={(row) => open(row.id)}
        rowActions={rowActions}
      />
      {editing !== null && editing !== 'new' && (
        <EditModal
          key={String(editing)}
          resource="languages"
          id={editing}
          title={title}
          fields={FIELDS}
          schema={schema}
          onClose={close}
        />
      )}
      {importing && <LanguageImportDialog lang={importing} onClose={() => setImporting(null)} />}
    </>
  );
}
