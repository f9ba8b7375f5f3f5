import { Empty, Pagination, Spin, type PaginationProps } from 'antd';
import type { Key, ReactNode } from 'react';
import './card-list.css';

type CardListProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  loading?: boolean;
  /** The server page shown; left out when there are no rows at all. */
  pagination?: PaginationProps;
  /** What an empty list says (Ant Design's "No data" in the screen's language when not given). */
  emptyText?: ReactNode;
  'data-testid'?: string;
};

/**
 * A narrow screen's rows as cards (375 px), one server page at a time: a list (`ul`, so a screen reader tells how many
 * there are), the pagination under it, a spinner over it while it loads and the empty state when there is nothing.
 */
export function CardList<T>({
  items,
  itemKey,
  renderItem,
  loading = false,
  pagination,
  emptyText,
  'data-testid': testId,
}: CardListProps<T>) {
  return (
    <div className="card-list" data-testid={testId}>
      <Spin spinning={loading}>
        {items.length ? (
          <ul className="card-list__items">
            {items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        ) : loading ? (
          <div className="card-list__placeholder" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        )}
      </Spin>
      {pagination && Number(pagination.total) > 0 && <Pagination align="center" {...pagination} />}
    </div>
  );
}
