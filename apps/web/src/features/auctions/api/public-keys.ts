import type { PublicAuctionList } from '@portal/contracts/public-auctions';

/** Everything visitors see of auctions lives under `['public_auctions']`: one invalidation refreshes it all. */
export const PUBLIC_AUCTIONS_RESOURCE = 'public_auctions';

export type PublicListParams = { page: number; count: number; number?: string };
export type LotFilterParams = { type: number; page: number; count: number };

export const publicAuctionKeys = {
  all: [PUBLIC_AUCTIONS_RESOURCE] as const,
  list: (list: PublicAuctionList, params: PublicListParams) =>
    [PUBLIC_AUCTIONS_RESOURCE, 'list', list, params] as const,
  promoted: [PUBLIC_AUCTIONS_RESOURCE, 'promoted'] as const,
  lots: (params: LotFilterParams) => [PUBLIC_AUCTIONS_RESOURCE, 'lots', params] as const,
  auction: (id: number) => [PUBLIC_AUCTIONS_RESOURCE, 'auction', id] as const,
};
