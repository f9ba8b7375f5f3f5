import { useAuctionStatusFeed } from '../../api/use-auction-status-feed';

/**
 * Keeps every auction on the page live (spec §4): statuses follow `/topic/auction/all` at once and the
 * lists reload 1000 ms later. Pages that compose several public sections render it once.
 */
export function AuctionStatusLive() {
  useAuctionStatusFeed();
  return null;
}
