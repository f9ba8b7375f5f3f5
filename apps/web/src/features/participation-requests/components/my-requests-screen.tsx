import { currentLanguage } from '@/shared/i18n/language';
import { lotDescription } from '@portal/contracts/lot-texts';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { FailedResult } from '@/shared/ui/query-state';
import { DeleteOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';
import { useListParams } from '@/shared/admin-kit/list-params';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notify } from '@/shared/ui/notifications';
import { useWithdrawRequest } from '../api/decide-request';
import { ExportButton } from '@/shared/admin-kit/export-button';
import { MY_REQUESTS_EXPORT } from '../api/export-my-requests';
import { useMyRequests } from '../api/get-request';
import { LABELS } from './labels';
import { ParticipationStatusTag } from './participation-status-tag';
import { RequestDrawer } from './request-drawer';

/** Newest first. */
const MY_REQUESTS_SORT = 'id,desc';

/**
 * `/user_auctions/requests/{id?}`: the signed-in account holder's requests to take part in lots, newest
 * first, with the reason of a rejection; a PENDING request can be withdrawn. The id opens its detail.
 */
export function MyRequestsScreen() {
  const { t } = useTranslation();
  const title = t('page.user_auctions_requests', 'My participation requests');
  useDocumentTitle(title);
  const [params, setParams] = useListParams();
  const { editing, open, close } = useEditRoute(paths.userParticipationRequests);
  const query = useMyRequests({ page: params.page, count: params.count, sort: MY_REQUESTS_SORT });
  const withdraw = useWithdrawRequest({
    onSuccess: () =>
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('participation.withdrawn', 'The request was withdrawn.'),
      }),
  });

  const columns: ColumnsType<ParticipationRequest> = [
    { key: 'auction', title: t(...LABELS.auction), render: (_v, r) => r.auction.auctionNumber },
    {
      key: 'lot',
      title: t(...LABELS.lot),
      render: (_v, r) => (
        <Flex vertical>
          <span>{r.lot.code}</span>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280 }}>
            {lotDescription(r.lot, currentLanguage)}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'status', title: t(...LABELS.status), render: (_v, r) => <ParticipationStatusTag status={r.status} /> },
    { key: 'reason', title: t(...LABELS.rejectReason), ellipsis: true, render: (_v, r) => r.rejectReason ?? '—' },
    {
      key: 'createdAt',
      title: t(...LABELS.createdAt),
      width: 160,
      render: (_v, r) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</span>,
    },
    {
      key: '_actions',
      title: <span className="visually-hidden">{t('admin.actions', 'Actions')}</span>,
      align: 'right',
      width: 110,
      render: (_v, r) => (
        <Space>
          <Tooltip title={t(...LABELS.open)}>
            <Button
              icon={<EyeOutlined />}
              aria-label={t(...LABELS.open)}
              onClick={() => open(r.id)}
              data-testid={`participation-open-${r.id}`}
            />
          </Tooltip>
          {r.actions.includes('withdraw') && (
            <Popconfirm
              title={t('participation.withdraw_confirm', 'Withdraw the request?')}
              okText={t(...LABELS.withdraw)}
              cancelText={t('admin.cancel', 'Cancel')}
              okButtonProps={{
                danger: true,
                loading: withdraw.isPending,
                'data-testid': 'participation-withdraw-confirm',
              }}
              onConfirm={() => withdraw.mutate(r.id)}
            >
              <Tooltip title={t(...LABELS.withdraw)}>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t(...LABELS.withdraw)}
                  data-testid={`participation-withdraw-${r.id}`}
                />
              </Tooltip>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  let content: React.ReactNode;
  if (query.isError) {
    content = <FailedResult onRetry={() => query.refetch()} />;
  } else if (query.data && query.data.totalElements === 0) {
    content = (
      <Empty
        style={{ padding: '32px 0' }}
        description={t(
          'participation.my_empty',
          'You have not asked to take part in any lot yet. Open a published auction to send a request.',
        )}
        data-testid="participation-my-empty"
      />
    );
  } else {
    content = (
      <ScrollTable<ParticipationRequest>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.content ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: params.page,
          pageSize: params.count,
          total: query.data?.totalElements ?? 0,
          showSizeChanger: true,
          hideOnSinglePage: params.count === 10,
          onChange: (page, count) => setParams({ page, count }),
        }}
        data-testid="participation-my-table"
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="participation-my-screen">
      <ScreenHeading
        title={title}
        text={t(
          'participation.my_text',
          'Your requests to take part in lots. An operator approves or rejects each request; you are told by e-mail.',
        )}
      >
        <Space wrap>
          <Tooltip title={t('admin.refresh', 'Refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('admin.refresh', 'Refresh')}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isLoading}
            />
          </Tooltip>
          <ExportButton
            path={MY_REQUESTS_EXPORT}
            sort={MY_REQUESTS_SORT}
            filters={{}}
            name="my-participation-requests"
          />
        </Space>
      </ScreenHeading>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        {content}
      </Card>
      {typeof editing === 'number' && <RequestDrawer key={editing} id={editing} onClose={close} />}
    </Flex>
  );
}
