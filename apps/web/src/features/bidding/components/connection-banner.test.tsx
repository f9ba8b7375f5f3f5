// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '@/shared/realtime/stomp';
import { renderUi } from '@/test/render';
import { ConnectionBanner, LiveStatus } from './connection-banner';

const LOST_AT = Date.parse('2026-05-01T10:00:00Z');
const state = (change: Partial<ConnectionState>): ConnectionState => ({
  status: 'connected',
  disconnectedSince: null,
  nextAttemptAt: null,
  connections: 1,
  ...change,
});

function show(connection: ConnectionState, onReconnect = () => undefined) {
  return renderUi(
    <>
      <LiveStatus connection={connection} noWebSocket={false} />
      <ConnectionBanner connection={connection} noWebSocket={false} onReconnect={onReconnect} />
    </>,
  );
}

describe('what the bidding screen says of its live connection', () => {
  it('says "Live" only while connected', () => {
    show(state({}));
    expect(screen.getByTestId('bidding-live')).toHaveTextContent('Live');
    expect(screen.queryByTestId('bidding-not-live')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bidding-disconnected')).not.toBeInTheDocument();
  });

  it('puts "Connection lost" in its place once lost, with since when, the next attempt and "Reconnect now"', async () => {
    const reconnect = vi.fn();
    show(state({ status: 'disconnected', disconnectedSince: LOST_AT, nextAttemptAt: LOST_AT + 30_000 }), reconnect);
    expect(screen.queryByTestId('bidding-live')).not.toBeInTheDocument();
    const pill = screen.getByTestId('bidding-not-live');
    expect(pill).toHaveAttribute('data-state', 'disconnected');
    expect(pill).toHaveTextContent('Connection lost');
    expect(screen.getByTestId('bidding-disconnected')).toHaveTextContent('Live updates are interrupted since');
    await userEvent.setup().click(screen.getByTestId('bidding-reconnect'));
    expect(reconnect).toHaveBeenCalledOnce();
  });

  it('says "Reconnecting…" while a new connection is being made', () => {
    show(state({ status: 'connecting', disconnectedSince: LOST_AT }));
    expect(screen.getByTestId('bidding-not-live')).toHaveTextContent('Reconnecting…');
    expect(screen.getByTestId('bidding-reconnect')).toBeDisabled();
  });

  it('says nothing while the first connection is being made', () => {
    show(state({ status: 'connecting', connections: 0 }));
    expect(screen.queryByTestId('bidding-live')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bidding-not-live')).not.toBeInTheDocument();
  });
});
