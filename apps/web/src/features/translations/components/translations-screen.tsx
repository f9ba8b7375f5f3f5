import { useMemo, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { shortenText } from '@portal/contracts/text';
import { translationInputSchema, type Translation } from '@portal/contracts/translations';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { FormField, ListColumn, ListFilter, ObjectSchema, Text } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { textOf } from '@/shared/lib/text-of';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { interfaceTextsRootKey, useInterfaceTexts } from '../api/get-interface-texts';
import { ExportLanguageButton } from './export-language-button';
import { InterfaceTextNote } from './interface-text-note';
import { KeyNote } from './key-note';
import { LanguageImportDialog } from './language-import-dialog';

const schema = translationInputSchema as unknown as ObjectSchema;
// `GET /translations/new` answers 500 (its blank key fails the server's own response schema), so
// a new translation starts here.
const BLANK_TRANSLATION = { key: '', valueSQ: null, valueEN: null, valueSR: null };
const COLUMN: Record<Language, 'valueSQ' | 'valueEN' | 'valueSR'> = { sq: 'valueSQ', en: 'valueEN', sr: 'valueSR' };
const LABELS = {
  id: ['translation.id', 'ID'],
  key: ['translation.key', 'Key'],
  value: ['translation.value', 'Text'],
  valueSQ: ['translation.valueSQ', 'Text (Albanian)'],
  valueEN: ['translation.valueEN', 'Text (English)'],
  valueSR: ['translation.valueSR', 'Text (Serbian)'],
  updatedAt: ['translation.updated_at', 'Changed'],
} as const satisfies Record<string, Text>;

const shortened = (text: string | null) =>
  text ? (
    <Tooltip title={text.length > 50 ? text : undefined}>
      <span>{shortenText(text)}</span>
    </Tooltip>
  ) : (
    '—'
  );

const COLUMNS: ListColumn<Translation>[] = [
  { field: 'id', title: LABELS.id, sortable: true, width: 80 },
  { field: 'key', title: LABELS.key, sortable: true },
  ...LANGUAGES.map((lang) => ({
    field: COLUMN[lang],
    title: LABELS[COLUMN[lang]],
    render: (row: Translation) => shortened(row[COLUMN[lang]]),
  })),
  { field: 'updatedAt', title: LABELS.updatedAt, sortable: true, kind: 'dateTime', width: 150 },
];

const FILTERS: ListFilter[] = [
  { name: 'key', label: LABELS.key, kind: 'text' },
  { name: 'value', label: LABELS.value, kind: 'text' },
];

/**
 * `/admin/misc/translations/{id?}`: texts that replace the interface files' texts key by key,
 * with the export and import of a whole language.
 */
export function TranslationsScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_misc_translations', 'Translations');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const { editing, open, close } = useEditRoute(paths.adminTranslations);
  const [importing, setImporting] = useState(false);
  const { texts } = useInterfaceTexts();

  const allKeys = useMemo(() => [...new Set(LANGUAGES.flatMap((lang) => Object.keys(texts[lang])))].sort(), [texts]);

  const fields = useMemo((): FormField[] => {
    const known = new Set(allKeys);
    return [
      {
        name: 'key',
        label: LABELS.key,
        kind: 'text',
        suggestions: allKeys,
        help: ['translation.key_help', 'The key the interface uses, e.g. login.submit; type to choose one.'],
        note: (values, record) => (
          <KeyNote
            textKey={textOf(values.key)}
            known={known.has(textOf(values.key).trim())}
            editingId={typeof record.id === 'number' ? record.id : null}
          />
        ),
      },
      ...LANGUAGES.map((lang): FormField => ({
        name: COLUMN[lang],
        label: LABELS[COLUMN[lang]],
        kind: 'textarea',
        help: ['translation.value_help', 'Empty: the text of the interface file is shown.'],
        note: (values, record) => {
          const key = textOf(values.key).trim();
          return (
            <InterfaceTextNote
              lang={lang}
              textKey={key}
              shown={texts[lang][key]}
              savedOverride={key === record.key ? ((record[COLUMN[lang]] as string | null) ?? null) : null}
            />
          );
        },
      })),
    ];
  }, [allKeys, texts]);

  return (
    <>
      <ListScreen<Translation>
        resource="translations"
        title={title}
        description={t(
          'translation.screen_text',
          'A text saved here replaces the interface file’s text of its key; deleting it brings that text back. Users see changes after loading the page again.',
        )}
        columns={COLUMNS}
        filters={FILTERS}
        onNew={() => open('new')}
        onEdit={(row) => open(row.id)}
        deletable
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: interfaceTextsRootKey })}
        toolbar={
          <>
            <ExportLanguageButton />
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-language">
              {t('translation.import', 'Import language')}
            </Button>
          </>
        }
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource="translations"
          id={editing}
          title={title}
          fields={fields}
          schema={schema}
          blank={BLANK_TRANSLATION}
          width={760}
          onClose={close}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: interfaceTextsRootKey })}
        />
      )}
      {importing && <LanguageImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
