import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DeclarationFields } from '@portal/contracts/portal-records';
import { LABELS } from './labels';

export type DeclarationRow = DeclarationFields & { key: number | string; officeLabel: string };

/**
 * The declarations of a complaint, with a remove action per row when `onRemove` is given; the last one of a
 * complaint that must keep one is not removable (`keepOne`).
 */
export function DeclarationsTable({
  rows,
  loading = false,
  onRemove,
  keepOne = false,
}: {
  rows: DeclarationRow[];
  loading?: boolean;
  onRemove?: (row: DeclarationRow) => Promise<unknown> | void;
  keepOne?: boolean;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<DeclarationRow> = [
    { key: 'number', title: t(...LABELS.declarationNumber), dataIndex: 'declarationNumber' },
    {
      key: 'office',
      title: t(...LABELS.declarationOffice),
      render: (_v, row) => row.officeLabel || row.declarationOffice,
    },
    { key: 'year', title: t(...LABELS.declarationYear), dataIndex: 'declarationYear', width: 90 },
  ];
  if (onRemove) {
    const last = keepOne && rows.length <= 1;
    columns.push({
      key: 'actions',
      title: <span className="visually-hidden">{t(...LABELS.actions)}</span>,
      width: 64,
      align: 'right',
      render: (_v, row) => {
        const label = `${t(...LABELS.removeDeclaration)} ${row.declarationNumber}`;
        return last ? (
          <Tooltip title={t(...LABELS.lastDeclaration)}>
            <Button type="text" icon={<DeleteOutlined />} disabled aria-label={label} />
          </Tooltip>
        ) : (
          <Popconfirm
            title={t(...LABELS.removeDeclarationConfirm)}
            okText={t('admin.yes', 'Yes')}
            cancelText={t('admin.no', 'No')}
            onConfirm={() => onRemove(row)}
          >
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={label} data-testid="declaration-remove" />
          </Popconfirm>
        );
      },
    });
  }
  return (
    <ScrollTable<DeclarationRow>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t(...LABELS.noDeclarations) }}
      data-testid="declarations-table"
    />
  );
}
