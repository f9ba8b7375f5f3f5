import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AUCTION_STATUS_TOPIC, type AuctionRecord } from '@portal/contracts/auctions';
import type { Paged } from '@portal/contracts/paging';
import { useTopic } from '@/shared/realtime/use-topic';
import { patchPublicStatus } from '../lib/public-status-patch';
import { readStatusMessage } from '../lib/status-message';
import { AUCTIONS_RESOURCE, auctionKeys } from './keys';
import { publicAuctionKeys } from './public-keys';

/** The list refreshes this long after a push message (spec §4), once for a burst of messages. */
export const LIST_REFRESH_DELAY_MS = 1000;

/**
 * Spec §4: the status of an auction on screen follows the push messages of `/topic/auction/all`
 * (`{ id, status }`) at once; the lists and records (their allowed actions) reload 1000 ms later.
 * The same holds for the public lists (an auction moves from upcoming to running there): every
 * `['public_auctions']` answer gets the status at once and reloads with the rest.
 */
export function useAuctionStatusFeed() {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useTopic<unknown>(AUCTION_STATUS_TOPIC, (body) => {
    const message = readStatusMessage(body);
    if (!message) return;
    const { id, status } = message;
    const withStatus = (auction: AuctionRecord) => (auction.id === id ? { ...auction, status } : auction);
    queryClient.setQueryData<AuctionRecord>(auctionKeys.record(id), (old) => (old ? withStatus(old) : old));
    queryClient.setQueriesData<Paged<AuctionRecord>>({ queryKey: [AUCTIONS_RESOURCE, 'paged'] }, (old) =>
      old ? { ...old, content: old.content.map(withStatus) } : old,
    );
    queryClient.setQueriesData<unknown>({ queryKey: publicAuctionKeys.all }, (old: unknown) =>
      patchPublicStatus(old, message),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        void Promise.all([
          queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
          queryClient.invalidateQueries({ queryKey: publicAuctionKeys.all }),
        ]),
      LIST_REFRESH_DELAY_MS,
    );
  });
}
