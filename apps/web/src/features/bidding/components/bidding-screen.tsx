import { useState } from 'react';
import { Empty, Flex, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { noWebSocket, reconnectNow } from '@/shared/realtime/stomp';
import { LinkButton } from '@/shared/ui/link-button';
import { QueryState } from '@/shared/ui/query-state';
import { useWatching } from '../api/mark-watching';
import { useLiveAuction } from '../api/use-live-auction';
import type { LiveLot } from '../lib/live-lots';
import { AnnouncerRegion, useAnnouncer } from './announcer';
import { ConnectionBanner, connectionLost, LiveStatus } from './connection-banner';
import { LotPanel } from './lot-panel';
import { LotProductsDialog, type ProductsRenderer } from './lot-products-dialog';
import { AuctionStatusPill } from './status-pills';
import { ViewerNotice } from './viewer-notice';
import './bidding.css';

/**
 * `/user_auctions/auction_bid/{auctionId}` (spec §2 auction bidding, §4, §9): the live bidding screen.
 * Every lot as a card with its countdown by the server's clock, prices, last bids and — for an approved
 * bidder — the bid form, position and receipts. Visitors, users without an approved request and staff see
 * the same live view read-only.
 */
export function BiddingScreen({
  auctionId,
  viewerKey,
  renderProducts,
}: {
  auctionId: number;
  /** The signed-in username or null: the screen's answer depends on who asks. */
  viewerKey: string | null;
  renderProducts: ProductsRenderer;
}) {
  const { t } = useTranslation();
  const { store, state, query, auctionQuery, connection } = useLiveAuction(auctionId, viewerKey);
  const { message, announcer } = useAnnouncer();
  const [productsOf, setProductsOf] = useState<LiveLot | null>(null);
  useWatching(auctionId, state.viewer === 'BIDDER');
  const number = state.auction?.auctionNumber;
  useDocumentTitle(
    number
      ? t('bidding.page_title', 'Live bidding · Auction {{number}}', { number })
      : t('bidding.title', 'Live bidding'),
  );

  if (!state.auction || !state.viewer) {
    return (
      <QueryState
        // The auction and its lots are two reads: either one's failure is the screen's.
        query={{
          error: auctionQuery.error ?? query.error,
          refetch: () => Promise.all([auctionQuery.refetch(), query.refetch()]),
        }}
        loading={
          <div role="status" aria-label={t('generic.loading', 'Loading…')}>
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        }
        notFound={{
          title: t('bidding.not_found', 'This auction does not exist or is not public.'),
          extra: (
            <LinkButton type="primary" to={paths.runningAuctions}>
              {t('bidding.to_running', 'Running auctions')}
            </LinkButton>
          ),
          testId: 'bidding-not-found',
        }}
        failed={{ title: t('bidding.load_failed', 'The bidding could not be loaded.') }}
      />
    );
  }

  const { auction, viewer, lots } = state;
  const bidderNumber = lots.find((lot) => lot.mine)?.mine?.bidderNumber ?? null;
  // Without the live connection the lots show what was last known: when the connection went, or the last poll since.
  const lastKnownAt =
    !noWebSocket && connectionLost(connection)
      ? Math.max(connection.disconnectedSince ?? 0, query.dataUpdatedAt)
      : null;
  return (
    <div className="bidding" data-testid="bidding-screen" data-viewer={viewer} data-auction-status={auction.status}>
      <header className="bidding__header">
        <LinkButton
          type="link"
          to={paths.userAuction(auction.id)}
          icon={<ArrowLeftOutlined aria-hidden />}
          className="bidding__back"
        >
          {t('bidding.back_to_auction', 'Auction {{number}}', { number: auction.auctionNumber })}
        </LinkButton>
        <Flex align="center" gap={12} wrap>
          <h1 className="bidding__title">
            {t('bidding.page_title', 'Live bidding · Auction {{number}}', { number: auction.auctionNumber })}
          </h1>
          <AuctionStatusPill status={auction.status} />
          <LiveStatus connection={connection} noWebSocket={noWebSocket} />
        </Flex>
      </header>
      <ConnectionBanner connection={connection} noWebSocket={noWebSocket} onReconnect={reconnectNow} />
      {auction.status === 'CANCELLED' && (
        <p className="bid-muted" data-testid="bidding-cancelled">
          {t('bidding.auction_cancelled', 'This auction was cancelled: its lots take no bids.')}
        </p>
      )}
      <ViewerNotice viewer={viewer} auction={auction} bidderNumber={bidderNumber} />
      <AnnouncerRegion message={message} />
      {lots.length === 0 ? (
        <Empty
          description={<span className="bid-muted">{t('bidding.no_lots', 'This auction has no lots to bid on.')}</span>}
        />
      ) : (
        <div className="bidding__lots">
          {lots.map((lot) => (
            <LotPanel
              key={lot.lotId}
              lot={lot}
              auction={auction}
              viewer={viewer}
              approved={lot.approved}
              store={store}
              announcer={announcer}
              lastKnownAt={lastKnownAt}
              onProducts={setProductsOf}
            />
          ))}
        </div>
      )}
      {productsOf && (
        <LotProductsDialog lot={productsOf} renderProducts={renderProducts} onClose={() => setProductsOf(null)} />
      )}
    </div>
  );
}
