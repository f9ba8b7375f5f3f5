import { ScrollTable } from '@/shared/ui/scroll-table';
import { useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import type { Paged } from '@portal/contracts/paging';

const PAGE_SIZE = 10;

/** A feature's `…QueryOptions` of one record's paged history or log, the record already bound. */
export type PageQueryOptions<T, K extends QueryKey> = (
  page: number,
  count: number,
) => UseQueryOptions<Paged<T>, Error, Paged<T>, K>;

/** A record's history or log: a small table paged on the server, ten rows at a time. */
export function RecordLogTable<T extends { id: number }, K extends QueryKey>({
  queryOptions,
  columns,
  emptyText,
  scrollX,
  testId,
}: {
  queryOptions: PageQueryOptions<T, K>;
  columns: ColumnsType<T>;
  emptyText: string;
  /** Scrolls sideways when the columns are wider than the dialog. */
  scrollX?: boolean;
  testId: string;
}) {
  const [page, setPage] = useState(1);
  const query = useQuery(queryOptions(page, PAGE_SIZE));
  return (
    <ScrollTable<T>
      rowKey="id"
      size="small"
      loading={query.isFetching}
      dataSource={query.data?.content ?? []}
      scroll={scrollX ? { x: 'max-content' } : undefined}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: query.data?.totalElements ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={columns}
      data-testid={testId}
    />
  );
}

type AuditEntry = { at: string; actorUsername: string | null; action: string };

/** When, who and what of audit entries (the action translated as `audit.{action}`), under the caller's titles. */
export function auditColumns<T extends AuditEntry>(
  t: TFunction,
  titles: { at: string; actor: string; action: string },
): ColumnsType<T> {
  return [
    { key: 'at', title: titles.at, width: 150, render: (_v, e) => formatDateTime(e.at) },
    { key: 'actor', title: titles.actor, render: (_v, e) => e.actorUsername ?? '—' },
    { key: 'action', title: titles.action, render: (_v, e) => t(`audit.${e.action}`, e.action) },
  ];
}
