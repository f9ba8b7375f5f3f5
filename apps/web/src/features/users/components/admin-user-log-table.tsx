import { useState } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/contracts/dates';
import type { UserLogEntry } from '@portal/contracts/user-admin';
import { useUserLog } from '../api/admin-get-user-log';

const PAGE_SIZE = 10;

/** The account's log: when, who, what, the status it led to and the reason given; newest first, paged on the server. */
export function AdminUserLogTable({ username }: { username: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useUserLog(username, page, PAGE_SIZE);
  return (
    <Table<UserLogEntry>
      rowKey="id"
      size="small"
      loading={log.isFetching}
      dataSource={log.data?.content ?? []}
      locale={{ emptyText: t('user.log_empty', 'Nothing has happened to this account yet.') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: log.data?.totalElements ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={[
        { key: 'at', title: t('user.log_at', 'When'), width: 150, render: (_v, e) => formatDateTime(e.at) },
        { key: 'actor', title: t('user.log_actor', 'Who'), render: (_v, e) => e.actorUsername ?? '—' },
        { key: 'action', title: t('user.log_action', 'What'), render: (_v, e) => t(`audit.${e.action}`, e.action) },
        {
          key: 'status',
          title: t('user.status', 'Status'),
          render: (_v, e) => (e.status ? t(`user.status_${e.status.toLowerCase()}`, e.status) : '—'),
        },
        {
          key: 'reason',
          title: t('user.reason', 'Reason'),
          render: (_v, e) =>
            e.reason ??
            (e.disabledTo ? t('user.disabled_until', 'Until {{date}}', { date: formatDateTime(e.disabledTo) }) : '—'),
        },
      ]}
      data-testid="user-log"
    />
  );
}
