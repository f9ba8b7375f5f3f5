import { lotDescription } from '@portal/contracts/lot-texts';
import { useEffect, useState } from 'react';
import { Card, Empty, Flex, Segmented, Tag, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUCTION_STATUS_TOPIC } from '@portal/contracts/auctions';
import { bidTopic } from '@portal/contracts/bidding';
import { MY_BIDS_FILTERS, type MyBidLot, type MyBidPosition } from '@portal/contracts/follows';
import { formatMoney } from '@portal/contracts/money-format';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ScreenHeading } from '@/shared/ui/screen-heading';
import { subscribeTopic } from '@/shared/realtime/stomp';
import { useTopic } from '@/shared/realtime/use-topic';
import { LinkButton } from '@/shared/ui/link-button';
import { ZonedTime } from '@/shared/ui/zoned-time';
import { useFollows } from '../api/get-follows';
import { useMyBids } from '../api/get-my-bids';
import { biddingKeys } from '../api/keys';
import { countdownParts, secondsLeft } from '../lib/countdown';
import { FollowButton } from './follow-button';
import { WinnerNextStepsText } from './winner-next-steps';
import './bidding.css';
import { ExportButton } from '@/shared/admin-kit/export-button';
import { MY_BIDS_EXPORT } from '../api/export-my-bids';

type Filter = (typeof MY_BIDS_FILTERS)[number];
const PAGE_SIZE = 20;

const POSITION_COLOR: Record<MyBidPosition, string> = {
  LEADING: 'green',
  OUTBID: 'red',
  WON: 'blue',
  LOST: 'default',
  NO_BIDS: 'default',
};

function PositionTag({ position }: { position: MyBidPosition }) {
  const { t } = useTranslation();
  const label: Record<MyBidPosition, string> = {
    LEADING: t('my_bids.position.LEADING', 'Leading'),
    OUTBID: t('my_bids.position.OUTBID', 'Outbid'),
    WON: t('my_bids.position.WON', 'Won'),
    LOST: t('my_bids.position.LOST', 'Not won'),
    NO_BIDS: t('my_bids.position.NO_BIDS', 'No bid'),
  };
  return (
    <Tag color={POSITION_COLOR[position]} data-testid="my-bid-position" data-position={position}>
      {label[position]}
    </Tag>
  );
}

/** The time left of a running lot, ticking each second ("2d 03:04:05"); nothing once ended. */
function TimeLeft({ endTime, now }: { endTime: string | null; now: number }) {
  if (!endTime) return null;
  const left = secondsLeft(Date.parse(endTime) - now);
  if (left <= 0) return null;
  const { days, hours, minutes, seconds } = countdownParts(left);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <strong className="my-bids__left">
      {days > 0 ? `${days}d ` : ''}
      {pad(hours)}:{pad(minutes)}:{pad(seconds)}
    </strong>
  );
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * `/user_auctions/my_bids`: every lot the user bid on or follows, with their position (leading, outbid, won, not
 * won), the current price, their best bid and maximum, and the time left; live: a bid on a listed lot or a lot's
 * settling reads the page again. Below, the auctions they follow.
 */
export function MyBidsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('my_bids.title', 'My bids'));
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const query = useMyBids({ page, count: PAGE_SIZE, filter });
  const follows = useFollows(true);
  const client = useQueryClient();
  const now = useNow(1000);
  const rows = query.data?.content ?? [];
  const running = rows.filter((r) => r.status === 'ACTIVE').map((r) => r.lotId);
  const runningKey = running.join(',');

  // Live: each running lot's bid topic (the bidding screen's own), and the lots' settling on the status topic.
  useEffect(() => {
    if (runningKey === '') return undefined;
    const refresh = () => void client.invalidateQueries({ queryKey: biddingKeys.mine });
    const stops = runningKey.split(',').map((id) => subscribeTopic(bidTopic(Number(id)), refresh));
    return () => stops.forEach((stop) => stop());
  }, [runningKey, client]);
  useTopic(AUCTION_STATUS_TOPIC, () => void client.invalidateQueries({ queryKey: biddingKeys.mine }));

  const filterLabel: Record<Filter, string> = {
    ALL: t('my_bids.filter.ALL', 'All'),
    BIDS: t('my_bids.filter.BIDS', 'Bid on'),
    FOLLOWED: t('my_bids.filter.FOLLOWED', 'Followed'),
    ENDED: t('my_bids.filter.ENDED', 'Ended'),
  };
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currentLanguage));

  return (
    <div className="my-bids" data-testid="my-bids-screen">
      <ScreenHeading
        title={t('my_bids.title', 'My bids')}
        text={t(
          'my_bids.intro',
          'The lots you bid on or follow, with your position as it changes; the auctions you follow are below.',
        )}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={MY_BIDS_FILTERS.map((value) => ({ value, label: filterLabel[value] }))}
          aria-label={t('my_bids.filter_label', 'Show')}
          data-testid="my-bids-filter"
        />
        <ExportButton path={MY_BIDS_EXPORT} filters={{}} params={{ filter }} name="my-bids" />
      </Flex>
      <ScrollTable<MyBidLot>
        style={{ marginTop: 16 }}
        rowKey="lotId"
        size="middle"
        loading={query.isPending}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              description={t('my_bids.empty', 'No lots yet: bid on a lot or follow it with its star.')}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
            />
          ),
        }}
        onRow={(row) => ({ 'data-testid': `my-bid-${row.lotId}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.totalElements ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: t('my_bids.lot', 'Lot'),
            key: 'lot',
            render: (_, row) => (
              <div>
                <LinkButton type="link" style={{ padding: 0 }} to={paths.biddingScreen(row.auctionId)}>
                  {row.lotCode}
                </LinkButton>
                <div className="bid-muted">
                  {t('my_bids.auction', 'Auction {{number}}', { number: row.auctionNumber })}
                </div>
                {row.description && <div className="my-bids__description">{lotDescription(row, currentLanguage)}</div>}
                {row.nextSteps && (
                  <details className="my-bids__next-steps" data-testid="my-bid-next-steps">
                    <summary>{t('bidding.next_steps', 'Your next steps')}</summary>
                    <WinnerNextStepsText nextSteps={row.nextSteps} testId="my-bid-next-steps-text" />
                  </details>
                )}
              </div>
            ),
          },
          {
            title: t('my_bids.position', 'Position'),
            key: 'position',
            render: (_, row) => <PositionTag position={row.position} />,
          },
          {
            title: t('my_bids.current_price', 'Current price'),
            key: 'price',
            align: 'right',
            render: (_, row) => <span data-testid="my-bid-price">{money(row.winningAmount ?? row.highestBid)}</span>,
          },
          {
            title: t('my_bids.my_best', 'Your bid'),
            key: 'mine',
            // On a phone the lot, position, price and end are what fits.
            responsive: ['sm'],
            align: 'right',
            render: (_, row) => money(row.myBestBid),
          },
          {
            title: t('my_bids.my_maximum', 'Your maximum'),
            key: 'max',
            // On a phone the lot, position, price and end are what fits.
            responsive: ['sm'],
            align: 'right',
            render: (_, row) => money(row.myMaximum),
          },
          {
            title: t('my_bids.ends', 'Ends / time left'),
            key: 'ends',
            render: (_, row) => (
              <div>
                {row.status === 'ACTIVE' && <TimeLeft endTime={row.endTime} now={now} />}
                <div>
                  <ZonedTime value={row.endTime} stacked />
                </div>
              </div>
            ),
          },
          {
            title: t('my_bids.follow', 'Follow'),
            key: 'follow',
            // On a phone the lot, position, price and end are what fits.
            responsive: ['sm'],
            render: (_, row) => <FollowButton target={{ lotId: row.lotId }} signedIn size="small" />,
          },
        ]}
      />
      <Card size="small" title={t('my_bids.followed_auctions', 'Followed auctions')} style={{ marginTop: 24 }}>
        {(follows.data?.auctions.length ?? 0) === 0 ? (
          <Typography.Text type="secondary">
            {t('my_bids.no_followed_auctions', 'You follow no auction.')}
          </Typography.Text>
        ) : (
          <ul className="my-bids__auctions" data-testid="followed-auctions">
            {follows.data!.auctions.map((a) => (
              <li key={a.auctionId}>
                <LinkButton type="link" style={{ padding: 0 }} to={paths.userAuction(a.auctionId)}>
                  {t('my_bids.auction', 'Auction {{number}}', { number: a.auctionNumber })}
                </LinkButton>{' '}
                · {t('my_bids.starts', 'starts')} <ZonedTime value={a.startDate} /> · {t('my_bids.ends_short', 'ends')}{' '}
                <ZonedTime value={a.endDate} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
