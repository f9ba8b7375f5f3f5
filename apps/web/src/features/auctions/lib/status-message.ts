import { AUCTION_STATUS_TOPIC } from '@portal/contracts/auctions';
import { statusTopicPushSchema, type AuctionStatusPush } from '@portal/contracts/bidding';
import { checkedPush } from '@/shared/realtime/checked-push';

/**
 * An auction's status change from a push of `/topic/auction/all` (`{ id, status }`), or null for a lot's status
 * (`{ lotId, … }`, the bidding screen's) and for a push that fits neither: that one is logged by `checkedPush`.
 */
export function readStatusMessage(body: unknown): AuctionStatusPush | null {
  const push = checkedPush(AUCTION_STATUS_TOPIC, statusTopicPushSchema, body);
  return push && 'id' in push ? push : null;
}
