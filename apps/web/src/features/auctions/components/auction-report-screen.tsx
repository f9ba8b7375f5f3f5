import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuctionLogEntry } from '@portal/contracts/auctions';
import { formatDateTime, formatDateTimeWithZone } from '@/shared/lib/business-time';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';
import { auditColumns, RecordLogTable } from '@/shared/admin-kit/record-log-table';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { QueryState } from '@/shared/ui/query-state';
import { auctionLogQueryOptions, auctionRequestsQueryOptions, useAuctionOutcome } from '../api/outcome';
import { AUCTION_LABELS } from '../config';
import { AuctionOutcomeTable } from './auction-outcome-table';
import { AuctionStatusTag } from './status-tags';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const REQUEST_COLORS: Record<ParticipationRequest['status'], string> = {
  PENDING: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
};

function Report({ auctionId }: { auctionId: number }) {
  const { t } = useTranslation();
  const query = useAuctionOutcome(auctionId);
  if (!query.data) {
    return <QueryState query={query} />;
  }
  const outcome = query.data;
  return (
    <Flex vertical gap={16}>
      <Space align="center" wrap data-testid="report-header">
        <ScreenTitle>
          {t('auction.auction', 'Auction')} {outcome.auctionNumber}
        </ScreenTitle>
        <AuctionStatusTag status={outcome.status} />
        <Typography.Text type="secondary">
          {t(...AUCTION_LABELS.startDate)}: {formatDateTime(outcome.startDate)} · {t(...AUCTION_LABELS.endDate)}:{' '}
          {formatDateTimeWithZone(outcome.endDate)}
        </Typography.Text>
      </Space>
      <Card size="small" title={t('outcome.title', 'Outcome')}>
        <AuctionOutcomeTable outcome={outcome} />
      </Card>
      <Card size="small" title={t('outcome.requests_title', 'Participation requests')}>
        <RecordLogTable
          queryOptions={(page, count) => auctionRequestsQueryOptions(auctionId, page, count)}
          scrollX
          emptyText={t('outcome.requests_empty', 'Nobody asked to take part in this auction.')}
          testId="report-requests"
          columns={[
            { key: 'username', title: t('participation.username', 'Username'), render: (_v, r) => r.user.username },
            { key: 'lot', title: t('participation.lot', 'Lot'), render: (_v, r) => r.lot.code },
            {
              key: 'status',
              title: t('participation.status', 'Status'),
              render: (_v, r) => <Tag color={REQUEST_COLORS[r.status]}>{t(r.status, r.status)}</Tag>,
            },
            {
              key: 'createdAt',
              title: t('participation.created_at', 'Requested'),
              render: (_v, r) => formatDateTime(r.createdAt),
            },
            {
              key: 'decidedBy',
              title: t('participation.decided_by', 'Decided by'),
              render: (_v, r) => r.decidedBy ?? '—',
            },
            {
              key: 'rejectReason',
              title: t('outcome.reject_reason', 'Reason of rejection'),
              ellipsis: true,
              render: (_v, r) => r.rejectReason ?? '—',
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('outcome.log_title', 'Log')}>
        <RecordLogTable
          queryOptions={(page, count) => auctionLogQueryOptions(outcome.auctionNumber, page, count)}
          emptyText={t('product.log_empty', 'Nothing has been logged yet.')}
          testId="report-log"
          columns={auditColumns<AuctionLogEntry>(t, {
            at: t('product.log_at', 'When'),
            actor: t('product.log_actor', 'Who'),
            action: t('product.log_action', 'What'),
          })}
        />
      </Card>
    </Flex>
  );
}

/** `/admin/auctions/auction_report/{auctionId}`: the finished-auction report with outcome, requests and log. */
export function AuctionReportScreen({ auctionId }: { auctionId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('outcome.report_title', 'Finished auction report'));
  return (
    <Flex vertical gap={16} data-testid="auction-report-screen">
      <Space align="center" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.adminAuctions)} data-testid="report-back">
          {t('admin.back', 'Back')}
        </Button>
        <Typography.Text strong>{t('outcome.report_title', 'Finished auction report')}</Typography.Text>
      </Space>
      {auctionId === null ? (
        <Card>
          <Empty description={t('outcome.choose_auction', 'Open the report from an auction in the auctions list.')} />
        </Card>
      ) : (
        <Report auctionId={auctionId} />
      )}
    </Flex>
  );
}
