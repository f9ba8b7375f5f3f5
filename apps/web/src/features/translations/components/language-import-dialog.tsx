import { useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Select, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { formatFileSize } from '@portal/contracts/text';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { useImportLanguage } from '../api/import-language';
import { LANGUAGE_FILE_MAX_BYTES, LANGUAGE_FILE_MAX_KEYS, readLanguageFile } from '../lib/language-file';

type Chosen = { name: string; size: number; texts: Record<string, string>; count: number };

/**
 * Imports a language file (`{ "key": "text" }`, as the export writes it): the file is read and
 * checked in the browser, then sent; the answer says how many texts were saved as overrides and
 * how many were already the same.
 */
export function LanguageImportDialog({ lang: fixedLang, onClose }: { lang?: Language; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<Language | undefined>(fixedLang);
  const [file, setFile] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importing = useImportLanguage();

  const choose = (chosen: File) => {
    setFile(null);
    setFileError(null);
    importing.reset();
    if (!chosen.name.toLowerCase().endsWith('.json')) {
      notify.warning({
        title: t('error', 'Error'),
        description: t('action.invalid_extension', 'This file type is not allowed.'),
      });
      return Upload.LIST_IGNORE;
    }
    if (chosen.size > LANGUAGE_FILE_MAX_BYTES) {
      setFileError(t('validation.file_too_large', 'The file is too large.'));
      return Upload.LIST_IGNORE;
    }
    void chosen.text().then((content) => {
      const result = readLanguageFile(content);
      if (result.ok) setFile({ name: chosen.name, size: chosen.size, texts: result.texts, count: result.count });
      else setFileError(`${t(result.error, result.error)}${result.detail ? ` (${result.detail})` : ''}`);
    });
    return false;
  };

  const start = () => {
    if (!file || !lang) return;
    importing.mutate(
      { lang, texts: file.texts },
      {
        onError: (error) => {
          if (isApiError(error) && error.status === 400) {
            const [field, key] = Object.entries(error.body)[0] ?? [];
            const message = typeof key === 'string' ? t(key, key) : t('bad_request', 'The request is not valid.');
            setFileError(field && field !== '_error' ? `${message} (${field})` : message);
          }
        },
      },
    );
  };

  const result = importing.data;
  return (
    <Modal
      open
      title={t('translation.import_title', 'Import a language file')}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={620}
      data-testid="language-import-dialog"
      footer={[
        <Button key="close" onClick={onClose} data-testid="language-import-close">
          {result ? t('admin.close', 'Close') : t('admin.cancel', 'Cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!file || !lang || result !== undefined}
          loading={importing.isPending}
          onClick={start}
          data-testid="language-import-submit"
        >
          {t('import.start', 'Import')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(
            'translation.import_text',
            'A JSON file of key → text, as the export writes it. Texts that differ from the interface file are saved as translations; the others change nothing.',
          )}
        </Typography.Paragraph>
        <Flex gap={12} align="center">
          <label htmlFor="language-import-lang">{t('language.label', 'Language')}</label>
          <Select<Language>
            id="language-import-lang"
            value={lang}
            onChange={(value) => {
              setLang(value);
              importing.reset();
            }}
            disabled={fixedLang !== undefined || importing.isPending}
            options={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`, code) }))}
            placeholder={t('admin.choose', 'Choose…')}
            style={{ width: 200 }}
            data-testid="language-import-lang"
          />
        </Flex>
        <Upload.Dragger
          accept=".json,application/json"
          multiple={false}
          maxCount={1}
          beforeUpload={choose}
          onRemove={() => {
            setFile(null);
            setFileError(null);
            importing.reset();
          }}
          fileList={file ? [{ uid: 'json', name: file.name, status: 'done', size: file.size }] : []}
          disabled={importing.isPending}
          data-testid="language-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('translation.import_choose', 'Click or drop a JSON file here')}</p>
          <p className="ant-upload-hint">
            {t('translation.import_limits', 'At most {{keys}} keys and {{size}}.', {
              keys: LANGUAGE_FILE_MAX_KEYS.toLocaleString(i18n.language),
              size: formatFileSize(LANGUAGE_FILE_MAX_BYTES),
            })}
          </p>
        </Upload.Dragger>
        {file && !result && (
          <Typography.Text type="secondary" data-testid="language-import-count">
            {t('translation.import_keys', 'Texts in the file: {{count}}', { count: file.count })}
          </Typography.Text>
        )}
        {fileError && <Alert type="error" showIcon title={fileError} data-testid="language-import-error" />}
        {result && (
          <Alert
            type="success"
            showIcon
            data-testid="language-import-result"
            title={t('translation.import_result', 'Saved: {{saved}} · Unchanged: {{unchanged}}', {
              saved: result.saved,
              unchanged: result.unchanged,
            })}
            description={t(
              'translation.reload_hint',
              'The interface shows changed texts after the page is loaded again.',
            )}
          />
        )}
      </Flex>
    </Modal>
  );
}
