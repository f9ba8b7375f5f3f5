import type { ReactNode } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Grid, Popconfirm, Result, Space, Tag, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { parseSort } from '@portal/contracts/paging';
import { exportPathOf, type PagedResource, type RecordResource } from '@portal/contracts/api-paths';
import { isApiError } from '@/shared/api/api-error';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDate, formatDateTime, withZoneName } from '@/shared/lib/business-time';
import { textOf } from '@/shared/lib/text-of';
import { notify } from '@/shared/ui/notifications';
import { useDeleteMutation } from './api/delete-record';
import { usePagedQuery } from './api/get-paged';
import { ExportButton } from './export-button';
import { FilterBar } from './filter-bar';
import { DEFAULT_LIST_PARAMS, useListParams } from './list-params';
import type { AdminRecord, ListColumn, ListFilter, RowAction } from './types';
import { ScreenTitle } from '@/shared/ui/screen-heading';

/**
 * The API resource (`banks` → `GET /data/rest/banks/paged`) and whether the delete action (with a confirmation)
 * is shown on each row, or on the rows it accepts (`DELETE /{resource}/{id}`).
 */
export type ListSource<T extends AdminRecord> =
  | { resource: PagedResource; deletable?: undefined }
  | { resource: PagedResource & RecordResource; deletable?: boolean | ((record: T) => boolean) };

export type ListScreenProps<T extends AdminRecord> = ListSource<T> & {
  title: string;
  columns: ListColumn<T>[];
  filters?: ListFilter[];
  /** Shows the new button. */
  onNew?: () => void;
  /** Shows the edit action of each row. */
  onEdit?: (record: T) => void;
  /** Called after a row was deleted (to refresh what depends on the resource). */
  onDeleted?: (id: number) => void;
  rowActions?: RowAction<T>[];
  /** More buttons beside "New" (import, export, …). */
  toolbar?: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
};

const PAGE_SIZES = ['10', '20', '50', '100'];
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function cell<T extends AdminRecord>(column: ListColumn<T>, record: T, t: (k: string, f: string) => string) {
  if (column.render) return column.render(record, currentLanguage);
  const value = record[column.field];
  switch (column.kind) {
    case 'boolean':
      return value ? <Tag color="green">{t('admin.yes', 'Yes')}</Tag> : <Tag>{t('admin.no', 'No')}</Tag>;
    case 'date':
      return formatDate(value as string);
    case 'dateTime':
      return formatDateTime(value as string);
    default:
      return value === null || value === undefined || value === '' ? '—' : textOf(value, '—');
  }
}

/**
 * A list page of the administration: server paging, sorting and filters kept in the URL
 * (page 1, 10 rows, id ascending by default), row actions, and designed loading, empty and
 * error states.
 */
export function ListScreen<T extends AdminRecord>(props: ListScreenProps<T>) {
  const { resource, title, columns, filters = [], onNew, onEdit, deletable, rowActions = [], toolbar } = props;
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [params, setParams] = useListParams();
  const query = usePagedQuery<T>(resource, params);
  const remove = useDeleteMutation(props.deletable === undefined ? null : props.resource, {
    onSuccess: (id) => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') });
      props.onDeleted?.(id);
      // The last row of a page went away: show the page before it.
      if (query.data?.content.length === 1 && params.page > 1) setParams({ page: params.page - 1 });
    },
  });
  const sort = parseSort(params.sort);
  const filtered = Object.keys(params.filters).length > 0;
  // A list whose resource has an export offers its CSV and XLSX (ADR 0087).
  const exportPath = exportPathOf(resource);

  const tableColumns: ColumnsType<T> = columns.map((column) => ({
    key: column.field,
    dataIndex: column.field,
    // Times are the business zone's: the column says which.
    title: column.kind === 'dateTime' ? withZoneName(t(...column.title)) : t(...column.title),
    width: column.width,
    ellipsis: column.ellipsis ? { showTitle: true } : undefined,
    sorter: column.sortable ? true : undefined,
    sortOrder:
      column.sortable && sort.field === column.field ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null,
    sortDirections: ['ascend', 'descend', 'ascend'],
    render: (_value: unknown, record: T) => cell(column, record, t),
  }));

  if (onEdit || deletable || rowActions.length > 0) {
    // The column is as wide as the most buttons a row of this page shows (an action may be hidden for a row): 32 px
    // a button, 4 px between them and the cell's padding. Every possible button while no row is there.
    const deletes = (record: T) => deletable === true || (typeof deletable === 'function' && deletable(record));
    const shown = (record: T) =>
      rowActions.filter((action) => !action.hidden?.(record)).length + (onEdit ? 1 : 0) + (deletes(record) ? 1 : 0);
    const rows = query.data?.content ?? [];
    const buttons =
      rows.length > 0 ? Math.max(...rows.map(shown)) : rowActions.length + (onEdit ? 1 : 0) + (deletable ? 1 : 0);
    tableColumns.push({
      key: '_actions',
      title: <span style={VISUALLY_HIDDEN}>{t('admin.actions', 'Actions')}</span>,
      width: 16 + 36 * buttons,
      align: 'right',
      // Pinned to the right while the row's cells scroll, except on a phone with three buttons or more: there the
      // pinned column would leave the cells a sliver of the screen, so it scrolls with them.
      fixed: screens.md === false && buttons > 2 ? undefined : 'right',
      render: (_value: unknown, record: T) => (
        <Space size={4}>
          {rowActions
            .filter((action) => !action.hidden?.(record))
            .map((action) => (
              <Tooltip key={action.key} title={t(...action.label)}>
                <Button
                  type="text"
                  icon={action.icon}
                  aria-label={t(...action.label)}
                  onClick={() => action.onClick(record)}
                  data-testid={`row-${action.key}-${record.id}`}
                />
              </Tooltip>
            ))}
          {onEdit && (
            <Tooltip title={t('admin.edit', 'Edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('admin.edit', 'Edit')}
                onClick={() => onEdit(record)}
                data-testid={`row-edit-${record.id}`}
              />
            </Tooltip>
          )}
          {deletes(record) && (
            <Popconfirm
              title={t('admin.delete_confirm', 'Delete this record?')}
              okText={t('admin.delete', 'Delete')}
              cancelText={t('admin.cancel', 'Cancel')}
              okButtonProps={{ danger: true, loading: remove.isPending, 'data-testid': 'delete-confirm' }}
              onConfirm={() => remove.mutateAsync(record.id).catch(() => undefined)}
            >
              <Tooltip title={t('admin.delete', 'Delete')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('admin.delete', 'Delete')}
                  data-testid={`row-delete-${record.id}`}
                />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  const onTableChange = (
    pagination: TablePaginationConfig,
    _filters: unknown,
    sorter: SorterResult<T> | SorterResult<T>[],
  ) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? String(single.columnKey ?? single.field) : null;
    setParams({
      page: pagination.current ?? 1,
      count: pagination.pageSize ?? DEFAULT_LIST_PARAMS.count,
      sort: field ? `${field},${single.order === 'descend' ? 'desc' : 'asc'}` : DEFAULT_LIST_PARAMS.sort,
    });
  };

  const badQuery = isApiError(query.error) && query.error.status === 400;
  const failed = query.isError && !query.data;
  // Nothing to show on any page (the first page of a list that has no rows).
  const empty = !query.isFetching && query.data?.totalElements === 0;

  return (
    <Flex vertical gap={16} data-testid={`list-screen-${resource}`}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <ScreenTitle>{title}</ScreenTitle>
          {props.description && <Typography.Text type="secondary">{props.description}</Typography.Text>}
        </div>
        <Space wrap>
          <Tooltip title={t('admin.refresh', 'Refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('admin.refresh', 'Refresh')}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isLoading}
              data-testid="list-refresh"
            />
          </Tooltip>
          {exportPath && <ExportButton path={exportPath} sort={params.sort} filters={params.filters} name={resource} />}
          {toolbar}
          {onNew && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="list-new">
              {t('admin.new', 'New')}
            </Button>
          )}
        </Space>
      </Flex>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={16}>
          {filters.length > 0 && (
            <FilterBar filters={filters} values={params.filters} onApply={(values) => setParams({ filters: values })} />
          )}
          {failed ? (
            <Result
              status={badQuery ? 'warning' : 'error'}
              title={t('admin.load_failed', 'The records could not be loaded.')}
              subTitle={
                badQuery
                  ? t('admin.bad_query', 'The sorting or filters in the address are not valid.')
                  : t('admin.load_failed_text', 'Check your connection and try again.')
              }
              extra={
                badQuery ? (
                  <Button type="primary" onClick={() => setParams({ ...DEFAULT_LIST_PARAMS })}>
                    {t('admin.reset_list', 'Show the whole list')}
                  </Button>
                ) : (
                  <Button type="primary" onClick={() => void query.refetch()} data-testid="list-retry">
                    {t('generic.retry', 'Try again')}
                  </Button>
                )
              }
              data-testid="list-error"
            />
          ) : empty ? (
            <Empty
              style={{ padding: '32px 0' }}
              description={
                filtered
                  ? t('admin.no_matches', 'No records match the filters.')
                  : t('admin.empty', 'There are no records yet.')
              }
              data-testid="list-empty"
            >
              {filtered ? (
                <Button onClick={() => setParams({ filters: {} })}>{t('admin.clear_filters', 'Clear filters')}</Button>
              ) : (
                onNew && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="list-empty-new">
                    {t('admin.new', 'New')}
                  </Button>
                )
              )}
            </Empty>
          ) : (
            <ScrollTable<T>
              rowKey="id"
              size="middle"
              columns={tableColumns}
              dataSource={query.data?.content ?? []}
              loading={query.isFetching}
              onChange={onTableChange}
              scroll={{ x: 'max-content' }}
              showSorterTooltip={false}
              locale={{ emptyText: <div style={{ height: 120 }} /> }}
              pagination={{
                current: params.page,
                pageSize: params.count,
                total: query.data?.totalElements ?? 0,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZES,
                showTotal: (total) => t('admin.total', 'Total: {{count}}', { count: total }),
                hideOnSinglePage: false,
              }}
              data-testid="list-table"
            />
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
