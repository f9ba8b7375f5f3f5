// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  arrive,
  ceilingAfter,
  LOT_ID,
  lotAfter,
  lotBids,
  ME,
  mine,
  OTHER,
  push,
  receipt,
  server,
  show,
  TOP,
  TOP_PRICE,
  stubLotPanelServer,
} from './lot-panel-test-support';

stubLotPanelServer();

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
    expect(server.bidKeys).toEqual([]);

    // The ceiling itself may be bid; far above the minimum it still asks to look again (the fat-finger rule).
    await enter(user, 'bid-amount', '105.000,00');
    await user.click(screen.getByTestId('bid-submit'));
    const dialog = await screen.findByTestId('confirm-bid-dialog');
    expect(within(dialog).getByTestId('confirm-bid-fat-finger')).toHaveTextContent('more than 3 times the minimum');
    expect(server.bidKeys).toEqual([]);
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
    expect(server.bidKeys).toEqual([]);
  });

  it('shows the server’s ceiling on the amount when it refuses the bid above it, and reads the lot again', async () => {
    // The screen knows bid_max_multiple 100; the server applies 50 since (ceiling 52,500).
    const lot = lotAfter(1, 1000, OTHER, mine('NO_BIDS', null, []));
    show(lot);
    const reload = vi.fn(() =>
      server.store.applyLotBids({
        answer: lotBids({ ...lot, bidMaxMultiple: 50, maximumAllowedBid: 52_500 }),
        sample: null,
      }),
    );
    server.store.setReload(reload);
    server.refusal = {
      status: 400,
      body: { 'bid.offeredAmount': 'eauction.bid_above_ceiling', maximumAllowedBid: 52_500 },
    };

    const user = userEvent.setup();
    await enter(user, 'bid-amount', '60.000,00');
    await user.click(screen.getByTestId('bid-submit'));
    await confirm(user);
    expect(server.bidKeys).toHaveLength(1);
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
    server.refusal = { status: 409, body: { _error: 'eauction.bid_limit_reached', highestBid: TOP - 50 } };
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
    expect(server.maximumsSent).toEqual([]);

    // Within the screen's ceiling, above the server's (bid_max_multiple lowered to 50).
    server.refusal = { status: 400, body: { maximumAmount: 'eauction.bid_above_ceiling', maximumAllowedBid: 52_500 } };
    await enter(user, 'maximum-amount', '60.000,00');
    await user.click(screen.getByTestId('maximum-save'));
    await waitFor(() =>
      expect(screen.getByTestId('maximum-amount-help')).toHaveTextContent(
        'The highest bid allowed now is 52.500,00 €.',
      ),
    );
    expect(server.maximumsSent).toEqual([60_000]);
  });
});
