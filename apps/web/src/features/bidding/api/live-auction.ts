import type { QueryClient } from '@tanstack/react-query';
import { checkedPush } from '@/shared/realtime/checked-push';
import type { AuctionStatus } from '@portal/contracts/auction-status';
import { AUCTION_STATUS_TOPIC } from '@portal/contracts/auctions';
import {
  bidPushSchema,
  POLL_INTERVAL_MS,
  statusTopicPushSchema,
  type SendBidAnswer,
  type ViewerKind,
} from '@portal/contracts/bidding';
import {
  applyLimitReached,
  applyLotStatus,
  applyPush,
  applyResync,
  applySentBid,
  mergeSnapshot,
  type Applied,
  type LiveLot,
} from '../lib/live-lots';
import type { Refusal } from '../lib/refusals';
import { clockJumped, ServerClock } from '../lib/server-clock';
import type { BiddingAuction } from './get-bidding-auction';
import { bidsAfterQueryOptions } from './get-bids-after';
import type { TimedLotBids } from './get-lot-bids';
import type { Timed } from './timed';

/** What the bidding screen shows, kept live by pushes and reads. */
export type LiveAuctionState = {
  /** The auction's number, status and dates (`GET /auctions/public/{id}`), its status kept live by the pushes. */
  auction: BiddingAuction | null;
  /** Who the last `lot_bids` answer says is asking; null before the first. */
  viewer: ViewerKind | null;
  /** By lot part, then code; each says whether the caller may bid on it (`approved`). */
  lots: readonly LiveLot[];
};

/** What to read again: `lot_bids` always, the auction too when its status or dates may have changed. */
export type Reload = (parts: { auction: boolean }) => void;

/** A resync read after the lot's end has passed without its closing push: how long to wait between tries. */
const CLOSING_CHECK_MS = 5000;
/** The countdowns read the server clock this often (each shown second changes within a quarter second). */
const TICK_MS = 250;
/** A burst of pushes that calls for `lot_bids` reads it once, this long after the last one. */
const RELOAD_DELAY_MS = 500;
/** More reads than this for one gap means something is wrong; the next push or poll tries again. */
const RESYNC_MAX_ROUNDS = 50;

const byPartThenCode = (a: LiveLot, b: LiveLot) => a.lotPart - b.lotPart || a.code.localeCompare(b.code);

type Listener = () => void;

/**
 * The bidding screen's live state (spec §7 real time, DESIGN §5): the auction, the `lot_bids` answers, the pushes of
 * `/topic/bid/{lotId}` and `/topic/auction/all`, the resync reads and the caller's own bids, put
 * together lot by lot in `seq` order (lib/live-lots). It also holds the server clock and a ticker for the
 * countdowns, which notices a change of the machine's clock. `reload` is the screen's way to read
 * `lot_bids` (and the auction) again (set by the hook).
 */
export class LiveAuctionStore {
  readonly clock = new ServerClock();
  private reloader: Reload = () => undefined;

  private state: LiveAuctionState = { auction: null, viewer: null, lots: [] };
  private readonly lots = new Map<number, LiveLot>();
  private readonly listeners = new Set<Listener>();
  private readonly resyncing = new Set<number>();
  private readonly resyncAgain = new Set<number>();
  private readonly closingCheckedAt = new Map<number, number>();
  private disposed = false;
  private reloadTimer: number | undefined;

  // The ticker: the server's now for the countdowns.
  private serverNow = Date.now();
  private readonly tickListeners = new Set<Listener>();
  private tickTimer: number | undefined;
  private lastTick = { wall: Date.now(), mono: performance.now() };

  constructor(
    private readonly auctionId: number,
    private readonly queryClient: QueryClient,
  ) {}

  // -- React bindings -------------------------------------------------------------------------

  /** How the screen reads `lot_bids` (and the auction) again (the queries' refetch). */
  setReload(reload: Reload): void {
    this.reloader = reload;
  }

  /**
   * Reads `lot_bids` again (page open too long, a drift, a clock jump, an auction's start or finish); with `auction`
   * the auction too (its status or dates may have moved without a push this screen saw).
   */
  reload({ auction = false }: { auction?: boolean } = {}): void {
    this.reloader({ auction });
  }

  /** Reads `lot_bids` again once a burst of pushes is over. */
  private reloadSoon(): void {
    window.clearTimeout(this.reloadTimer);
    this.reloadTimer = window.setTimeout(() => this.reload(), RELOAD_DELAY_MS);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): LiveAuctionState => this.state;

  subscribeTick = (listener: Listener): (() => void) => {
    this.tickListeners.add(listener);
    if (this.tickTimer === undefined && !this.disposed) {
      this.tickTimer = window.setInterval(this.tick, TICK_MS);
      this.tick();
    }
    return () => {
      this.tickListeners.delete(listener);
      if (this.tickListeners.size === 0) {
        window.clearInterval(this.tickTimer);
        this.tickTimer = undefined;
      }
    };
  };

  /** The server's time at the last tick, epoch ms. */
  getServerNow = (): number => this.serverNow;

  dispose(): void {
    this.disposed = true;
    window.clearTimeout(this.reloadTimer);
    window.clearInterval(this.tickTimer);
    this.tickTimer = undefined;
    this.listeners.clear();
    this.tickListeners.clear();
  }

  // -- Inputs ---------------------------------------------------------------------------------

  /** The auction's answer (load, poll, reload): its number, status and dates. */
  applyAuction(auction: BiddingAuction): void {
    if (this.disposed) return;
    this.state = { ...this.state, auction };
    this.emit();
  }

  /** A `lot_bids` answer (load, poll, reload): the lots keyed by lot id, the caller's kind and the server's clock. */
  applyLotBids({ answer, sample }: TimedLotBids): void {
    this.clock.observe(
      sample,
      Object.values(answer.lots)
        .filter((lot) => lot.endTime !== null && lot.status === 'ACTIVE')
        .map((lot) => ({ endTime: Date.parse(lot.endTime!), remainingTime: lot.remainingTime })),
    );
    const gaps: number[] = [];
    const seen = new Set<number>();
    for (const fresh of Object.values(answer.lots)) {
      seen.add(fresh.lotId);
      const applied = mergeSnapshot(this.lots.get(fresh.lotId), fresh);
      this.lots.set(fresh.lotId, applied.lot);
      if (applied.gap) gaps.push(fresh.lotId);
    }
    // A lot taken out of the auction (closed or cancelled before the start) is not shown any more.
    for (const id of [...this.lots.keys()]) if (!seen.has(id)) this.lots.delete(id);
    this.state = {
      auction: this.state.auction,
      viewer: answer.viewer,
      lots: [...this.lots.values()].sort(byPartThenCode),
    };
    this.emit();
    for (const id of gaps) void this.resync(id);
  }

  /**
   * A message of `/topic/bid/{lotId}` (`topic`: the lot's, from the subscription), checked against contracts
   * `bidPushSchema`: one that does not fit is logged and left out.
   */
  applyBidPush(body: unknown, topic = '/topic/bid/{lotId}'): void {
    const push = checkedPush(topic, bidPushSchema, body);
    if (!push) return;
    this.update(push.lotId, (lot) => applyPush(lot, push));
    // The caller's maximum bid for them: its receipt (with the hash) comes with the next `lot_bids`.
    const mine = this.lots.get(push.lotId)?.mine;
    if (push.kind === 'MAXIMUM' && mine && push.bidderNumber === mine.bidderNumber) this.reloadSoon();
  }

  /**
   * A message of `/topic/auction/all`: a lot's status (`lotId`) or an auction's (`id`), checked against contracts
   * `statusTopicPushSchema`: one that does not fit is logged and left out.
   */
  applyStatusPush(body: unknown): void {
    const push = checkedPush(AUCTION_STATUS_TOPIC, statusTopicPushSchema, body);
    if (!push) return;
    if ('lotId' in push) {
      if (push.auctionId !== this.auctionId) return;
      this.update(push.lotId, (current) => ({ lot: applyLotStatus(current, push), gap: false }));
      // A lot the caller led closed sold: their next steps come with `lot_bids` alone (ADR 0088), read it again.
      const lot = this.lots.get(push.lotId);
      if (
        lot?.mine?.position === 'LEADING' &&
        !lot.mine.nextSteps &&
        (push.status === 'SOLD' || push.status === 'PAID')
      )
        this.reloadSoon();
      return;
    }
    if (push.id !== this.auctionId || !this.state.auction) return;
    this.setAuctionStatus(push.status);
    // Starting and finishing change every lot (ends, statuses): read them again, and the auction with them.
    this.reload({ auction: true });
  }

  /** The answer of the caller's accepted bid (with the maximum it left, if any). */
  applySentBid({ answer, sample }: Timed<SendBidAnswer>, maximumAmount: number | null): void {
    const drifted =
      answer.lot.endTime !== null &&
      this.clock.observe(sample, [
        { endTime: Date.parse(answer.lot.endTime), remainingTime: answer.lot.remainingTime },
      ]);
    this.update(answer.bid.lotId, (lot) => applySentBid(lot, answer, maximumAmount ?? undefined));
    if (drifted) this.reload();
  }

  /** The caller's maximum after `set_maximum`. */
  applyMaximum(lotId: number, maximumAmount: number | null): void {
    this.update(lotId, (lot) => ({
      lot: lot.mine ? { ...lot, mine: { ...lot.mine, maximumAmount } } : lot,
      gap: false,
    }));
  }

  /**
   * A refused bid or maximum: the lot moved on under it. Read what it missed (the refusal's facts come with it). At the
   * highest amount the portal takes the lot says at once that no bid fits any more. Above the bid ceiling the screen's
   * ceiling was not the server's (`bid_max_multiple` is read live): `lot_bids` is read again for the current one.
   */
  refused(
    lotId: number,
    refusal: Pick<Refusal, 'limitReached' | 'ceiling'> = { limitReached: false, ceiling: null },
  ): void {
    if (refusal.limitReached) this.update(lotId, (lot) => ({ lot: applyLimitReached(lot), gap: false }));
    void this.resync(lotId);
    if (refusal.ceiling !== null) this.reload();
  }

  /**
   * After every (re)connection: what was pushed while there was no subscription is lost. Every lot reads by seq the
   * bids it missed, and `lot_bids` and the auction are read again for what no bid carries: the auction's start or
   * finish (a lot's status comes with its bids), the caller's maximum and receipts.
   */
  caughtUpAfterConnection(): void {
    for (const id of this.lots.keys()) void this.resync(id);
    this.reload({ auction: true });
  }

  // -- Internals ------------------------------------------------------------------------------

  private emit(): void {
    for (const listener of this.listeners) listener();
  }

  private update(lotId: number, change: (lot: LiveLot) => Applied): void {
    const lot = this.lots.get(lotId);
    if (!lot || this.disposed) return;
    const applied = change(lot);
    if (applied.lot !== lot) {
      this.lots.set(lotId, applied.lot);
      this.state = { ...this.state, lots: this.state.lots.map((l) => (l.lotId === lotId ? applied.lot : l)) };
      this.emit();
    }
    if (applied.gap) void this.resync(lotId);
  }

  private setAuctionStatus(status: AuctionStatus): void {
    if (!this.state.auction || this.state.auction.status === status) return;
    this.state = { ...this.state, auction: { ...this.state.auction, status } };
    this.emit();
  }

  /** Reads the lot's bids after its last seq until it holds the server's last seq; one read at a time per lot. */
  private async resync(lotId: number): Promise<void> {
    if (this.resyncing.has(lotId)) {
      this.resyncAgain.add(lotId);
      return;
    }
    this.resyncing.add(lotId);
    try {
      for (let round = 0; round < RESYNC_MAX_ROUNDS && !this.disposed; round++) {
        const lot = this.lots.get(lotId);
        if (!lot) return;
        const { answer, sample } = await this.queryClient.fetchQuery(bidsAfterQueryOptions(lotId, lot.bidCount));
        this.clock.observe(sample);
        const current = this.lots.get(lotId);
        if (!current) return;
        const applied = applyResync(current, answer);
        this.update(lotId, () => ({ lot: applied.lot, gap: false }));
        if (!applied.gap) break;
      }
    } catch {
      // The next push, poll or reconnection tries again; meanwhile try once more after a pause.
      if (!this.disposed) window.setTimeout(() => void this.resync(lotId), POLL_INTERVAL_MS);
    } finally {
      this.resyncing.delete(lotId);
      if (this.resyncAgain.delete(lotId)) void this.resync(lotId);
    }
  }

  private tick = (): void => {
    const wall = Date.now();
    const mono = performance.now();
    if (clockJumped(this.lastTick, { wall, mono })) {
      // The machine's clock changed under the screen: start the server clock over and read again.
      this.clock.restart();
      this.reload();
    }
    this.lastTick = { wall, mono };
    this.serverNow = wall + this.clock.offset;
    this.checkClosing();
    for (const listener of this.tickListeners) listener();
  };

  /** Lots past their end without the closing push (a lost message): ask for their status now and then. */
  private checkClosing(): void {
    for (const lot of this.lots.values()) {
      if (lot.status !== 'ACTIVE' || !lot.endTime) continue;
      const over = this.serverNow - Date.parse(lot.endTime);
      const last = this.closingCheckedAt.get(lot.lotId) ?? 0;
      if (over > CLOSING_CHECK_MS && this.serverNow - last > CLOSING_CHECK_MS) {
        this.closingCheckedAt.set(lot.lotId, this.serverNow);
        void this.resync(lot.lotId);
      }
    }
  }
}
