import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useTranslation } from 'react-i18next';
import type { Paged } from '@portal/contracts/paging';
import type { ParticipationUser } from '@portal/contracts/participation-requests';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

const SHOWN = 50;

/**
 * The users who asked to take part in the auction (spec: the cancel confirmation lists them); they
 * are told by mail. Shown only to staff who may read requests: any failure leaves the list out.
 */
export function RequestUsers({ auctionId }: { auctionId: number }) {
  const { t } = useTranslation();
  const users = useQuery({
    queryKey: ['auction_participation_requests', 'users', auctionId],
    queryFn: ({ signal }) =>
      apiClient.get<Paged<ParticipationUser>>(apiPath('/auction_participation_requests/users'), {
        query: { auctionId, count: SHOWN },
        signal,
      }),
    meta: { handledStatuses: 'all' },
    retry: false,
  });
  if (users.isError) return null;
  return (
    <div style={{ marginTop: 16 }} data-testid="cancel-request-users">
      <Typography.Text strong>{t('auction.request_users', 'Users with participation requests')}</Typography.Text>
      <ScrollTable<ParticipationUser>
        rowKey="userId"
        size="small"
        loading={users.isLoading}
        dataSource={users.data?.content ?? []}
        pagination={false}
        scroll={{ y: 200 }}
        locale={{ emptyText: t('auction.no_request_users', 'Nobody has asked to take part.') }}
        columns={[
          { key: 'username', title: t('auction.request_user', 'User'), dataIndex: 'username' },
          { key: 'pending', title: t('auction.requests_pending', 'Pending'), dataIndex: 'pending', width: 90 },
          { key: 'approved', title: t('auction.requests_approved', 'Approved'), dataIndex: 'approved', width: 90 },
        ]}
      />
      {(users.data?.totalElements ?? 0) > SHOWN && (
        <Typography.Text type="secondary">
          {t('auction.request_users_more', 'and {{count}} more', { count: (users.data?.totalElements ?? 0) - SHOWN })}
        </Typography.Text>
      )}
    </div>
  );
}
