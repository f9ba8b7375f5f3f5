import { lotDescription } from '@portal/contracts/lot-texts';
import { Col, Row, Statistic, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { AuctionOutcome, LotOutcome } from '@portal/contracts/auction-outcome';
import { formatDateTime, withZoneName } from '@/shared/lib/business-time';
import { paths } from '@/shared/config/paths';
import { LinkButton } from '@/shared/ui/link-button';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { LOT_LABELS } from '../config';
import { LotStatusTag } from './status-tags';

/** The outcome's totals (lots, sold, unsold, paid, withdrawn, amount) and one row per lot. */
export function AuctionOutcomeTable({ outcome }: { outcome: AuctionOutcome }) {
  const { t } = useTranslation();
  const { totals } = outcome;
  const columns: ColumnsType<LotOutcome> = [
    { key: 'code', title: t(...LOT_LABELS.code), dataIndex: 'code', width: 130 },
    {
      key: 'description',
      title: t(...LOT_LABELS.description),
      ellipsis: true,
      render: (_v, lot) => lotDescription(lot, currentLanguage),
    },
    { key: 'status', title: t(...LOT_LABELS.status), render: (_v, l) => <LotStatusTag status={l.status} /> },
    {
      key: 'endTime',
      title: withZoneName(t('outcome.end_time', 'Ended')),
      render: (_v, l) => (l.endTime ? formatDateTime(l.endTime) : '—'),
    },
    {
      key: 'startingPrice',
      title: t(...LOT_LABELS.startingPrice),
      align: 'right',
      render: (_v, l) => formatMoney(l.startingPrice, currentLanguage),
    },
    {
      key: 'bids',
      title: t('outcome.bid_count', 'Bids'),
      align: 'right',
      width: 90,
      render: (_v, l) => (
        <LinkButton
          type="link"
          size="small"
          to={paths.staffLotBids(outcome.auctionId, l.lotId)}
          aria-label={t('outcome.bids_of', 'Bids of lot {{code}}', { code: l.code })}
          data-testid={`outcome-bids-${l.lotId}`}
          style={{ paddingInline: 0 }}
        >
          {l.bidCount}
        </LinkButton>
      ),
    },
    {
      key: 'highestBid',
      title: t('outcome.highest_bid', 'Highest bid'),
      align: 'right',
      render: (_v, l) => formatMoney(l.highestBid, currentLanguage),
    },
    {
      key: 'winner',
      title: t('outcome.winner', 'Winner'),
      render: (_v, l) =>
        l.winner ? (
          <>
            {l.winner.displayName}
            <Typography.Text type="secondary"> ({l.winner.username})</Typography.Text>
            {l.secondWinner && (
              <Typography.Text type="warning"> · {t('outcome.second_winner', 'Second winner')}</Typography.Text>
            )}
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'winningAmount',
      title: t('outcome.winning_amount', 'Winning amount'),
      align: 'right',
      render: (_v, l) => formatMoney(l.winningAmount, currentLanguage),
    },
    {
      key: 'payment',
      title: t('outcome.payment', 'Payment'),
      render: (_v, l) =>
        l.paidAt
          ? `${formatDateTime(l.paidAt)} · ${l.contractNumber ?? ''} · ${l.paymentInformation ?? ''}`
          : (l.closeReason ?? l.cancelReason ?? '—'),
    },
  ];
  const stats: Array<[string, string, number | string]> = [
    ['outcome.total_lots', 'Lots', totals.lots],
    ['outcome.total_sold', 'Sold', totals.sold],
    ['outcome.total_unsold', 'Unsold', totals.unsold],
    ['outcome.total_paid', 'Paid', totals.paid],
    ['outcome.total_withdrawn', 'Closed or cancelled', totals.withdrawn],
    ['outcome.total_amount', 'Amount sold', formatMoney(totals.soldAmount, currentLanguage)],
  ];
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="outcome-totals">
        {stats.map(([key, fallback, value]) => (
          <Col key={key} xs={12} sm={8} lg={4}>
            <Statistic title={t(key, fallback)} value={value} />
          </Col>
        ))}
      </Row>
      <ScrollTable<LotOutcome>
        rowKey="lotId"
        size="small"
        dataSource={outcome.lots}
        columns={columns}
        pagination={outcome.lots.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('outcome.no_lots', 'The auction has no lots.') }}
        data-testid="outcome-lots"
      />
    </>
  );
}
