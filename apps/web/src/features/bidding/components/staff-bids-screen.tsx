import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Flex, Skeleton } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUCTION_STATUS_TOPIC } from '@portal/contracts/auctions';
import { bidPushSchema, bidTopic, statusTopicPushSchema, type StaffBid } from '@portal/contracts/bidding';
import { paths } from '@/shared/config/paths';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { checkedPush } from '@/shared/realtime/checked-push';
import { useTopic } from '@/shared/realtime/use-topic';
import { QueryState } from '@/shared/ui/query-state';
import { biddingKeys } from '../api/keys';
import { staffBidsQueryOptions } from '../api/get-staff-bids';
import { formatMoney } from '@portal/contracts/money-format';
import { formatBidTime, shortHash } from '../lib/format';
import { isClosedStatus } from '../lib/live-lots';
import { CopyButton } from './receipt-list';
import { LotStatusPill, Pill } from './status-pills';
import './bidding.css';

const PAGE_SIZE = 20;
/** A burst of bids reloads the page once, this long after the last push. */
const REFRESH_DELAY_MS = 500;

function positivePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** While the lot runs, every accepted bid and status change reloads the page shown. */
function useLiveRefresh(auctionId: number, lotId: number, running: boolean) {
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const refresh = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: biddingKeys.staffBids(auctionId, lotId) }),
      REFRESH_DELAY_MS,
    );
  };
  // Each push is checked against its contract (a push that does not fit is logged and left out).
  const topic = bidTopic(lotId);
  useTopic(running ? topic : null, (body) => {
    if (checkedPush(topic, bidPushSchema, body)) refresh();
  });
  useTopic(AUCTION_STATUS_TOPIC, (body) => {
    const push = checkedPush(AUCTION_STATUS_TOPIC, statusTopicPushSchema, body);
    if (push && 'lotId' in push && push.lotId === lotId) refresh();
  });
}

function LotBids({ auctionId, lotId }: { auctionId: number; lotId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = positivePage(params.get('page'));
  const query = useQuery(staffBidsQueryOptions(auctionId, lotId, page, PAGE_SIZE));
  const lot = query.data?.lot;
  useLiveRefresh(auctionId, lotId, lot?.status === 'ACTIVE');
  useDocumentTitle(
    lot
      ? t('staff_bids.page_title', 'Bids of lot {{code}}', { code: lot.code })
      : t('staff_bids.title', 'Bids of a lot'),
  );

  if (!query.data)
    return (
      <QueryState
        query={query}
        loading={
          <div role="status" aria-label={t('generic.loading', 'Loading…')}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        }
      />
    );

  const { content, totalElements } = query.data;
  const header = query.data.lot;
  const closed = isClosedStatus(header.status);
  return (
    <>
      <Flex align="center" gap={12} wrap>
        <h1 className="bid-page__title">{t('staff_bids.page_title', 'Bids of lot {{code}}', { code: header.code })}</h1>
        <LotStatusPill status={header.status} />
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        data-testid="staff-bids-header"
        items={[
          {
            key: 'auction',
            label: t('lot.auction', 'Auction'),
            children: header.auctionNumber,
          },
          {
            key: 'highest',
            label: t('bidding.highest_bid', 'Highest bid'),
            children: formatMoney(header.highestBid, currentLanguage),
          },
          {
            key: 'end',
            label: closed ? t('staff_bids.ended', 'Ended') : t('staff_bids.ends', 'Ends'),
            children: header.endTime ? formatBidTime(header.endTime) : '—',
          },
          {
            key: 'chain',
            label: t('staff_bids.chain', 'Chain of hashes'),
            children: header.chainValid ? (
              <Pill tone="success" testId="chain-valid">
                {t('staff_bids.chain_valid', 'Intact: every bid recomputes')}
              </Pill>
            ) : (
              <Pill tone="danger" testId="chain-broken">
                {t('staff_bids.chain_broken', 'Broken: a stored bid was changed')}
              </Pill>
            ),
          },
          {
            key: 'hash',
            label: closed ? t('staff_bids.final_hash', 'Final hash') : t('staff_bids.latest_hash', 'Latest hash'),
            span: 'filled' as const,
            children: header.lastHash ? (
              <Flex gap={6} align="center" wrap>
                <code className="bid-hash" data-testid="staff-bids-hash">
                  {header.lastHash}
                </code>
                <CopyButton text={header.lastHash} label={t('staff_bids.copy_hash', 'Copy the hash')} />
              </Flex>
            ) : (
              '—'
            ),
          },
        ]}
      />
      {totalElements === 0 ? (
        <Empty
          description={<span className="bid-muted">{t('staff_bids.empty', 'Nobody has bid on this lot.')}</span>}
          data-testid="staff-bids-empty"
        />
      ) : (
        <ScrollTable<StaffBid>
          rowKey="id"
          size="small"
          loading={query.isFetching}
          dataSource={content}
          // Rows carry copy buttons, so the sideways scroll is reachable by keyboard.
          scroll={{ x: 'max-content' }}
          data-testid="staff-bids-table"
          locale={{
            emptyText: (
              <Empty
                description={<span className="bid-muted">{t('staff_bids.empty', 'Nobody has bid on this lot.')}</span>}
              />
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: totalElements,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) =>
              setParams((current) => {
                const updated = new URLSearchParams(current);
                updated.set('page', String(next));
                return updated;
              }),
          }}
          columns={[
            { key: 'seq', title: '#', dataIndex: 'seq', width: 60, align: 'right' },
            {
              key: 'time',
              title: t('staff_bids.time', 'Time'),
              render: (_v, bid) => <time dateTime={bid.serverTime}>{formatBidTime(bid.serverTime)}</time>,
            },
            {
              key: 'amount',
              title: t('staff_bids.amount', 'Amount'),
              align: 'right',
              render: (_v, bid) => <span className="bid-list__amount">{formatMoney(bid.amount, currentLanguage)}</span>,
            },
            {
              key: 'kind',
              title: t('staff_bids.kind', 'Kind'),
              render: (_v, bid) =>
                bid.kind === 'MAXIMUM'
                  ? t('staff_bids.kind_maximum', 'By maximum')
                  : t('staff_bids.kind_manual', 'Manual'),
            },
            {
              key: 'bidder',
              title: t('staff_bids.pseudonym', 'Pseudonym'),
              render: (_v, bid) => t('bidding.bidder', 'Bidder {{number}}', { number: bid.bidderNumber }),
            },
            {
              key: 'name',
              title: t('staff_bids.name', 'Bidder'),
              render: (_v, bid) =>
                bid.bidder ? (
                  <span data-testid={`staff-bid-name-${bid.seq}`}>
                    {bid.bidder.displayName} ({bid.bidder.username})
                  </span>
                ) : (
                  <span className="bid-muted">{t('staff_bids.name_hidden', 'shown once the lot has closed')}</span>
                ),
            },
            {
              key: 'hash',
              title: t('bidding.hash', 'Hash'),
              render: (_v, bid) => (
                <Flex gap={4} align="center">
                  <code className="bid-hash" title={bid.hash}>
                    {shortHash(bid.hash)}
                  </code>
                  <CopyButton
                    text={bid.hash}
                    label={t('bidding.copy_hash', 'Copy the hash of bid #{{seq}}', { seq: bid.seq })}
                  />
                </Flex>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

/**
 * `/admin/auctions/bids/{auctionId}/{lotId}` (staff, spec §2 "bids of a lot"): the lot's header — code,
 * status, auction, highest bid, end, final hash and whether its chain recomputes — and its bids, newest
 * first, paged on the server; real names once the lot has closed.
 */
export function StaffBidsScreen({ auctionId, lotId }: { auctionId: number | null; lotId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="bid-page" data-testid="staff-bids-screen">
      <Flex gap={8} wrap>
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate(auctionId ? paths.adminAuctionReport(auctionId) : paths.adminAuctions)}
          data-testid="staff-bids-back"
        >
          {auctionId ? t('staff_bids.to_report', 'Auction report') : t('admin.back', 'Back')}
        </Button>
        {auctionId && (
          <Button onClick={() => navigate(paths.biddingScreen(auctionId))} data-testid="staff-bids-live">
            {t('staff_bids.to_live', 'Live bidding')}
          </Button>
        )}
      </Flex>
      {auctionId !== null && lotId !== null ? (
        <LotBids key={`${auctionId}/${lotId}`} auctionId={auctionId} lotId={lotId} />
      ) : (
        <ChooseLot />
      )}
    </div>
  );
}

function ChooseLot() {
  const { t } = useTranslation();
  useDocumentTitle(t('staff_bids.title', 'Bids of a lot'));
  return (
    <>
      <h1 className="bid-page__title">{t('staff_bids.title', 'Bids of a lot')}</h1>
      <Empty
        description={
          <span className="bid-muted">
            {t(
              'staff_bids.choose_lot',
              'Open the bids of a lot from the finished-auction report or from the live bidding screen.',
            )}
          </span>
        }
      />
    </>
  );
}
