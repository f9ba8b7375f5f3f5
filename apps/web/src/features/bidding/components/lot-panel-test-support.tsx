// The lot panel tests' world: lot L-7 and its bids, the screen around the panel and a stubbed server.
import { useSyncExternalStore } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  BID_AMOUNT_MAX,
  maximumAllowedBid,
  minimumNextBid,
  type BidPush,
  type BidReceipt,
  type LotBidding,
  type LotBidsEntry,
  type SendBidAnswer,
} from '@portal/contracts/bidding';
import { renderUi } from '@/test/render';
import type { BiddingAuction } from '../api/get-bidding-auction';
import type { LotBidsRead } from '../api/get-lot-bids';
import { LiveAuctionStore } from '../api/live-auction';
import { AnnouncerRegion, useAnnouncer } from './announcer';
import { LotPanel } from './lot-panel';

export const LOT_ID = 7;
export const ME = 1;
export const OTHER = 2;
export const now = Date.now();
export const iso = (ms: number) => new Date(ms).toISOString();
export const END = iso(now + 600_000);
/** `bid_max_multiple` of the fixtures: the server's default. */
export const MULTIPLE = 100;
/** Lot L-7's price facts (starting price 1,000, step 50, unless a test gives others). */
export type Price = { startingPrice: number; minimumIncrementAmount: number };
export const PRICE: Price = { startingPrice: 1000, minimumIncrementAmount: 50 };
/** A lot near the largest amount the portal takes: its ceiling is the top minus a step. */
export const TOP = BID_AMOUNT_MAX;
export const TOP_PRICE: Price = { startingPrice: TOP - 1000, minimumIncrementAmount: 50 };
export const ceilingAfter = (highest: number | null, price = PRICE) =>
  maximumAllowedBid({ ...price, highestBid: highest }, MULTIPLE);

export const receipt = (seq: number, amount: number, kind: BidReceipt['kind'] = 'MANUAL'): BidReceipt => ({
  lotId: LOT_ID,
  seq,
  amount,
  kind,
  serverTime: iso(now - 60_000 + seq * 1000),
  hash: String(seq).padStart(64, '0'),
});

/** The caller's part of the lot. */
export const mine = (
  position: NonNullable<LotBidding['mine']>['position'],
  maximumAmount: number | null,
  receipts: BidReceipt[],
  nextSteps: NonNullable<LotBidding['mine']>['nextSteps'] = null,
): LotBidding['mine'] => ({ bidderNumber: ME, position, maximumAmount, receipts, nextSteps });

/** Lot L-7 (starting price 1,000, step 50, or `price`) after `seq` bids, the last one of `leader` at `highest`. */
export function lotAfter(
  seq: number,
  highest: number | null,
  leader: number | null,
  mine: LotBidding['mine'],
  price = PRICE,
): LotBidsEntry {
  return {
    lotId: LOT_ID,
    code: 'L-7',
    description: 'Coffee machines',
    descriptionEN: null,
    descriptionSR: null,
    productCount: 2,
    status: 'ACTIVE',
    lotPart: 1,
    ...price,
    highestBid: highest,
    minimumNextBid: minimumNextBid({ ...price, highestBid: highest }),
    maximumAllowedBid: ceilingAfter(highest, price),
    bidMaxMultiple: MULTIPLE,
    bidCount: seq,
    endTime: END,
    remainingTime: 600_000,
    plannedEndTime: END,
    latestEndTime: iso(now + 3_600_000),
    antiSnipingMinutes: 3,
    leaderNumber: leader,
    lastBids: [],
    approved: true,
    mine,
  };
}

/** The running auction of lot L-7 (`GET /auctions/public/{id}`). */
export const AUCTION: BiddingAuction = {
  id: 1,
  auctionNumber: 'A-2026-1',
  status: 'RUNNING',
  startDate: iso(now - 3_600_000),
  endDate: END,
};

/** `lot_bids` keyed by lot id with the caller (a bidder approved on the lot). */
export const lotBids = (lot: LotBidding): LotBidsRead => ({
  lots: { [String(LOT_ID)]: { ...lot, approved: true } },
  viewer: 'BIDDER',
});

export const push = (
  seq: number,
  bidderNumber: number,
  amount: number,
  kind: BidPush['kind'] = 'MANUAL',
  price = PRICE,
): BidPush => ({
  lotId: LOT_ID,
  seq,
  amount,
  bidderNumber,
  kind,
  serverTime: iso(now + seq * 1000),
  hash: String(seq).padStart(64, 'f'),
  endTime: END,
  highestBid: amount,
  minimumNextBid: minimumNextBid({ ...price, highestBid: amount }),
  maximumAllowedBid: ceilingAfter(amount, price),
});

/** The bidding screen's parts around one lot: the store fed as the screen feeds it, the panel and the live region. */
export function Screen({ store, lastKnownAt }: { store: LiveAuctionStore; lastKnownAt: number | null }) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const { message, announcer } = useAnnouncer();
  const lot = state.lots[0];
  if (!state.auction || !lot) return null;
  return (
    <>
      <LotPanel
        lot={lot}
        auction={state.auction}
        viewer="BIDDER"
        approved
        store={store}
        announcer={announcer}
        lastKnownAt={lastKnownAt}
        onProducts={() => undefined}
      />
      <AnnouncerRegion message={message} />
    </>
  );
}

/** The screen's store and the stubbed server around it, set afresh before each test (`stubLotPanelServer`). */
export const server = {} as {
  store: LiveAuctionStore;
  /** What the server answers to `send_bid`, and what a resync read after a seq finds. */
  sendBidAnswer: SendBidAnswer | null;
  laterBids: BidPush[];
  /** The `Idempotency-Key` of each `send_bid` sent; while `networkGone`, no request gets an answer. */
  bidKeys: string[];
  networkGone: boolean;
  /** What the server refuses `send_bid` and `set_maximum` with, when set; and the maximums sent to `set_maximum`. */
  refusal: { status: number; body: unknown } | null;
  maximumsSent: unknown[];
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs `fetch` as the lot's server and makes a new store before each test of the calling file. */
export function stubLotPanelServer() {
  beforeEach(() => {
    server.store = new LiveAuctionStore(1, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    server.sendBidAnswer = null;
    server.laterBids = [];
    server.bidKeys = [];
    server.networkGone = false;
    server.refusal = null;
    server.maximumsSent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
        if (url.pathname.endsWith('/auction/send_bid'))
          server.bidKeys.push((init?.headers as Record<string, string>)['Idempotency-Key']);
        if (url.pathname.endsWith('/auction/set_maximum'))
          server.maximumsSent.push((JSON.parse(init?.body as string) as { maximumAmount: unknown }).maximumAmount);
        if (server.networkGone)
          return new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          );
        if (/\/auction\/(send_bid|set_maximum)$/.test(url.pathname) && server.refusal)
          return json(server.refusal.body, server.refusal.status);
        if (url.pathname.endsWith('/auction/send_bid') && server.sendBidAnswer) return json(server.sendBidAnswer);
        if (url.pathname.endsWith(`/auction/lot/${LOT_ID}/bids`)) {
          const after = Number(url.searchParams.get('after'));
          return json({
            lotId: LOT_ID,
            bids: server.laterBids.filter((bid) => bid.seq > after),
            lastSeq: server.laterBids.at(-1)?.seq ?? after,
            endTime: END,
            status: 'ACTIVE',
            serverTime: iso(now),
          });
        }
        return json({ _error: 'not_found' }, 404);
      }),
    );
  });
  afterEach(() => {
    server.store.dispose();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

export function show(lot: LotBidding, lastKnownAt: number | null = null) {
  server.store.applyAuction(AUCTION);
  server.store.applyLotBids({ answer: lotBids(lot), sample: null });
  return renderUi(<Screen store={server.store} lastKnownAt={lastKnownAt} />, { route: '/' });
}

export const arrive = (...pushes: BidPush[]) =>
  act(() => {
    for (const p of pushes) server.store.applyBidPush(p);
  });
export const announcer = () => screen.getByTestId('bidding-announcer');
