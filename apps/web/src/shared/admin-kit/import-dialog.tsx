import { useEffect, useMemo, useState } from 'react';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Spin, Table, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResource } from '@portal/contracts/api-paths';
import { isApiError } from '@/shared/api/api-error';
import { notify } from '@/shared/ui/notifications';
import { useImportMutation, type ImportResult } from './api/import-records';
import type { Text } from './types';

export type ImportDialogProps = {
  resource: ImportResource;
  title: string;
  /** The CSV columns the server takes, in order (the template's header row). */
  columns: string[];
  /** Labels of the fields, for the report's messages. */
  fieldLabels: Record<string, Text>;
  onClose: () => void;
};

const ACCEPTED = ['.csv', '.txt'];

/** Field messages of a refused row, translated: "Code: Use only letters…". */
function RowErrors({ errors, fieldLabels }: { errors: Record<string, string>; fieldLabels: Record<string, Text> }) {
  const { t } = useTranslation();
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {Object.entries(errors).map(([field, key]) => (
        <li key={field}>
          {field !== '_error' && fieldLabels[field] ? <strong>{t(...fieldLabels[field])}: </strong> : null}
          {t(key, key)}
        </li>
      ))}
    </ul>
  );
}

function Report({ result, fieldLabels }: { result: ImportResult; fieldLabels: Record<string, Text> }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} data-testid="import-report">
      <Alert
        type={result.refused.length === 0 ? 'success' : result.saved > 0 ? 'warning' : 'error'}
        showIcon
        title={
          <span data-testid="import-saved">
            {t('import.saved', 'Saved rows: {{count}}', { count: result.saved })}
            {' · '}
            {t('import.refused', 'Refused rows: {{count}}', { count: result.refused.length })}
          </span>
        }
        description={
          result.refused.length > 0
            ? t(
                'import.refused_text',
                'Correct the rows below in the file and import it again; saved rows are updated by code.',
              )
            : undefined
        }
      />
      {result.refused.length > 0 && (
        <Table
          size="small"
          rowKey="row"
          dataSource={result.refused}
          pagination={result.refused.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('import.row', 'Row'), width: 70 },
            {
              key: 'code',
              dataIndex: 'code',
              title: t('vocabulary.code', 'Code'),
              width: 140,
              render: (v?: string) => v ?? '—',
            },
            {
              key: 'errors',
              title: t('import.errors', 'Errors'),
              render: (_v, refusal) => <RowErrors errors={refusal.errors} fieldLabels={fieldLabels} />,
            },
          ]}
          onRow={(refusal) =>
            ({ 'data-testid': `import-refused-row-${refusal.row}` }) as React.HTMLAttributes<HTMLElement>
          }
          data-testid="import-refused"
        />
      )}
    </Flex>
  );
}

/**
 * Uploads a CSV file to `POST /{resource}/import` and shows the server's report: how many rows
 * were saved, and each refused row with its translated errors.
 */
export function ImportDialog({ resource, title, columns, fieldLabels, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importing = useImportMutation(resource);
  const template = useMemo(
    () => URL.createObjectURL(new Blob([`\uFEFF${columns.join(',')}\n`], { type: 'text/csv;charset=utf-8' })),
    [columns],
  );
  useEffect(() => () => URL.revokeObjectURL(template), [template]);

  const start = () => {
    if (!file) return;
    setFileError(null);
    importing.mutate(file, {
      onError: (error) => {
        if (isApiError(error) && error.status === 400) {
          const key = error.body.file ?? error.body._error ?? 'bad_request';
          setFileError(t(key, key));
        }
      },
    });
  };

  const choose = (chosen: File) => {
    // Spec §5: a file whose name does not end with an accepted extension is refused at once.
    if (!ACCEPTED.some((ext) => chosen.name.toLowerCase().endsWith(ext))) {
      notify.warning({
        title: t('error', 'Error'),
        description: t('action.invalid_extension', 'This file type is not allowed.'),
      });
      return Upload.LIST_IGNORE;
    }
    setFile(chosen);
    setFileError(null);
    importing.reset();
    return false;
  };

  const result = importing.data;

  return (
    <Modal
      open
      title={`${title} · ${t('import.title', 'Import from a CSV file')}`}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={760}
      data-testid="import-dialog"
      footer={[
        <Button key="close" onClick={onClose} data-testid="import-close">
          {result ? t('admin.close', 'Close') : t('admin.cancel', 'Cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          // The same file twice would only say the same again; choosing another file enables it.
          disabled={!file || result !== undefined}
          loading={importing.isPending}
          onClick={start}
          data-testid="import-submit"
        >
          {t('import.start', 'Import')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t(
            'import.explanation',
            'The first row names the columns; the other rows are records. Rows are matched by code: a new code adds a record, an existing one updates it. UTF-8, separated by commas or semicolons.',
          )}
        </Typography.Paragraph>
        <Flex gap={8} align="center" wrap>
          <Typography.Text type="secondary">{t('import.columns', 'Columns')}:</Typography.Text>
          <Typography.Text code data-testid="import-columns">
            {columns.join(',')}
          </Typography.Text>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            href={template}
            download={`${resource}.csv`}
            data-testid="import-template"
          >
            {t('import.template', 'Download a template')}
          </Button>
        </Flex>
        <Upload.Dragger
          accept={ACCEPTED.join(',')}
          multiple={false}
          maxCount={1}
          beforeUpload={choose}
          onRemove={() => {
            setFile(null);
            importing.reset();
          }}
          fileList={file ? [{ uid: 'csv', name: file.name, status: 'done', size: file.size }] : []}
          disabled={importing.isPending}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('import.choose', 'Click or drop a CSV file here')}</p>
          <p className="ant-upload-hint">{t('import.limits', 'At most 5,000 rows and 5 MB.')}</p>
        </Upload.Dragger>
        {importing.isPending && (
          <Flex gap={12} align="center" role="status" data-testid="import-progress">
            <Spin size="small" />
            <span>{t('import.running', 'Importing… the rows are checked and saved.')}</span>
          </Flex>
        )}
        {fileError && <Alert type="error" showIcon title={fileError} data-testid="import-file-error" />}
        {result && <Report result={result} fieldLabels={fieldLabels} />}
      </Flex>
    </Modal>
  );
}
