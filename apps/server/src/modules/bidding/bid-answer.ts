import type { LotStatus } from '@portal/contracts/auction-status';
import { maximumAllowedBid, minimumNextBid, type PriceFacts, type SendBidAnswer } from '@portal/contracts/bidding';
import type { AuthContext } from '../../platform/http/access';

/** The caller's bid as `send_bid` answers it: as accepted now, or as first placed with the request's key. */
export type AnsweredBid = {
  id: number;
  lotId: number;
  auctionId: number;
  amount: number;
  offeredAmount: number;
  bidderNumber: number;
  seq: number;
  hash: string;
  serverTime: Date;
  /** The lot's end the bid left (it counts the bid's own time left). */
  endTime: Date;
};

/** The lot as the answer shows it: after the bid and any automatic bid it set off, or as it stands now. */
export type AnsweredLot = PriceFacts & {
  lotId: number;
  status: LotStatus;
  /** `bid_max_multiple` as the bid's statement (or the read) had it. */
  bidMaxMultiple: number;
  bidCount: number;
  endTime: Date | null;
  leaderId: number | null;
  leaderNumber: number | null;
};

/**
 * The answer of `POST /auction/send_bid` (contracts `sendBidAnswerSchema`), built here alone for a bid placed now and
 * for the replay of a key: the bid, the lot with the caller's position, times left by the database's clock `now`.
 */
export function sendBidAnswer(auth: AuthContext, bid: AnsweredBid, lot: AnsweredLot, now: Date): SendBidAnswer {
  const left = (end: Date | null) => (end === null ? 0 : Math.max(0, end.getTime() - now.getTime()));
  return {
    bid: {
      id: bid.id,
      lotId: bid.lotId,
      auctionId: bid.auctionId,
      amount: bid.amount,
      offeredAmount: bid.offeredAmount,
      username: auth.username,
      bidderNumber: bid.bidderNumber,
      seq: bid.seq,
      serverTime: bid.serverTime.toISOString(),
      remainingTime: left(bid.endTime),
      endTime: bid.endTime.toISOString(),
      hash: bid.hash,
    },
    lot: {
      lotId: lot.lotId,
      status: lot.status,
      highestBid: lot.highestBid,
      minimumNextBid: minimumNextBid(lot),
      maximumAllowedBid: maximumAllowedBid(lot, lot.bidMaxMultiple),
      bidCount: lot.bidCount,
      endTime: lot.endTime?.toISOString() ?? null,
      remainingTime: left(lot.endTime),
      leaderNumber: lot.leaderNumber,
      position: lot.leaderId === auth.userId ? 'LEADING' : 'OUTBID',
    },
    serverTime: now.toISOString(),
  };
}
