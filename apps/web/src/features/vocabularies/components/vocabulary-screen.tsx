import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VocabularyType } from '@portal/contracts/vocabularies';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ImportDialog } from '@/shared/admin-kit/import-dialog';
import { useListParams } from '@/shared/admin-kit/list-params';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { VOCABULARY_SCREENS } from '../config';

/** Values a new record takes from the list's select filters (a new subcategory of the filtered category). */
function prefillFromFilters(filters: Record<string, string>, fieldNames: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (fieldNames.includes(name) && /^\d+$/.test(value)) values[name] = Number(value);
  }
  return values;
}

/** `/admin/vocabularies/{type}/{id?}`: the list of any vocabulary, its edit dialog and its CSV import. */
export function VocabularyScreen({ type }: { type: VocabularyType }) {
  const { t } = useTranslation();
  const config = VOCABULARY_SCREENS[type];
  const title = t(...config.title);
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminVocabulary(type));
  const [params] = useListParams();
  const [importing, setImporting] = useState(false);
  const selectFields = config.fields.filter((f) => f.kind === 'select').map((f) => f.name);

  return (
    <>
      <ListScreen
        resource={type}
        title={title}
        columns={config.columns}
        filters={config.filters}
        onNew={() => open('new')}
        onEdit={(record) => open(record.id)}
        deletable
        toolbar={
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-open">
            {t('import.open', 'Import CSV')}
          </Button>
        }
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource={type}
          id={editing}
          title={title}
          fields={config.fields}
          schema={config.schema}
          initialValues={prefillFromFilters(params.filters, selectFields)}
          onClose={close}
        />
      )}
      {importing && (
        <ImportDialog
          resource={type}
          title={title}
          columns={config.importColumns}
          fieldLabels={config.fieldLabels}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  );
}
