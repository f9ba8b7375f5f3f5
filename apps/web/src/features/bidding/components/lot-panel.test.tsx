// @vitest-environment happy-dom
import { useSyncExternalStore } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BID_AMOUNT_MAX,
  maximumAllowedBid,
  minimumNextBid,
  type AuctionLotBids,
  type BidPush,
  type BidReceipt,
  type LotBidding,
  type SendBidAnswer,
} from '@portal/contracts/bidding';
import { renderUi } from '@/test/render';
import { LiveAuctionStore } from '../api/live-auction';
import { ANSWER_TIMEOUT_MS } from '../api/timed';
import { AnnouncerRegion, useAnnouncer } from './announcer';
import { LotPanel } from './lot-panel';

const LOT_ID = 7;
const ME = 1;
const OTHER = 2;
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const END = iso(now + 600_000);
/** `bid_max_multiple` of the fixtures: the server's default. */
const MULTIPLE = 100;
/** Lot L-7's price facts (starting price 1,000, step 50, unless a test gives others). */
type Price = { startingPrice: number; minimumIncrementAmount: number };
const PRICE: Price = { startingPrice: 1000, minimumIncrementAmount: 50 };
/** A lot near the largest amount the portal takes: its ceiling is the top minus a step. */
const TOP = BID_AMOUNT_MAX;
const TOP_PRICE: Price = { startingPrice: TOP - 1000, minimumIncrementAmount: 50 };
const ceilingAfter = (highest: number | null, price = PRICE) =>
  maximumAllowedBid({ ...price, highestBid: highest }, MULTIPLE);

const receipt = (seq: number, amount: number, kind: BidReceipt['kind'] = 'MANUAL'): BidReceipt => ({
  lotId: LOT_ID,
  seq,
  amount,
  kind,
  serverTime: iso(now - 60_000 + seq * 1000),
  hash: String(seq).padStart(64, '0'),
});

/** The caller's part of the lot. */
const mine = (
  position: NonNullable<LotBidding['mine']>['position'],
  maximumAmount: number | null,
  receipts: BidReceipt[],
): LotBidding['mine'] => ({ bidderNumber: ME, position, maximumAmount, receipts });

/** Lot L-7 (starting price 1,000, step 50, or `price`) after `seq` bids, the last one of `leader` at `highest`. */
function lotAfter(
  seq: number,
  highest: number | null,
  leader: number | null,
  mine: LotBidding['mine'],
  price = PRICE,
): AuctionLotBids['lots'][string] {
  return {
    lotId: LOT_ID,
    code: 'L-7',
    description: 'Coffee machines',
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
    mine,
  };
}

const lotBids = (lot: LotBidding): AuctionLotBids => ({
  serverTime: iso(now),
  auction: { id: 1, auctionNumber: 'A-2026-1', status: 'RUNNING', startDate: iso(now - 3_600_000), endDate: END },
  viewer: 'BIDDER',
  approvedLotIds: [LOT_ID],
  lots: { [String(LOT_ID)]: lot },
});

const push = (
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
function Screen({ store, lastKnownAt }: { store: LiveAuctionStore; lastKnownAt: number | null }) {
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

let store: LiveAuctionStore;
/** What the server answers to `send_bid`, and what a resync read after a seq finds. */
let sendBidAnswer: SendBidAnswer | null;
let laterBids: BidPush[];
/** The `Idempotency-Key` of each `send_bid` sent; while `networkGone`, no request gets an answer. */
let bidKeys: string[];
let networkGone: boolean;
/** What the server refuses `send_bid` and `set_maximum` with, when set; and the maximums sent to `set_maximum`. */
let refusal: { status: number; body: unknown } | null;
let maximumsSent: unknown[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  store = new LiveAuctionStore(1, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  sendBidAnswer = null;
  laterBids = [];
  bidKeys = [];
  networkGone = false;
  refusal = null;
  maximumsSent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      if (url.pathname.endsWith('/auction/send_bid'))
        bidKeys.push((init?.headers as Record<string, string>)['Idempotency-Key']);
      if (url.pathname.endsWith('/auction/set_maximum'))
        maximumsSent.push((JSON.parse(init?.body as string) as { maximumAmount: unknown }).maximumAmount);
      if (networkGone)
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      if (/\/auction\/(send_bid|set_maximum)$/.test(url.pathname) && refusal) return json(refusal.body, refusal.status);
      if (url.pathname.endsWith('/auction/send_bid') && sendBidAnswer) return json(sendBidAnswer);
      if (url.pathname.endsWith(`/auction/lot/${LOT_ID}/bids`)) {
        const after = Number(url.searchParams.get('after'));
        return json({
          lotId: LOT_ID,
          bids: laterBids.filter((bid) => bid.seq > after),
          lastSeq: laterBids.at(-1)?.seq ?? after,
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
  store.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show(lot: LotBidding, lastKnownAt: number | null = null) {
  store.applyLotBids({ answer: lotBids(lot), sample: null });
  return renderUi(<Screen store={store} lastKnownAt={lastKnownAt} />, { route: '/' });
}

const arrive = (...pushes: BidPush[]) =>
  act(() => {
    for (const p of pushes) store.applyBidPush(p);
  });
const announcer = () => screen.getByTestId('bidding-announcer');

describe('the screen reader is told "outbid" only by a bidder who is not leading', () => {
  it('keeps quiet when the leader’s maximum answers another bid at once, and speaks when it is overtaken', async () => {
    // I lead at 1,000 with a private maximum of 1,500.
    show(lotAfter(1, 1000, ME, mine('LEADING', 1500, [receipt(1, 1000)])));
    expect(screen.getByTestId('position-leading')).toBeInTheDocument();

    // Bidder 2 bids 1,050; my maximum answered in the same transaction (its push follows).
    arrive(push(2, OTHER, 1050));
    expect(screen.getByTestId('position-leading')).toBeInTheDocument();
    arrive(push(3, ME, 1100, 'MAXIMUM'));
    expect(screen.getByTestId('position-leading')).toBeInTheDocument();
    expect(announcer()).not.toHaveTextContent(/outbid/);

    // Bidder 2 goes past my maximum: now I am outbid, and told so once.
    arrive(push(4, OTHER, 1600));
    expect(screen.getByTestId('position-outbid')).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Lot L-7: you were outbid.');
    expect(screen.getByTestId('maximum-overtaken')).toHaveTextContent('has been overtaken');
  });

  it('takes "you were outbid" back once the bidder leads again', async () => {
    show(lotAfter(1, 1000, ME, mine('LEADING', null, [receipt(1, 1000)])));
    arrive(push(2, OTHER, 1050));
    expect(announcer()).toHaveTextContent('Lot L-7: you were outbid.');
    arrive(push(3, ME, 1100));
    expect(screen.getByTestId('position-leading')).toBeInTheDocument();
    expect(announcer()).toBeEmptyDOMElement();
  });
});

describe('a maximum that lost', () => {
  it('is not shown as the bidder’s maximum once their own later bid went past it', () => {
    // My maximum of 1,500 was overtaken; I came back with a bid of 1,650 (no new maximum) and lead.
    show(
      lotAfter(5, 1650, ME, mine('LEADING', 1500, [receipt(1, 1000), receipt(3, 1500, 'MAXIMUM'), receipt(5, 1650)])),
    );
    const maximum = screen.getByTestId('my-maximum');
    expect(maximum).not.toHaveTextContent('1.500');
    expect(maximum).toHaveTextContent('You have no private maximum on this lot.');
    expect(screen.queryByTestId('maximum-remove')).not.toBeInTheDocument();

    // Outbid again: the old maximum is not what was overtaken this time.
    arrive(push(6, OTHER, 1700));
    expect(screen.getByTestId('position-outbid')).toBeInTheDocument();
    expect(screen.queryByTestId('maximum-overtaken')).not.toBeInTheDocument();
  });

  it('is still the leader’s maximum while it covers the price', () => {
    show(lotAfter(3, 1100, ME, mine('LEADING', 1500, [receipt(1, 1000), receipt(3, 1100, 'MAXIMUM')])));
    expect(screen.getByTestId('my-maximum')).toHaveTextContent('Your private maximum: 1.500,00');
  });
});

describe('without the live connection', () => {
  it('shows leading or outbid and the minimum greyed as last known, and still lets the bidder bid', () => {
    show(lotAfter(2, 1050, OTHER, mine('OUTBID', null, [receipt(1, 1000)])), now);
    const position = screen.getByTestId('position-outbid');
    expect(position).toHaveAttribute('data-last-known', 'true');
    expect(position).toHaveTextContent('Last known: you were outbid');
    expect(position).toHaveClass('bid-pill--stale');
    const minimum = screen.getByTestId('lot-minimum');
    expect(minimum).toHaveAttribute('data-last-known', 'true');
    expect(minimum).toHaveTextContent('1.100,00 € (last known)');
    expect(screen.getByTestId('lot-highest')).toHaveAttribute('data-last-known', 'true');
    expect(screen.getByTestId('lot-last-known')).toHaveTextContent('Not live: the figures below were last known at');
    expect(screen.getByTestId(`bid-lot-${LOT_ID}`)).toHaveClass('bid-lot--stale');
    expect(screen.getByTestId(`bid-lot-${LOT_ID}`)).not.toHaveClass('bid-lot--outbid');
    // The form still sends (the server decides) and says why the minimum may be old.
    expect(screen.getByTestId('bid-offline-note')).toBeInTheDocument();
    expect(screen.getByTestId('bid-submit')).toBeEnabled();
  });

  it('shows them as current facts while live', () => {
    show(lotAfter(1, 1000, ME, mine('LEADING', null, [receipt(1, 1000)])));
    expect(screen.getByTestId('position-leading')).not.toHaveAttribute('data-last-known');
    expect(screen.getByTestId('position-leading')).toHaveTextContent('You are leading');
    expect(screen.getByTestId('lot-minimum')).toHaveTextContent(/^1\.050,00 €$/);
    expect(screen.queryByTestId('lot-last-known')).not.toBeInTheDocument();
  });
});

describe('after a bid', () => {
  /** Bids the pre-filled minimum through the confirmation, as a keyboard user would confirm it. */
  async function bidMinimum() {
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bid-submit'));
    const dialog = await screen.findByTestId('confirm-bid-dialog');
    await user.click(within(dialog).getByTestId('confirm-bid-send'));
    await waitFor(() => expect(screen.queryByTestId('confirm-bid-dialog')).not.toBeInTheDocument());
    return user;
  }

  const answer = (seq: number, amount: number, after: { seq: number; highest: number; leader: number }) =>
    ({
      bid: {
        id: 100 + seq,
        lotId: LOT_ID,
        auctionId: 1,
        amount,
        offeredAmount: amount,
        username: 'trader',
        bidderNumber: ME,
        seq,
        serverTime: iso(now),
        remainingTime: 600_000,
        endTime: END,
        hash: 'a'.repeat(64),
      },
      lot: {
        lotId: LOT_ID,
        status: 'ACTIVE',
        highestBid: after.highest,
        minimumNextBid: after.highest + 50,
        maximumAllowedBid: ceilingAfter(after.highest),
        bidCount: after.seq,
        endTime: END,
        remainingTime: 600_000,
        leaderNumber: after.leader,
        position: after.leader === ME ? 'LEADING' : 'OUTBID',
      },
      serverTime: iso(now),
    }) satisfies SendBidAnswer;

  it('warns, not congratulates, when another bidder’s maximum outbid the bid at once, and focuses the amount', async () => {
    show(lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, [])));
    // Bidder 2's maximum answers my 1,050 with 1,100 (seq 3).
    sendBidAnswer = answer(2, 1050, { seq: 3, highest: 1100, leader: OTHER });
    laterBids = [push(2, ME, 1050), push(3, OTHER, 1100, 'MAXIMUM')];
    await bidMinimum();

    const outcome = await screen.findByTestId('bid-outcome-outbid');
    expect(outcome.querySelector('.ant-alert-warning')).not.toBeNull();
    expect(outcome).toHaveTextContent('Outbid at once by another bidder’s maximum');
    expect(outcome).toHaveTextContent('Your bid of 1.050,00 € was accepted (bid #2)');
    expect(outcome).toHaveTextContent('1.100,00 €');
    expect(screen.queryByTestId('bid-outcome-accepted')).not.toBeInTheDocument();
    expect(within(outcome).getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('position-outbid')).toBeInTheDocument());
    // The keyboard is back in the form, on the amount (now the new minimum), ready for the next bid.
    await waitFor(() => expect(screen.getByTestId('bid-amount')).toHaveFocus());
    expect(screen.getByTestId('bid-amount')).toHaveValue('1.150,00');
  });

  it('gives the keyboard to the outcome when the bid leads (the form gives way to the maximum)', async () => {
    show(lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, [])));
    sendBidAnswer = answer(2, 1050, { seq: 2, highest: 1050, leader: ME });
    await bidMinimum();
    const outcome = await screen.findByTestId('bid-outcome-accepted');
    expect(outcome.querySelector('.ant-alert-success')).not.toBeNull();
    expect(screen.getByTestId('position-leading')).toBeInTheDocument();
    await waitFor(() => expect(outcome).toHaveFocus());
  });

  it('says a bid left unanswered by a dead network may not have arrived, and sends it again with the same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show(lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, [])));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    networkGone = true;
    await user.click(screen.getByTestId('bid-submit'));
    const dialog = await screen.findByTestId('confirm-bid-dialog');
    await user.click(within(dialog).getByTestId('confirm-bid-send'));
    await act(() => vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 500));
    expect(within(dialog).queryByTestId('confirm-bid-lost')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await within(dialog).findByTestId('confirm-bid-lost')).toHaveTextContent('No answer from the server');
    expect(within(dialog).getByTestId('confirm-bid-send')).toHaveTextContent('Send again');

    // The network is back: the same attempt goes again, with the same key, and is answered.
    networkGone = false;
    sendBidAnswer = answer(2, 1050, { seq: 2, highest: 1050, leader: ME });
    await user.click(within(dialog).getByTestId('confirm-bid-send'));
    await waitFor(() => expect(screen.queryByTestId('confirm-bid-dialog')).not.toBeInTheDocument());
    expect(bidKeys).toHaveLength(2);
    expect(bidKeys[1]).toBe(bidKeys[0]);
    expect(await screen.findByTestId('bid-outcome-accepted')).toBeInTheDocument();
  });

  it('gives the keyboard back to "Place bid" when the confirmation is cancelled', async () => {
    show(lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, [])));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bid-submit'));
    await user.click(within(await screen.findByTestId('confirm-bid-dialog')).getByTestId('confirm-bid-cancel'));
    await waitFor(() => expect(screen.getByTestId('bid-submit')).toHaveFocus());
  });
});

describe('the bid ceiling (maximumAllowedBid)', () => {
  /** Replaces what the field holds with `text`. */
  async function enter(user: ReturnType<typeof userEvent.setup>, testId: string, text: string) {
    await user.clear(screen.getByTestId(testId));
    await user.type(screen.getByTestId(testId), text);
  }

  /** Confirms the bid in the dialog and waits for it to close. */
  async function confirm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await screen.findByTestId('confirm-bid-dialog')).getByTestId('confirm-bid-send'));
    await waitFor(() => expect(screen.queryByTestId('confirm-bid-dialog')).not.toBeInTheDocument());
  }

  it('says the range on the amount and refuses an amount above the ceiling before sending, naming the limit', async () => {
    // Highest 1,000, minimum 1,050: with bid_max_multiple 100 the ceiling is 105,000.
    show(lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, [])));
    const amount = screen.getByTestId('bid-amount');
    expect(screen.getByTestId('bid-amount-help')).toHaveTextContent(/^At least 1\.050,00 €, at most 105\.000,00 €$/);
    expect(amount).toHaveAttribute('aria-describedby', screen.getByTestId('bid-amount-help').id);

    const user = userEvent.setup();
    await enter(user, 'bid-amount', '105.000,01');
    await user.click(screen.getByTestId('bid-submit'));
    expect(screen.getByTestId('bid-amount-help')).toHaveTextContent(
      'The amount is above the highest bid allowed on this lot now. The highest bid allowed now is 105.000,00 €.',
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('confirm-bid-dialog')).not.toBeInTheDocument();
    expect(bidKeys).toEqual([]);

    // The ceiling itself may be bid; far above the minimum it still asks to look again (the fat-finger rule).
    await enter(user, 'bid-amount', '105.000,00');
    await user.click(screen.getByTestId('bid-submit'));
    const dialog = await screen.findByTestId('confirm-bid-dialog');
    expect(within(dialog).getByTestId('confirm-bid-fat-finger')).toHaveTextContent('more than 3 times the minimum');
    expect(bidKeys).toEqual([]);
  });

  it('refuses a private maximum above the ceiling before sending', async () => {
    show(lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, [])));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bid-with-maximum'));
    expect(screen.getByTestId('bid-maximum-help')).toHaveTextContent(/^At most 105\.000,00 €$/);
    await enter(user, 'bid-maximum', '200.000,00');
    await user.click(screen.getByTestId('bid-submit'));
    expect(screen.getByTestId('bid-maximum-help')).toHaveTextContent('The highest bid allowed now is 105.000,00 €.');
    expect(screen.getByTestId('bid-maximum')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('confirm-bid-dialog')).not.toBeInTheDocument();
    expect(bidKeys).toEqual([]);
  });

  it('shows the server’s ceiling on the amount when it refuses the bid above it, and reads the lot again', async () => {
    // The screen knows bid_max_multiple 100; the server applies 50 since (ceiling 52,500).
    const lot = lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, []));
    show(lot);
    const reload = vi.fn(() =>
      store.applyLotBids({ answer: lotBids({ ...lot, bidMaxMultiple: 50, maximumAllowedBid: 52_500 }), sample: null }),
    );
    store.setReload(reload);
    refusal = { status: 400, body: { 'bid.offeredAmount': 'eauction.bid_above_ceiling', maximumAllowedBid: 52_500 } };

    const user = userEvent.setup();
    await enter(user, 'bid-amount', '60.000,00');
    await user.click(screen.getByTestId('bid-submit'));
    await confirm(user);
    expect(bidKeys).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('bid-amount-help')).toHaveTextContent(
        'The amount is above the highest bid allowed on this lot now. The highest bid allowed now is 52.500,00 €.',
      ),
    );
    expect(screen.getByTestId('bid-amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('bid-outcome-refused')).not.toBeInTheDocument();
    // The lot now holds the server's ceiling: the range says it once the bidder corrects the amount.
    expect(reload).toHaveBeenCalledOnce();
    await enter(user, 'bid-amount', '50.000,00');
    expect(screen.getByTestId('bid-amount-help')).toHaveTextContent(/^At least 1\.050,00 €, at most 52\.500,00 €$/);
  });

  it('says the lot reached the portal’s top when the server refuses a bid so, and offers no minimum nor form', async () => {
    // Highest 999,999,999,050 (minimum 999,999,999,100, ceiling the top minus a step: 999,999,999,950).
    show(lotAfter(2, TOP - 950, OTHER, mine('OUTBID', null, [receipt(1, TOP - 1000)]), TOP_PRICE));
    expect(screen.getByTestId('bid-amount-help')).toHaveTextContent(
      /^At least 999\.999\.999\.100,00 €, at most 999\.999\.999\.950,00 €$/,
    );
    // Meanwhile another bidder bid the ceiling; its push has not arrived (nor can it be read yet).
    refusal = { status: 409, body: { _error: 'eauction.bid_limit_reached', highestBid: TOP - 50 } };
    const user = userEvent.setup();
    await user.click(screen.getByTestId('bid-submit'));
    await confirm(user);

    const outcome = await screen.findByTestId('bid-outcome-refused');
    expect(outcome).toHaveTextContent(
      "This lot's highest bid has reached the largest amount the portal takes: no further bid can be accepted.",
    );
    expect(screen.getByTestId('lot-no-further-bid')).toHaveTextContent('No further bid can be placed on this lot');
    expect(screen.queryByTestId('lot-minimum')).not.toBeInTheDocument();
    expect(screen.queryByTestId(`bid-form-${LOT_ID}`)).not.toBeInTheDocument();
    expect(screen.queryByTestId('bid-amount')).not.toBeInTheDocument();

    // The bid that took it there arrives: the lot shows it, and still takes no bid.
    arrive(push(3, OTHER, TOP - 50, 'MANUAL', TOP_PRICE));
    expect(screen.getByTestId('lot-highest')).toHaveTextContent('999.999.999.950,00 €');
    expect(screen.getByTestId('lot-no-further-bid')).toBeInTheDocument();
    expect(screen.queryByTestId(`bid-form-${LOT_ID}`)).not.toBeInTheDocument();
  });

  it('says no further bid can be placed on a lot whose ceiling is null, to a bidder and to its leader', () => {
    // Highest 999,999,999,950: its minimum, the top, is above the ceiling (the top minus a step).
    expect(ceilingAfter(TOP - 50, TOP_PRICE)).toBeNull();
    const { unmount } = show(lotAfter(3, TOP - 50, OTHER, mine('OUTBID', null, [receipt(2, TOP - 100)]), TOP_PRICE));
    expect(screen.getByTestId('lot-no-further-bid')).toHaveTextContent(
      'No further bid can be placed on this lot: its highest bid has reached the largest amount the portal takes.',
    );
    expect(screen.getByTestId('lot-highest')).toHaveTextContent('999.999.999.950,00 €');
    expect(screen.queryByTestId('lot-minimum')).not.toBeInTheDocument();
    expect(screen.queryByTestId(`bid-form-${LOT_ID}`)).not.toBeInTheDocument();
    unmount();

    show(lotAfter(3, TOP - 50, ME, mine('LEADING', null, [receipt(3, TOP - 50)]), TOP_PRICE));
    expect(screen.getByTestId('position-leading')).toBeInTheDocument();
    expect(screen.getByTestId('lot-no-further-bid')).toBeInTheDocument();
    expect(screen.queryByTestId(`maximum-control-${LOT_ID}`)).not.toBeInTheDocument();
  });

  it('lets the leader set a maximum only up to the ceiling, and shows the server’s ceiling when it refuses one', async () => {
    show(lotAfter(1, 1000, ME, mine('LEADING', null, [receipt(1, 1000)])));
    const user = userEvent.setup();
    await user.click(screen.getByTestId('maximum-edit'));
    expect(screen.getByTestId('maximum-amount-help')).toHaveTextContent(
      /^At least 1\.000,00 €, at most 105\.000,00 €$/,
    );
    await enter(user, 'maximum-amount', '105.000,01');
    await user.click(screen.getByTestId('maximum-save'));
    expect(screen.getByTestId('maximum-amount-help')).toHaveTextContent('The highest bid allowed now is 105.000,00 €.');
    expect(screen.getByTestId('maximum-amount')).toHaveAttribute('aria-invalid', 'true');
    expect(maximumsSent).toEqual([]);

    // Within the screen's ceiling, above the server's (bid_max_multiple lowered to 50).
    refusal = { status: 400, body: { maximumAmount: 'eauction.bid_above_ceiling', maximumAllowedBid: 52_500 } };
    await enter(user, 'maximum-amount', '60.000,00');
    await user.click(screen.getByTestId('maximum-save'));
    await waitFor(() =>
      expect(screen.getByTestId('maximum-amount-help')).toHaveTextContent(
        'The highest bid allowed now is 52.500,00 €.',
      ),
    );
    expect(maximumsSent).toEqual([60_000]);
  });
});
