import { useMemo, useState } from 'react';
import { HistoryOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasVocabularyTemplate, vocabularyPageUrl, type VocabularyType } from '@portal/contracts/vocabularies';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ImportDialog } from '@/shared/admin-kit/import-dialog';
import { useListParams } from '@/shared/admin-kit/list-params';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { AdminRecord, FormField, RowAction } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { withChoices } from '../choices';
import { VOCABULARY_SCREENS } from '../config';
import { VocabularyLogDialog } from './vocabulary-log-dialog';
import { VocabularyTemplateDialog } from './vocabulary-template-dialog';

/**
 * Values a new record takes from the list's select filters (a new subcategory of the filtered category); a value a
 * new record may not take (the authority's document group) is left out.
 */
function prefillFromFilters(
  filters: Record<string, string>,
  fields: FormField[],
  choiceFields: string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    const field = fields.find((f) => f.name === name && f.kind === 'select');
    if (!field || (field.selectable && !field.selectable(value, {}))) continue;
    if (choiceFields.includes(name)) values[name] = value;
    else if (/^\d+$/.test(value)) values[name] = Number(value);
  }
  return values;
}

/**
 * `/admin/vocabularies/{type}/{id?}` and, for the customs portal's, `/web_portal_administration/{type}/{id?}`: the
 * list of any vocabulary, its edit dialog, its CSV import, each record's log and, for authorization and goods
 * types, the record's template file.
 */
export function VocabularyScreen({ type }: { type: VocabularyType }) {
  const { t, i18n } = useTranslation();
  const config = useMemo(
    () => withChoices(VOCABULARY_SCREENS[type], t),
    // The choices' labels follow the interface language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [type, t, i18n.language],
  );
  const title = t(...config.title);
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(vocabularyPageUrl(type));
  const [params] = useListParams();
  const [importing, setImporting] = useState(false);
  const [logOf, setLogOf] = useState<AdminRecord | null>(null);
  const [templateOf, setTemplateOf] = useState<AdminRecord | null>(null);

  const rowActions: RowAction[] = [
    { key: 'log', label: ['vocabulary.log', 'Log'], icon: <HistoryOutlined />, onClick: setLogOf },
    ...(config.template
      ? [
          {
            key: 'template',
            label: ['vocabulary.template', 'Template'] as const,
            icon: <PaperClipOutlined />,
            onClick: setTemplateOf,
          },
        ]
      : []),
  ];

  return (
    <>
      <ListScreen
        resource={type}
        title={title}
        columns={config.columns}
        filters={config.filters}
        onNew={() => open('new')}
        onEdit={(record) => open(record.id)}
        deletable={config.deletable ?? true}
        rowActions={rowActions}
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
          initialValues={prefillFromFilters(params.filters, config.fields, Object.keys(config.choices))}
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
      {logOf && <VocabularyLogDialog type={type} record={logOf} onClose={() => setLogOf(null)} />}
      {templateOf && hasVocabularyTemplate(type) && (
        <VocabularyTemplateDialog type={type} record={templateOf} onClose={() => setTemplateOf(null)} />
      )}
    </>
  );
}
