// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SendBidAnswer } from '@portal/contracts/bidding';
import { ANSWER_TIMEOUT_MS } from '../api/timed';
import {
  announcer,
  arrive,
  ceilingAfter,
  END,
  iso,
  LOT_ID,
  lotAfter,
  ME,
  mine,
  now,
  OTHER,
  push,
  receipt,
  server,
  show,
  stubLotPanelServer,
} from './lot-panel-test-support';

stubLotPanelServer();
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
    server.sendBidAnswer = answer(2, 1050, { seq: 3, highest: 1100, leader: OTHER });
    server.laterBids = [push(2, ME, 1050), push(3, OTHER, 1100, 'MAXIMUM')];
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
    server.sendBidAnswer = answer(2, 1050, { seq: 2, highest: 1050, leader: ME });
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
    server.networkGone = true;
    await user.click(screen.getByTestId('bid-submit'));
    const dialog = await screen.findByTestId('confirm-bid-dialog');
    await user.click(within(dialog).getByTestId('confirm-bid-send'));
    await act(() => vi.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS - 500));
    expect(within(dialog).queryByTestId('confirm-bid-lost')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await within(dialog).findByTestId('confirm-bid-lost')).toHaveTextContent('No answer from the server');
    expect(within(dialog).getByTestId('confirm-bid-send')).toHaveTextContent('Send again');

    // The network is back: the same attempt goes again, with the same key, and is answered.
    server.networkGone = false;
    server.sendBidAnswer = answer(2, 1050, { seq: 2, highest: 1050, leader: ME });
    await user.click(within(dialog).getByTestId('confirm-bid-send'));
    await waitFor(() => expect(screen.queryByTestId('confirm-bid-dialog')).not.toBeInTheDocument());
    expect(server.bidKeys).toHaveLength(2);
    expect(server.bidKeys[1]).toBe(server.bidKeys[0]);
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

describe('after the end, the winner reads their next steps and another bidder the winning price', () => {
  const nextSteps = {
    amount: 1100,
    paymentTermDays: 8,
    paymentDueDay: '2026-12-11',
    pickUpPlace: { sq: 'Magazina e Durrësit', en: 'Durrës warehouse', sr: null },
    pickUpHours: { sq: 'E hënë–e premte, 09:00–14:00', en: 'Monday to Friday, 09:00–14:00', sr: null },
    note: { sq: null, en: 'Bring the payment slip.', sr: null },
  };
  const sold = (leader: number, mineOfLot: ReturnType<typeof mine>) => ({
    ...lotAfter(2, 1100, leader, mineOfLot),
    status: 'SOLD' as const,
  });

  it('tells the winner the day to pay by (DD.MM.YYYY), where and when to pick up, and the note', () => {
    show(sold(ME, mine('LEADING', null, [receipt(2, 1100)], nextSteps)));
    // The interface language here is Albanian (the default; the copy falls back to English keys): its texts are
    // shown, and a text written in English alone falls back to it.
    const line = screen.getByTestId('lot-next-steps-text-line');
    expect(line).toHaveTextContent('Pay by 11.12.2026; pick up at Magazina e Durrësit, E hënë–e premte, 09:00–14:00.');
    expect(screen.getByTestId('lot-next-steps-text-note')).toHaveTextContent('Bring the payment slip.');
    expect(screen.queryByTestId('lot-not-won')).not.toBeInTheDocument();
  });

  it('keeps "you did not win" for another bidder, with no next steps', () => {
    show(sold(OTHER, mine('OUTBID', null, [receipt(1, 1000)])));
    expect(screen.getByTestId('lot-not-won')).toHaveTextContent('You did not win; winning price');
    expect(screen.queryByTestId('lot-next-steps')).not.toBeInTheDocument();
  });
});
