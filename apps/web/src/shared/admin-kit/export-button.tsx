import { useState } from 'react';
import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notifications';
import { downloadFile } from '@/shared/upload/download-attachment';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * The list's current sort and filters, as the export's query (`format=csv&sort=…&filter[x]=…`, no page); no sort is
 * the list's default order. `params` are a list's own query parameters, as they are (My bids' `filter=FOLLOWED`).
 */
export function exportQuery(
  format: ExportFormat,
  sort: string | undefined,
  filters: Partial<Record<string, string>>,
  params: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ format, ...params });
  if (sort) query.set('sort', sort);
  for (const [name, value] of Object.entries(filters)) {
    if (value && value.trim() !== '') query.set(`filter[${name}]`, value.trim());
  }
  return query.toString();
}

/**
 * Export (CSV / XLSX) of what a list's current filter shows: every matching row, not only the page on screen.
 * `path` is the list's export below the API base (`/auctions/export`); the server writes and streams the file. The
 * administration kit's lists and the customs portal's (My cases, the queue, My decisions) show it.
 */
export function ExportButton({
  path,
  sort,
  filters,
  params,
  name,
}: {
  path: string;
  /** The list's own query parameters, for a list whose filters are not `filter[…]`. */
  params?: Record<string, string>;
  /** The list's sort (`key,asc|desc`); none: the list's default order. */
  sort?: string;
  filters: Partial<Record<string, string>>;
  /** The file's name when the server gives none. */
  name: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadFile(`${path}?${exportQuery(format, sort, filters, params)}`, `${name}.${format}`);
    } catch {
      notify.error({
        title: t('export.failed', 'The export failed'),
        description: t('admin.load_failed_text', 'Check your connection and try again.'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: <span data-testid="export-csv">{t('export.csv', 'CSV (comma-separated)')}</span> },
          { key: 'xlsx', label: <span data-testid="export-xlsx">{t('export.xlsx', 'Excel (XLSX)')}</span> },
        ],
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button icon={<ExportOutlined />} loading={busy} data-testid="list-export" className="no-print">
        {t('export.button', 'Export')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
