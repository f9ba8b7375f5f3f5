import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AUCTION_STATUS_TOPIC } from '@portal/contracts/auctions';
import { bidTopic, PAGE_OPEN_RELOAD_MS, POLL_INTERVAL_MS } from '@portal/contracts/bidding';
import { noWebSocket, subscribeTopic } from '@/shared/realtime/stomp';
import { useConnectionState } from '@/shared/realtime/use-connection';
import { biddingAuctionQueryOptions } from './get-bidding-auction';
import { lotBidsQueryOptions } from './get-lot-bids';
import { LiveAuctionStore } from './live-auction';

/** A (re)connection's subscriptions go out first; then the lots read what was pushed before them. */
const RESYNC_DELAY_MS = 500;

/**
 * The bidding screen's data (spec §4, §7, §9): the auction and its `lot_bids` once, then kept live by the pushes
 * of every lot's bid topic and `/topic/auction/all`, resynchronised after a gap and after every (re)connection,
 * polled every `POLL_INTERVAL_MS` while there is no live connection (no WebSocket, or lost), read again when the
 * page has been open `PAGE_OPEN_RELOAD_MS` or the countdown drifted from the server's.
 */
export function useLiveAuction(auctionId: number, viewer: string | null) {
  const queryClient = useQueryClient();
  const [store] = useState(() => new LiveAuctionStore(auctionId, queryClient));
  useEffect(() => () => store.dispose(), [store]);

  const connection = useConnectionState();
  const polling = noWebSocket || connection.status === 'disconnected';
  const query = useQuery({
    ...lotBidsQueryOptions(auctionId, viewer),
    refetchInterval: polling ? POLL_INTERVAL_MS : false,
  });
  // Without pushes the auction's start and finish are only seen by reading it: polled with the lots.
  const auctionQuery = useQuery({
    ...biddingAuctionQueryOptions(auctionId),
    refetchInterval: polling ? POLL_INTERVAL_MS : false,
  });
  const { refetch } = query;
  const { refetch: refetchAuction } = auctionQuery;
  useEffect(() => {
    store.setReload(({ auction }) => {
      void refetch();
      if (auction) void refetchAuction();
    });
  }, [store, refetch, refetchAuction]);
  useEffect(() => {
    if (query.data) store.applyLotBids(query.data);
  }, [store, query.data]);
  useEffect(() => {
    if (auctionQuery.data) store.applyAuction(auctionQuery.data);
  }, [store, auctionQuery.data]);

  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const lotIds = state.lots.map((lot) => lot.lotId).join(',');

  // One topic per lot, and the statuses of auctions and lots.
  useEffect(() => {
    if (lotIds === '') return undefined;
    const stops = lotIds.split(',').map((id) => {
      const topic = bidTopic(Number(id));
      return subscribeTopic(topic, (body) => store.applyBidPush(body, topic));
    });
    stops.push(subscribeTopic(AUCTION_STATUS_TOPIC, (body) => store.applyStatusPush(body)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [store, lotIds]);

  // After every new connection (the first one too: the page read its lots before it subscribed), what was pushed
  // meanwhile is read: the bids by seq, the rest with lot_bids.
  const { connections } = connection;
  const hasLots = lotIds !== '';
  useEffect(() => {
    if (!hasLots || connections === 0) return undefined;
    const timer = window.setTimeout(() => store.caughtUpAfterConnection(), RESYNC_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [store, connections, hasLots]);

  // Spec §9: a page open this long reads everything again, with a fresh clock.
  useEffect(() => {
    const timer = window.setInterval(() => {
      store.clock.restart();
      store.reload({ auction: true });
    }, PAGE_OPEN_RELOAD_MS);
    return () => window.clearInterval(timer);
  }, [store]);

  return { store, state, query, auctionQuery, connection, polling };
}
