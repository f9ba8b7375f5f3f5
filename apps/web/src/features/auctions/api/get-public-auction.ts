import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicAuction, PublicLot, PublicLotDetail } from '@portal/contracts/public-auctions';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { PUBLIC_AUCTIONS_RESOURCE, publicAuctionKeys } from './public-keys';

/**
 * Keys of the auction page and the lot page, under the public root `['public_auctions']`, so the
 * status feed patches the status at once and reloads them 1000 ms after a push (spec §4).
 */
export const auctionPageKeys = {
  auction: publicAuctionKeys.auction,
  lots: (id: number) => [...publicAuctionKeys.auction(id), 'lots'] as const,
  lot: (lotId: number) => [PUBLIC_AUCTIONS_RESOURCE, 'lot', lotId] as const,
};

/** `GET /auctions/public/{id}`: the auction as visitors see it (404 while CREATED). */
export const publicAuctionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: auctionPageKeys.auction(id),
    queryFn: ({ signal }) => apiClient.get<PublicAuction>(apiPath('/auctions/public/{id}', { id }), { signal }),
    // The page shows a 404 itself.
    meta: { handledStatuses: [404] },
  });

export const usePublicAuction = (id: number) => useQuery(publicAuctionQueryOptions(id));

/** `GET /auctions/public/{id}/lots`: the auction's lots by part, then code. */
export const usePublicAuctionLots = (id: number) =>
  useQuery({
    queryKey: auctionPageKeys.lots(id),
    queryFn: ({ signal }) => apiClient.get<PublicLot[]>(apiPath('/auctions/public/{id}/lots', { id }), { signal }),
    placeholderData: keepPreviousData,
    meta: { handledStatuses: [404] },
  });

/** A lot with the instant its bidding ends on this machine's clock (server remaining time, latency subtracted). */
export type PublicLotView = PublicLotDetail & { endsAt: number };

/** `GET /lots/public/{id}`: one lot with its products and the time left. */
export const usePublicLot = (lotId: number) =>
  useQuery({
    queryKey: auctionPageKeys.lot(lotId),
    queryFn: async ({ signal }): Promise<PublicLotView> => {
      const sentAt = Date.now();
      const detail = await apiClient.get<PublicLotDetail>(apiPath('/lots/public/{id}', { id: lotId }), { signal });
      // Spec §9: the load latency is subtracted from the end time (received + remaining − latency).
      return { ...detail, endsAt: sentAt + detail.remainingTime };
    },
    meta: { handledStatuses: [404] },
  });
