import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { BidPush, BidsAfter, LotBidsEntry } from '@portal/contracts/bidding';
import type { BiddingAuction } from './get-bidding-auction';
import type { LotBidsRead } from './get-lot-bids';
import { LiveAuctionStore } from './live-auction';

// The API client reads the session cookie when it loads: give it an empty browser-like world first.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '' } });
});

const iso = (ms: number) => new Date(ms).toISOString();
const NOW = Date.parse('2026-05-01T10:00:00Z');

const push = (seq: number, bidder = 1 + (seq % 2)): BidPush => ({
  lotId: 7,
  seq,
  amount: 950 + seq * 50,
  bidderNumber: bidder,
  kind: 'MANUAL',
  serverTime: iso(NOW + seq),
  hash: String(seq).padStart(64, '0'),
  endTime: iso(NOW + 600_000),
  highestBid: 950 + seq * 50,
  minimumNextBid: 1000 + seq * 50,
  maximumAllowedBid: (1000 + seq * 50) * 100,
});

const lot: LotBidsEntry = {
  lotId: 7,
  code: 'L-7',
  description: '',
  descriptionEN: null,
  descriptionSR: null,
  productCount: 1,
  status: 'ACTIVE',
  lotPart: 1,
  startingPrice: 1000,
  minimumIncrementAmount: 50,
  bidMaxMultiple: 100,
  highestBid: null,
  minimumNextBid: 1000,
  maximumAllowedBid: 100_000,
  bidCount: 0,
  endTime: iso(NOW + 600_000),
  remainingTime: 600_000,
  plannedEndTime: iso(NOW + 600_000),
  latestEndTime: iso(NOW + 4_200_000),
  antiSnipingMinutes: 3,
  leaderNumber: null,
  lastBids: [],
  approved: true,
  mine: { bidderNumber: 2, position: 'NO_BIDS', maximumAmount: null, receipts: [], nextSteps: null },
};

/** `lot_bids` keyed by lot id, with the caller's kind its header gave. */
const answer: LotBidsRead = { lots: { '7': lot }, viewer: 'BIDDER' };

/** `GET /auctions/public/{id}` as the screen keeps it. */
const auction: BiddingAuction = {
  id: 3,
  auctionNumber: 'A-3',
  status: 'RUNNING',
  startDate: iso(NOW - 60_000),
  endDate: iso(NOW + 600_000),
};

/** The server's table of the lot: seq 1..5; the resync read answers at most two bids a call. */
function fakeServer() {
  const table = [1, 2, 3, 4, 5].map((seq) => push(seq));
  const calls: number[] = [];
  const queryClient = {
    fetchQuery: vi.fn(async (options: { queryKey: readonly unknown[] }) => {
      const after = options.queryKey[3] as number;
      calls.push(after);
      const body: BidsAfter = {
        lotId: 7,
        bids: table.slice(after, after + 2).map(({ lotId, seq, amount, bidderNumber, kind, serverTime }) => ({
          lotId,
          seq,
          amount,
          bidderNumber,
          kind,
          serverTime,
        })),
        lastSeq: 5,
        endTime: iso(NOW + 600_000),
        status: 'ACTIVE',
        serverTime: iso(NOW),
      };
      return { answer: body, sample: null };
    }),
  } as unknown as QueryClient;
  return { queryClient, calls, table };
}

beforeEach(() => {
  vi.stubGlobal('window', globalThis);
});
afterEach(() => vi.unstubAllGlobals());

describe('the bidding screen’s store', () => {
  it('reads the missing bids after a gap, by seq, until it holds the server’s last one', async () => {
    const { queryClient, calls } = fakeServer();
    const store = new LiveAuctionStore(3, queryClient);
    store.applyLotBids({ answer, sample: null });
    store.applyBidPush(push(1));
    // Seq 5 reveals that 2..4 are missing.
    store.applyBidPush(push(5));
    await vi.waitFor(() => expect(store.getState().lots[0].bidCount).toBe(5));
    expect(calls).toEqual([1, 3]);
    const [state] = store.getState().lots;
    expect(state.lastBids.map((b) => b.seq)).toEqual([5, 4, 3, 2, 1]);
    expect(state.highestBid).toBe(1200);
    expect(state.minimumNextBid).toBe(1250);
    // Seq 5 is bidder 2's: the caller's.
    expect(state.leaderNumber).toBe(2);
    expect(state.mine?.position).toBe('LEADING');
    // A duplicate changes nothing and reads nothing.
    store.applyBidPush(push(3));
    expect(calls).toEqual([1, 3]);
    store.dispose();
  });

  it('takes the lots keyed by lot id, the caller’s kind and whether they may bid on each lot', () => {
    const { queryClient } = fakeServer();
    const store = new LiveAuctionStore(3, queryClient);
    const other: LotBidsEntry = { ...lot, lotId: 8, code: 'L-8', lotPart: 2, approved: false, mine: null };
    store.applyLotBids({ answer: { lots: { '8': other, '7': lot }, viewer: 'BIDDER' }, sample: null });
    // The lots before the auction: not ready to show yet.
    expect(store.getState().auction).toBeNull();
    expect(store.getState().viewer).toBe('BIDDER');
    expect(store.getState().lots.map((l) => [l.lotId, l.approved])).toEqual([
      [7, true],
      [8, false],
    ]);
    store.applyAuction(auction);
    expect(store.getState().auction).toEqual(auction);
    // A lot no longer in the answer leaves the screen; the approval follows the newest answer.
    store.applyLotBids({
      answer: { lots: { '7': { ...lot, approved: false } }, viewer: 'NOT_APPROVED' },
      sample: null,
    });
    expect(store.getState().lots.map((l) => [l.lotId, l.approved])).toEqual([[7, false]]);
    expect(store.getState().viewer).toBe('NOT_APPROVED');
    expect(store.getState().auction).toEqual(auction);
    store.dispose();
  });

  it('ignores what is not a bid push, and follows the lot’s and the auction’s status', () => {
    const { queryClient } = fakeServer();
    const store = new LiveAuctionStore(3, queryClient);
    const reload = vi.fn();
    store.setReload(reload);
    store.applyAuction(auction);
    store.applyLotBids({ answer, sample: null });
    store.applyBidPush({ lotId: 7, seq: 'x' });
    store.applyBidPush('hello');
    expect(store.getState().lots[0].bidCount).toBe(0);
    store.applyStatusPush({ lotId: 7, auctionId: 3, status: 'UNSOLD', highestBid: null, endTime: iso(NOW) });
    expect(store.getState().lots[0].status).toBe('UNSOLD');
    // Another auction's lot and auction are not this screen's.
    store.applyStatusPush({ lotId: 7, auctionId: 4, status: 'SOLD', highestBid: 1, endTime: null });
    store.applyStatusPush({ id: 4, status: 'FINISHED' });
    expect(store.getState().lots[0].status).toBe('UNSOLD');
    expect(reload).not.toHaveBeenCalled();
    store.applyStatusPush({ id: 3, status: 'FINISHED' });
    expect(store.getState().auction?.status).toBe('FINISHED');
    // The lots and the auction are read again.
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith({ auction: true });
    store.dispose();
  });

  it('logs a push that does not fit its contract, with the topic and zod’s issues, once a minute per topic', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { queryClient } = fakeServer();
      const store = new LiveAuctionStore(3, queryClient);
      store.applyLotBids({ answer, sample: null });
      store.applyBidPush({ ...push(1), amount: '1000.00' }, '/topic/bid/7');
      expect(warn).toHaveBeenCalledTimes(1);
      const [message, issues] = warn.mock.calls[0] as [string, Array<{ path: unknown[] }>];
      expect(message).toContain('/topic/bid/7');
      expect(issues.map((issue) => issue.path)).toEqual([['amount']]);
      expect(store.getState().lots[0].bidCount).toBe(0);

      // The same topic again within the minute: left out without another line; another topic has its own.
      vi.setSystemTime(NOW + 59_999);
      store.applyBidPush({ lotId: 7 }, '/topic/bid/7');
      expect(warn).toHaveBeenCalledTimes(1);
      store.applyStatusPush({ lotId: 7, auctionId: 3, status: 'GONE' });
      expect(warn).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls[1][0]).toContain('/topic/auction/all');
      vi.setSystemTime(NOW + 60_000);
      store.applyBidPush('hello', '/topic/bid/7');
      expect(warn).toHaveBeenCalledTimes(3);

      // A push that fits is taken, and logs nothing.
      store.applyBidPush(push(1), '/topic/bid/7');
      expect(store.getState().lots[0].bidCount).toBe(1);
      expect(warn).toHaveBeenCalledTimes(3);
      store.dispose();
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });

  it('after a (re)connection reads the missed bids by seq, lot_bids, and the auction for its status', async () => {
    const { queryClient, calls } = fakeServer();
    const store = new LiveAuctionStore(3, queryClient);
    // The screen loaded while the auction was published; it started while no socket was subscribed.
    store.setReload((parts) => {
      store.applyLotBids({ answer, sample: null });
      if (parts.auction) store.applyAuction(auction);
    });
    store.applyAuction({ ...auction, status: 'PUBLISHED' });
    store.applyLotBids({ answer, sample: null });
    expect(store.getState().auction?.status).toBe('PUBLISHED');
    store.caughtUpAfterConnection();
    expect(store.getState().auction?.status).toBe('RUNNING');
    await vi.waitFor(() => expect(store.getState().lots[0].bidCount).toBe(5));
    expect(calls[0]).toBe(0);
    store.dispose();
  });

  it('reads lot_bids again for the receipt of a bid the caller’s maximum placed', async () => {
    vi.useFakeTimers();
    try {
      const { queryClient } = fakeServer();
      const store = new LiveAuctionStore(3, queryClient);
      const reload = vi.fn();
      store.setReload(reload);
      store.applyLotBids({ answer, sample: null });
      store.applyBidPush(push(1, 1));
      store.applyBidPush({ ...push(2, 2), kind: 'MAXIMUM' });
      await vi.advanceTimersByTimeAsync(1000);
      // The lots alone: nothing of the auction moved.
      expect(reload).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledWith({ auction: false });
      expect(store.getState().lots[0].mine?.position).toBe('LEADING');
      store.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});
