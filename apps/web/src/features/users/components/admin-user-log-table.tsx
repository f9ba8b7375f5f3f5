import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import type { UserLogEntry } from '@portal/contracts/user-admin';
import { auditColumns, RecordLogTable } from '@/shared/admin-kit/record-log-table';
import { userLogQueryOptions } from '../api/admin-get-user-log';

/** The account's log: when, who, what, the status it led to and the reason given; newest first, paged on the server. */
export function AdminUserLogTable({ username }: { username: string }) {
  const { t } = useTranslation();
  return (
    <RecordLogTable
      queryOptions={(page, count) => userLogQueryOptions(username, page, count)}
      emptyText={t('user.log_empty', 'Nothing has happened to this account yet.')}
      columns={[
        ...auditColumns<UserLogEntry>(t, {
          at: t('user.log_at', 'When'),
          actor: t('user.log_actor', 'Who'),
          action: t('user.log_action', 'What'),
        }),
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
      testId="user-log"
    />
  );
}
