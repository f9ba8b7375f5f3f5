import type { LotStatus } from '@portal/contracts/auction-status';
import {
  LAST_BIDS_SHOWN,
  maximumAllowedBid,
  minimumNextBid,
  toCents,
  type BidPush,
  type BidReceipt,
  type BidsAfter,
  type LotBidding,
  type LotBidsEntry,
  type LotStatusPush,
  type PublicBid,
  type SendBidAnswer,
} from '@portal/contracts/bidding';

/**
 * One lot on the bidding screen, kept in step with the server by `seq` (spec §7 real time): each accepted
 * bid has the next seq of its lot. A push with the next seq is applied; one with a seq already held is a
 * duplicate and ignored; one further ahead reveals a gap: it waits in `ahead` while the screen reads the
 * missing bids (`GET /auction/lot/{id}/bids?after=lastSeq`), then applies in order. Pure functions: the
 * screen's store calls them and does the reading.
 */
export type LiveLot = LotBidsEntry & {
  /** Pushes that came before a missing seq, oldest first. */
  ahead: BidPush[];
};

/** What applying something to a lot did: the lot after it, and whether bids are missing (read them). */
export type Applied = { lot: LiveLot; gap: boolean };

/** After-bid facts a bid brings when they are known (a push); otherwise the lot's rule computes them. */
type After = { endTime?: string | null; minimumNextBid?: number; maximumAllowedBid?: number | null };

// Statuses only move forward: a late answer never takes a closed lot back to ACTIVE.
const STATUS_RANK: Record<LotStatus, number> = {
  CREATED: 0,
  ASSIGNED: 1,
  ACTIVE: 2,
  UNSOLD: 3,
  SOLD: 3,
  CLOSED: 3,
  CANCELLED: 3,
  PAID: 4,
};

export function laterStatus(current: LotStatus, next: LotStatus): LotStatus {
  return STATUS_RANK[next] >= STATUS_RANK[current] ? next : current;
}

/** Lots that no longer take bids. */
export const isClosedStatus = (status: LotStatus) => STATUS_RANK[status] >= 3;

/**
 * The caller's private maximum as it stands: ACTIVE while it may still bid for them (they lead and it is not below
 * the price), OVERTAKEN once another bidder went past it. A maximum below one of the caller's own later bids was left
 * behind by that bid (the server keeps it, but it can never bid again): it is no maximum of theirs any more.
 */
export type MaximumStanding = { amount: number; standing: 'ACTIVE' | 'OVERTAKEN' };

export function maximumStanding(lot: LotBidding): MaximumStanding | null {
  const mine = lot.mine;
  if (!mine || mine.maximumAmount === null) return null;
  const maximum = toCents(mine.maximumAmount);
  if (mine.receipts.some((receipt) => toCents(receipt.amount) > maximum)) return null;
  const active = mine.position === 'LEADING' && (lot.highestBid === null || maximum >= toCents(lot.highestBid));
  return { amount: mine.maximumAmount, standing: active ? 'ACTIVE' : 'OVERTAKEN' };
}

function withBid(lot: LiveLot, bid: PublicBid, after: After): LiveLot {
  const mine = lot.mine;
  const minimum = after.minimumNextBid ?? minimumNextBid({ ...lot, highestBid: bid.amount });
  // Another bidder's bid that the caller's active maximum still covers has already been answered by the server in
  // the same transaction (the automatic bid, next seq): the caller does not stop leading in between.
  const answered = (() => {
    const standing = maximumStanding(lot);
    return standing?.standing === 'ACTIVE' && toCents(standing.amount) >= toCents(minimum);
  })();
  return {
    ...lot,
    bidCount: bid.seq,
    highestBid: bid.amount,
    minimumNextBid: minimum,
    maximumAllowedBid:
      after.maximumAllowedBid !== undefined
        ? after.maximumAllowedBid
        : maximumAllowedBid({ ...lot, highestBid: bid.amount }, lot.bidMaxMultiple),
    leaderNumber: bid.bidderNumber,
    endTime: after.endTime ?? lot.endTime,
    lastBids: [bid, ...lot.lastBids.filter((b) => b.seq !== bid.seq)].slice(0, LAST_BIDS_SHOWN),
    mine: mine && {
      ...mine,
      position:
        bid.bidderNumber === mine.bidderNumber
          ? 'LEADING'
          : mine.position === 'LEADING'
            ? answered
              ? 'LEADING'
              : 'OUTBID'
            : mine.position,
    },
  };
}

const asBid = (push: BidPush): PublicBid => ({
  lotId: push.lotId,
  seq: push.seq,
  amount: push.amount,
  bidderNumber: push.bidderNumber,
  kind: push.kind,
  serverTime: push.serverTime,
});

/** Applies the waiting pushes that now follow on; the lot still has a gap when some are left waiting. */
function drain(lot: LiveLot): Applied {
  let current = lot;
  const waiting = [...lot.ahead].sort((a, b) => a.seq - b.seq);
  const left: BidPush[] = [];
  for (const push of waiting) {
    if (push.seq <= current.bidCount) continue;
    if (push.seq === current.bidCount + 1) {
      current = withBid(current, asBid(push), push);
    } else left.push(push);
  }
  const stillAhead = left.filter((p) => p.seq > current.bidCount);
  return { lot: { ...current, ahead: stillAhead }, gap: stillAhead.length > 0 };
}

/** A push of `/topic/bid/{lotId}`. */
export function applyPush(lot: LiveLot, push: BidPush): Applied {
  if (push.lotId !== lot.lotId || push.seq <= lot.bidCount) return { lot, gap: lot.ahead.length > 0 };
  if (push.seq === lot.bidCount + 1) return drain(withBid(lot, asBid(push), push));
  if (lot.ahead.some((p) => p.seq === push.seq)) return { lot, gap: true };
  return { lot: { ...lot, ahead: [...lot.ahead, push] }, gap: true };
}

/**
 * One answer of the resync read: its bids (oldest first) continue the lot; once the lot holds the
 * answer's `lastSeq`, the lot's end and status are the answer's. `gap` says to read again from the new
 * last seq (the answer had at most `RESYNC_MAX` bids, or pushes are still waiting).
 */
export function applyResync(lot: LiveLot, answer: BidsAfter): Applied {
  if (answer.lotId !== lot.lotId) return { lot, gap: lot.ahead.length > 0 };
  let current = lot;
  for (const bid of answer.bids) {
    if (bid.seq === current.bidCount + 1) current = withBid(current, bid, {});
  }
  if (current.bidCount >= answer.lastSeq) {
    current = { ...current, endTime: current.bidCount === answer.lastSeq ? answer.endTime : current.endTime };
  }
  current = { ...current, status: laterStatus(current.status, answer.status) };
  const drained = drain(current);
  return { lot: drained.lot, gap: drained.gap || drained.lot.bidCount < answer.lastSeq };
}

function mergeReceipts(a: readonly BidReceipt[], b: readonly BidReceipt[]): BidReceipt[] {
  const bySeq = new Map<number, BidReceipt>();
  for (const receipt of [...a, ...b]) bySeq.set(receipt.seq, receipt);
  return [...bySeq.values()].sort((x, y) => x.seq - y.seq);
}

/**
 * A fresh `lot_bids` entry for the lot (first load, poll, reload). An answer at least as far as the lot
 * replaces its bidding state; an older one (pushes overtook it) keeps the lot's and takes only what it
 * adds: the lot's fixed facts, a later status, whether the caller may bid on it, their maximum and receipts.
 */
export function mergeSnapshot(current: LiveLot | undefined, fresh: LotBidsEntry): Applied {
  if (!current) return { lot: { ...fresh, ahead: [] }, gap: false };
  const status = laterStatus(current.status, fresh.status);
  const receipts = mergeReceipts(current.mine?.receipts ?? [], fresh.mine?.receipts ?? []);
  if (fresh.bidCount >= current.bidCount) {
    return drain({
      ...fresh,
      status,
      mine: fresh.mine && { ...fresh.mine, receipts },
      ahead: current.ahead.filter((p) => p.seq > fresh.bidCount),
    });
  }
  return {
    lot: {
      ...current,
      code: fresh.code,
      description: fresh.description,
      descriptionEN: fresh.descriptionEN,
      descriptionSR: fresh.descriptionSR,
      plannedEndTime: fresh.plannedEndTime,
      latestEndTime: fresh.latestEndTime,
      antiSnipingMinutes: fresh.antiSnipingMinutes,
      bidMaxMultiple: fresh.bidMaxMultiple,
      status,
      approved: fresh.approved,
      mine: fresh.mine && {
        ...fresh.mine,
        position: current.mine?.position ?? fresh.mine.position,
        receipts,
      },
    },
    gap: current.ahead.length > 0,
  };
}

/** A lot message of `/topic/auction/all` (it closed at its end, or staff changed it). */
export function applyLotStatus(lot: LiveLot, push: LotStatusPush): LiveLot {
  if (push.lotId !== lot.lotId) return lot;
  const status = laterStatus(lot.status, push.status);
  return { ...lot, status, endTime: isClosedStatus(status) && push.endTime ? push.endTime : lot.endTime };
}

/**
 * The answer of the caller's accepted bid: the bid (as its push would say), its receipt, and the
 * caller's position. When the answer knows of later bids (a maximum answered at once) the lot has a gap.
 */
export function applySentBid(lot: LiveLot, answer: SendBidAnswer, maximumAmount?: number | null): Applied {
  const { bid } = answer;
  const push: BidPush = {
    lotId: bid.lotId,
    seq: bid.seq,
    amount: bid.amount,
    bidderNumber: bid.bidderNumber,
    kind: 'MANUAL',
    serverTime: bid.serverTime,
    hash: bid.hash,
    endTime: bid.endTime,
    highestBid: bid.amount,
    minimumNextBid: minimumNextBid({ ...lot, highestBid: bid.amount }),
    maximumAllowedBid: maximumAllowedBid({ ...lot, highestBid: bid.amount }, lot.bidMaxMultiple),
  };
  const applied = applyPush(lot, push);
  const receipt: BidReceipt = {
    lotId: bid.lotId,
    seq: bid.seq,
    amount: bid.amount,
    kind: 'MANUAL',
    serverTime: bid.serverTime,
    hash: bid.hash,
  };
  const after = applied.lot;
  const mine = after.mine && {
    ...after.mine,
    // A later bid known to the answer (an automatic one) decides the position until its push comes.
    position: answer.lot.bidCount > after.bidCount ? answer.lot.position : after.mine.position,
    maximumAmount: maximumAmount === undefined ? after.mine.maximumAmount : maximumAmount,
    receipts: mergeReceipts(after.mine.receipts, [receipt]),
  };
  return { lot: { ...after, mine }, gap: applied.gap || after.bidCount < answer.lot.bidCount };
}

/**
 * A bid refused because the lot has reached the highest amount the portal takes (409 `eauction.bid_limit_reached`):
 * no bid fits under its ceiling any more, and never will (the highest bid only rises, the increment is the lot's own),
 * so the lot says so at once, while the bids that took it there are read by seq.
 */
export function applyLimitReached(lot: LiveLot): LiveLot {
  return lot.maximumAllowedBid === null ? lot : { ...lot, maximumAllowedBid: null };
}

/** The caller's position on the lot (null when they do not bid on it). */
export const positionOf = (lot: LotBidding) => lot.mine?.position ?? null;
