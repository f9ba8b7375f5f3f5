import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the STOMP client: the test plays the broker's side through the callbacks it was given. */
class FakeClient {
  static last: FakeClient | null = null;
  connected = false;
  active = false;
  beforeConnect!: (client: FakeClient) => void;
  onConnect!: () => void;
  onWebSocketClose!: () => void;
  connectHeaders: Record<string, string> = {};
  constructor(config: Record<string, unknown>) {
    Object.assign(this, config);
    FakeClient.last = this;
  }
  activate() {
    this.active = true;
    this.beforeConnect(this);
  }
  async deactivate() {
    this.active = false;
  }
  subscribe() {
    return { unsubscribe: () => undefined };
  }
  /** The broker answers CONNECTED. */
  connect() {
    this.connected = true;
    this.onConnect();
  }
  /** The socket closes under an active client. */
  drop() {
    this.connected = false;
    this.onWebSocketClose();
  }
}

vi.mock('@stomp/stompjs', () => ({ Client: FakeClient }));

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ now: new Date('2026-05-01T10:00:00Z') });
  vi.stubGlobal('WebSocket', class {});
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('window', { location: { protocol: 'http:', host: 'portal.test' } });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeClient.last = null;
});

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the shared real-time connection', () => {
  it('says when it is connected, since when it is not, and when it tries again', async () => {
    const stomp = await import('./stomp');
    expect(stomp.getConnectionState()).toMatchObject({ status: 'idle', connections: 0 });
    const stop = stomp.subscribeTopic('/topic/bid/1', () => undefined);
    await flush();
    const client = FakeClient.last!;
    expect(stomp.getConnectionState().status).toBe('connecting');

    client.connect();
    expect(stomp.getConnectionState()).toEqual({
      status: 'connected',
      disconnectedSince: null,
      nextAttemptAt: null,
      connections: 1,
    });

    client.drop();
    const lostAt = Date.parse('2026-05-01T10:00:00Z');
    expect(stomp.getConnectionState()).toEqual({
      status: 'disconnected',
      disconnectedSince: lostAt,
      nextAttemptAt: lostAt + stomp.RECONNECT_DELAY_MS,
      connections: 1,
    });

    // A failed attempt later keeps the moment the connection was lost.
    vi.setSystemTime(lostAt + 30_000);
    client.drop();
    expect(stomp.getConnectionState()).toMatchObject({ disconnectedSince: lostAt, nextAttemptAt: lostAt + 60_000 });
    stop();
  });

  it('reconnects at once when asked, and counts the new connection', async () => {
    const stomp = await import('./stomp');
    const listener = vi.fn();
    stomp.subscribeConnection(listener);
    stomp.subscribeTopic('/topic/auction/all', () => undefined);
    await flush();
    const client = FakeClient.last!;
    client.connect();
    client.drop();

    stomp.reconnectNow();
    await flush();
    expect(client.active).toBe(true);
    expect(stomp.getConnectionState().status).toBe('connecting');
    // A deliberate restart's own close is not a lost connection.
    client.active = false;
    client.onWebSocketClose();
    expect(stomp.getConnectionState().status).toBe('connecting');
    client.active = true;

    client.connect();
    expect(stomp.getConnectionState()).toMatchObject({ status: 'connected', disconnectedSince: null, connections: 2 });
    expect(listener).toHaveBeenCalled();
  });

  it('does nothing on "reconnect now" while connected', async () => {
    const stomp = await import('./stomp');
    stomp.subscribeTopic('/topic/auction/all', () => undefined);
    await flush();
    const client = FakeClient.last!;
    client.connect();
    const deactivate = vi.spyOn(client, 'deactivate');
    stomp.reconnectNow();
    await flush();
    expect(deactivate).not.toHaveBeenCalled();
    expect(stomp.getConnectionState().status).toBe('connected');
  });
});
