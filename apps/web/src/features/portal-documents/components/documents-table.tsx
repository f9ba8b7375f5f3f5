import { Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import { formatFileSize } from '@portal/contracts/text';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDateTime } from '@/shared/lib/business-time';
import { shortHash } from '../lib/document-actions';
import { DOC_LABELS } from './labels';

type DocumentsTableProps = {
  documents: PortalDocument[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  testId: string;
};

const typeLabel = (document: PortalDocument) => localized(document.documentType, 'label', currentLanguage);

/**
 * The documents of one direction: type, description, file name, size, upload time and the file's SHA-256
 * (shortened, copied whole). One row is selected at a time (a radio, or a click on the row); the toolbar acts
 * on it.
 */
export function DocumentsTable({ documents, loading, selectedId, onSelect, testId }: DocumentsTableProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<PortalDocument> = [
    { key: 'type', title: t(...DOC_LABELS.type), render: (_v, d) => typeLabel(d) },
    {
      key: 'description',
      title: t(...DOC_LABELS.description),
      width: 240,
      ellipsis: { showTitle: true },
      render: (_v, d) => d.description ?? '—',
    },
    {
      key: 'fileName',
      title: t(...DOC_LABELS.fileName),
      render: (_v, d) =>
        d.attachment ? (
          <span style={{ wordBreak: 'break-all' }}>{d.attachment.fileName}</span>
        ) : (
          <Typography.Text type="secondary">{t(...DOC_LABELS.noFile)}</Typography.Text>
        ),
    },
    {
      key: 'size',
      title: t(...DOC_LABELS.size),
      align: 'right',
      render: (_v, d) =>
        d.attachment ? <span style={{ whiteSpace: 'nowrap' }}>{formatFileSize(d.attachment.size)}</span> : '—',
    },
    {
      key: 'uploadedAt',
      title: t(...DOC_LABELS.uploadedAt),
      render: (_v, d) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.createdAt)}</span>,
    },
    {
      key: 'sha256',
      title: t(...DOC_LABELS.sha256),
      render: (_v, d) =>
        d.attachment ? (
          <Typography.Text
            code
            style={{ whiteSpace: 'nowrap' }}
            title={d.attachment.sha256}
            copyable={{
              text: d.attachment.sha256,
              tooltips: [t(...DOC_LABELS.copyHash), t('generic.copied', 'Copied')],
            }}
          >
            {shortHash(d.attachment.sha256)}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <ScrollTable<PortalDocument>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={documents}
      loading={loading}
      pagination={documents.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: selectedId === null ? [] : [selectedId],
        onChange: (keys) => onSelect(keys.length > 0 ? Number(keys[0]) : null),
        getCheckboxProps: (d) => ({
          'aria-label': `${t(...DOC_LABELS.selectRow)}: ${typeLabel(d)}${d.attachment ? ` · ${d.attachment.fileName}` : ''}`,
        }),
        columnWidth: 48,
      }}
      onRow={(d) => ({
        onClick: () => onSelect(d.id),
        style: { cursor: 'pointer' },
      })}
      data-testid={testId}
    />
  );
}
