import { lazy, Suspense, useEffect, useState } from 'react';
import { Tag } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicBid } from '@portal/contracts/bidding';
import { BID_HISTORY_PAGE_SIZE } from '@portal/contracts/follows';
import { formatMoney } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';
import { formatDateTime } from '@/shared/lib/business-time';
import { ZonedTime } from '@/shared/ui/zoned-time';
import { useBidHistory, usePriceChart } from '../api/get-bid-history';
import { biddingKeys } from '../api/keys';
import { pricePoints, priceSummary } from '../lib/price-chart';
import './bidding.css';

const PriceLine = lazy(() => import('./price-line'));

/** The price of the lot over time: a step line of its bids, with its summary in words for screen readers. */
export function PriceChart({ lotId, lotCode = '' }: { lotId: number; lotCode?: string }) {
  const { t } = useTranslation();
  const chart = usePriceChart(lotId);
  const points = pricePoints(chart.data?.bids ?? []);
  const summary = priceSummary(points);
  if (!summary) return null;
  const values = {
    code: lotCode,
    count: summary.count,
    from: formatMoney(summary.from, currentLanguage),
    to: formatMoney(summary.to, currentLanguage),
    start: formatDateTime(summary.start),
    end: formatDateTime(summary.end),
  };
  const label = lotCode
    ? t(
        'bid_history.chart_summary',
        'Price of lot {{code}} over time: {{count}} bids, from {{from}} at {{start}} to {{to}} at {{end}}.',
        values,
      )
    : t(
        'bid_history.chart_summary_plain',
        'Price over time: {{count}} bids, from {{from}} at {{start}} to {{to}} at {{end}}.',
        values,
      );
  return (
    <figure className="price-chart" data-testid={`price-chart-${lotId}`}>
      <div role="img" aria-label={label} style={{ width: '100%', height: 200 }}>
        <Suspense fallback={null}>
          {/* Seconds when the bids span less than an hour (a lively lot's minutes would repeat). */}
          <PriceLine points={points} seconds={summary.end - summary.start < 3_600_000} />
        </Suspense>
      </div>
      <figcaption className="bid-muted">{label}</figcaption>
    </figure>
  );
}

/**
 * The lot's whole bid history, paged, newest first: bid number, bidder by pseudonym (the caller's marked), amount,
 * time in the business zone; and the price chart above it. `bidCount` (live on the bidding screen) refreshes both.
 */
export function BidHistory({
  lotId,
  lotCode = '',
  myNumber = null,
  bidCount,
}: {
  lotId: number;
  /** Empty on the lot's own page, which names the lot already. */
  lotCode?: string;
  myNumber?: number | null;
  bidCount?: number;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useBidHistory(lotId, page);
  const client = useQueryClient();
  useEffect(() => {
    if (bidCount === undefined) return;
    void client.invalidateQueries({ queryKey: biddingKeys.priceChart(lotId) });
    void client.invalidateQueries({ queryKey: [...biddingKeys.bidHistory(lotId, 0).slice(0, 3)] });
  }, [bidCount, lotId, client]);
  const headingId = `bid-history-${lotId}`;
  return (
    <section className="bid-history" aria-labelledby={headingId} data-testid={`bid-history-${lotId}`}>
      <h3 id={headingId} className="bid-lot__subtitle">
        {lotCode
          ? t('bid_history.title', 'Bid history of lot {{code}}', { code: lotCode })
          : t('bid_history.title_plain', 'Bid history')}
      </h3>
      <PriceChart lotId={lotId} lotCode={lotCode} />
      <ScrollTable<PublicBid>
        size="small"
        rowKey="seq"
        loading={history.isPending}
        dataSource={history.data?.content ?? []}
        locale={{ emptyText: t('bidding.no_bids', 'No bids yet.') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: BID_HISTORY_PAGE_SIZE,
          total: history.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { title: t('bid_history.seq', 'No.'), dataIndex: 'seq', render: (seq: number) => `#${seq}` },
          {
            title: t('bid_history.bidder', 'Bidder'),
            dataIndex: 'bidderNumber',
            render: (n: number, bid) => (
              <>
                {t('bidding.bidder', 'Bidder {{number}}', { number: n })}
                {n === myNumber && <strong> ({t('bidding.you', 'you')})</strong>}
                {bid.kind === 'MAXIMUM' && (
                  <Tag style={{ marginInlineStart: 8 }}>{t('bidding.kind_maximum', 'by maximum')}</Tag>
                )}
              </>
            ),
          },
          {
            title: t('bid_history.amount', 'Amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (amount: number) => formatMoney(amount, currentLanguage),
          },
          {
            title: t('bid_history.time', 'Time'),
            dataIndex: 'serverTime',
            render: (time: string) => <ZonedTime value={time} stacked />,
          },
        ]}
      />
    </section>
  );
}
