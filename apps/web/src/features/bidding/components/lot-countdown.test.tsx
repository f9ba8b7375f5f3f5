// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveAuctionStore } from '../api/live-auction';
import { LotCountdown } from './lot-countdown';

/** The machine's clock; the server's is a minute ahead of it. */
const MACHINE_NOW = Date.parse('2026-03-02T10:00:00Z');
const SERVER_AHEAD_MS = 60_000;
const serverIn = (ms: number) => new Date(MACHINE_NOW + SERVER_AHEAD_MS + ms).toISOString();

let store: LiveAuctionStore;
let announce: ReturnType<typeof vi.fn<(text: string) => void>>;

beforeEach(() => {
  vi.useFakeTimers({ now: MACHINE_NOW });
  store = new LiveAuctionStore(1, new QueryClient());
  // What a `lot_bids` answer (its `x-server-time` header) teaches the store: the server's time at the request's midpoint.
  store.clock.observe({ offset: SERVER_AHEAD_MS, roundTrip: 20, midpoint: MACHINE_NOW });
  announce = vi.fn<(text: string) => void>();
});
afterEach(() => {
  store.dispose();
  vi.useRealTimers();
});

const countdown = (endTime: string) => (
  <LotCountdown store={store} endTime={endTime} lotCode="L-7" announce={announce} labelledBy="left" />
);
const timer = () => screen.getByRole('timer');
const seconds = (n: number) =>
  act(() => {
    vi.advanceTimersByTime(n * 1000);
  });

describe('LotCountdown', () => {
  it('shows the time left by the server’s clock, not the machine’s', () => {
    render(countdown(serverIn(90_000)));
    // By the machine's clock it would be 2 min 30 s.
    expect(timer()).toHaveTextContent('00h01min30s');
  });

  it('ticks each second and stops at zero when the end comes', () => {
    render(countdown(serverIn(3_000)));
    expect(timer()).toHaveTextContent('00h00min03s');
    seconds(1);
    expect(timer()).toHaveTextContent('00h00min02s');
    seconds(2);
    expect(timer()).toHaveTextContent('00h00min00s');
    seconds(10);
    expect(timer()).toHaveTextContent('00h00min00s');
  });

  it('follows the end when it moves (a late bid extends the lot)', () => {
    const { rerender } = render(countdown(serverIn(20_000)));
    seconds(15);
    expect(timer()).toHaveTextContent('00h00min05s');
    rerender(countdown(serverIn(15_000 + 120_000)));
    expect(timer()).toHaveTextContent('00h02min00s');
    seconds(1);
    expect(timer()).toHaveTextContent('00h01min59s');
  });

  it('shows days for a far end', () => {
    render(countdown(serverIn(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)));
    expect(timer()).toHaveTextContent('2d03h04min05s');
  });

  it('tells screen readers only at the marks, not each second', () => {
    render(countdown(serverIn(62_000)));
    seconds(1);
    expect(announce).not.toHaveBeenCalled();
    seconds(1);
    expect(announce).toHaveBeenCalledExactlyOnceWith('Lot L-7: 1 min left.');
    seconds(20);
    expect(announce).toHaveBeenCalledTimes(1);
  });
});
