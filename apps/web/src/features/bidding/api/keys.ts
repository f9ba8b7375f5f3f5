/** Everything the bidding feature reads lives under `['bidding']`. */
export const BIDDING_RESOURCE = 'bidding';

export const biddingKeys = {
  all: [BIDDING_RESOURCE] as const,
  /** The screen's read; `viewer` (the signed-in username or null) keeps visitors' and users' answers apart. */
  lotBids: (auctionId: number, viewer: string | null) => [BIDDING_RESOURCE, 'lot_bids', auctionId, viewer] as const,
  /** The auction the screen is about (its number, status and dates). */
  auction: (auctionId: number) => [BIDDING_RESOURCE, 'auction', auctionId] as const,
  bidsAfter: (lotId: number, after: number) => [BIDDING_RESOURCE, 'bids_after', lotId, after] as const,
  staffBids: (auctionId: number, lotId: number) => [BIDDING_RESOURCE, 'staff_bids', auctionId, lotId] as const,
  staffBidsPage: (auctionId: number, lotId: number, page: number, count: number) =>
    [BIDDING_RESOURCE, 'staff_bids', auctionId, lotId, { page, count }] as const,
  receipt: (query: { lot: number; seq: number; hash: string }) => [BIDDING_RESOURCE, 'receipt', query] as const,
  lotChain: (lotId: number) => [BIDDING_RESOURCE, 'lot_chain', lotId] as const,
  /** The receipt page's own recomputation of a chain as read (by its head). */
  chainHere: (receipt: { lot: number; seq: number; hash: string }, headSeq?: number, headHash?: string | null) =>
    [BIDDING_RESOURCE, 'chain_here', receipt, headSeq, headHash] as const,
  lotProducts: (lotId: number) => [BIDDING_RESOURCE, 'lot_products', lotId] as const,
  /** The caller's follows (the stars) and My bids: under one key, so a follow or a bid refreshes both. */
  mine: [BIDDING_RESOURCE, 'mine'] as const,
  follows: () => [BIDDING_RESOURCE, 'mine', 'follows'] as const,
  myBids: (query: { page: number; count: number; filter: string }) =>
    [BIDDING_RESOURCE, 'mine', 'my_bids', query] as const,
  bidHistory: (lotId: number, page: number) => [BIDDING_RESOURCE, 'bid_history', lotId, page] as const,
  priceChart: (lotId: number) => [BIDDING_RESOURCE, 'price_chart', lotId] as const,
};
