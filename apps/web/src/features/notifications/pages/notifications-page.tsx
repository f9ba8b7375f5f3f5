import { Button, Empty, Flex, Grid, Segmented, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@portal/contracts/notifications';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { formatDateTime } from '@/shared/lib/business-time';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { FailedResult } from '@/shared/ui/query-state';
import { useNotices } from '../api/get-notices';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkRead } from '../api/mark-read';
import { NoticeItem } from '../components/notice-item';
import { PreferencesCard } from '../components/preferences-card';
import '../components/notifications.css';

/** `/notifications`: every notice of the user, paged, newest first; only the unread on request; and the preferences. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const title = t('notifications.title', 'Notifications');
  useDocumentTitle(title);
  const [params, setParams] = useState({ page: 1, count: 10, unread: false });
  const query = useNotices(params);
  const unread = useUnreadCount(true).data?.unread ?? 0;
  const markAll = useMarkAllRead();
  const markRead = useMarkRead();
  const screens = Grid.useBreakpoint();

  const readTitle = t('notifications.column_read', 'Read');
  const readState = (notice: Notice) =>
    notice.readAt ? (
      <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(notice.readAt)}</span>
    ) : (
      <Button size="small" onClick={() => markRead.mutate([notice.id])} data-testid="notice-mark-read">
        {t('notifications.mark_read', 'Mark read')}
      </Button>
    );
  const item = (notice: Notice) => (
    <NoticeItem notice={notice} onOpen={(n) => n.readAt === null && markRead.mutate([n.id])} />
  );
  // On a phone the read state goes under the notice (a column of its own left the text a sliver of the screen).
  const columns: TableColumnsType<Notice> =
    screens.sm === false
      ? [
          {
            key: 'notice',
            title: t('notifications.column_notice', 'Notification'),
            render: (_v, notice) => (
              <Flex vertical gap={8} align="flex-start">
                {item(notice)}
                {notice.readAt ? (
                  <span>
                    {readTitle}: {readState(notice)}
                  </span>
                ) : (
                  readState(notice)
                )}
              </Flex>
            ),
          },
        ]
      : [
          { key: 'notice', title: t('notifications.column_notice', 'Notification'), render: (_v, n) => item(n) },
          { key: 'read', title: readTitle, width: 170, render: (_v, notice) => readState(notice) },
        ];

  return (
    <Flex vertical gap={16} data-testid="notifications-page">
      <ScreenHeading
        title={title}
        text={t(
          'notifications.page_text',
          'What happened to your bids, requests and cases. New notifications arrive at once in every open tab.',
        )}
      >
        <Button
          onClick={() => markAll.mutate()}
          disabled={unread === 0}
          loading={markAll.isPending}
          data-testid="notifications-mark-all"
        >
          {t('notifications.mark_all_read', 'Mark all read')}
        </Button>
      </ScreenHeading>
      <Segmented
        value={params.unread ? 'unread' : 'all'}
        onChange={(value) => setParams({ ...params, page: 1, unread: value === 'unread' })}
        options={[
          { value: 'all', label: t('notifications.filter_all', 'All') },
          { value: 'unread', label: t('notifications.filter_unread', 'Unread ({{count}})', { count: unread }) },
        ]}
        aria-label={t('notifications.filter', 'Show')}
        data-testid="notifications-filter"
        style={{ alignSelf: 'flex-start' }}
      />
      {query.isError ? (
        <FailedResult onRetry={() => query.refetch()} />
      ) : query.data && query.data.totalElements === 0 ? (
        <Empty
          style={{ padding: '32px 0' }}
          description={t('notifications.none', 'No notifications yet.')}
          data-testid="notifications-empty"
        />
      ) : (
        <Table<Notice>
          rowKey="id"
          loading={query.isFetching}
          dataSource={query.data?.content ?? []}
          columns={columns}
          pagination={{
            current: params.page,
            pageSize: params.count,
            total: query.data?.totalElements ?? 0,
            showSizeChanger: true,
            hideOnSinglePage: params.count === 10,
            onChange: (page, count) => setParams({ ...params, page, count }),
          }}
          data-testid="notifications-table"
        />
      )}
      <PreferencesCard />
    </Flex>
  );
}
