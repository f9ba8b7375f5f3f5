import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Loaded once here, so that the shared client's own lazy import of it is answered at once under fake timers.
import '@stomp/stompjs';

/**
 * The browser's WebSocket as the test plays it: the real stompjs client speaks STOMP over it, and the test answers as
 * the server would, sends its beats, closes, or goes silent the way a dropped network does: nothing arrives, and a
 * close asked for never completes (no close event).
 */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = FakeSocket.CONNECTING;
  binaryType = 'blob';
  onopen: ((event?: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event?: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  /** What the client sent, one entry a send. */
  sent: string[] = [];
  closeAsked = 0;
  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: string | ArrayBufferLike | ArrayBufferView) {
    this.sent.push(typeof data === 'string' ? data : new TextDecoder().decode(data));
  }
  /** A half-open socket: the close handshake goes out and no answer ever comes back. */
  close() {
    this.closeAsked += 1;
    this.readyState = FakeSocket.CLOSING;
  }

  // -- the server's side --
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(data: string) {
    this.dispatchEvent(new MessageEvent('message', { data }));
    this.onmessage?.({ data });
  }
  /** Answers the client's CONNECT with the agreed heart-beats `sx,sy` (what the server sends, what it wants). */
  accept(heartBeat = '10000,10000') {
    this.open();
    this.receive(`CONNECTED\nversion:1.2\nheart-beat:${heartBeat}\n\n\0`);
  }
  beat() {
    this.receive('\n');
  }
  push(destination: string, body: string) {
    const subscription = /SUBSCRIBE\nid:([^\n]+)\ndestination:([^\n]+)/.exec(
      this.sent.find((frame) => frame.includes(`destination:${destination}`)) ?? '',
    );
    this.receive(`MESSAGE\nsubscription:${subscription?.[1]}\nmessage-id:1\ndestination:${destination}\n\n${body}\0`);
  }
  closedByServer() {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1000, reason: '', wasClean: true });
  }
  /** Cut off without a close handshake, as the server drops a client too slow to read its pushes (1006 here). */
  cutOff() {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }
  /** Heart-beats the client sent (a lone end of line each). */
  get beatsSent() {
    return this.sent.filter((frame) => frame === '\n').length;
  }
}

const START = Date.parse('2026-05-01T10:00:00Z');

beforeEach(() => {
  vi.resetModules();
  FakeSocket.made = [];
  vi.useFakeTimers({
    now: START,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('window', { location: { protocol: 'http:', host: 'portal.test' } });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => vi.advanceTimersByTimeAsync(0);
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const lastSocket = () => FakeSocket.made.at(-1)!;

/** The shared client with one topic listened to, connected through a socket the server accepted. */
async function connected(heartBeat?: string) {
  const stomp = await import('./stomp');
  const received: unknown[] = [];
  const stop = stomp.subscribeTopic('/topic/bid/1', (body) => received.push(body));
  await flush();
  const socket = lastSocket();
  socket.accept(heartBeat);
  return { stomp, socket, received, stop };
}

describe('the shared real-time connection', () => {
  it('opens the portal’s endpoint, asks for beats both ways and restores its topics', async () => {
    const { stomp, socket, received } = await connected();
    expect(socket.url).toBe('ws://portal.test/portal/bidding');
    expect(socket.sent[0]).toMatch(/^CONNECT\n/);
    expect(socket.sent[0]).toContain(`heart-beat:${stomp.HEART_BEAT_MS},${stomp.HEART_BEAT_MS}`);
    expect(socket.sent.some((frame) => frame.includes('SUBSCRIBE') && frame.includes('/topic/bid/1'))).toBe(true);
    socket.push('/topic/bid/1', '{"seq":1}');
    expect(received).toEqual([{ seq: 1 }]);
  });

  it('says when it is connected, since when it is not, and when it tries again', async () => {
    const stomp = await import('./stomp');
    expect(stomp.getConnectionState()).toMatchObject({ status: 'idle', connections: 0 });
    const stop = stomp.subscribeTopic('/topic/bid/1', () => undefined);
    await flush();
    expect(stomp.getConnectionState().status).toBe('connecting');

    lastSocket().accept();
    expect(stomp.getConnectionState()).toEqual({
      status: 'connected',
      disconnectedSince: null,
      nextAttemptAt: null,
      connections: 1,
    });

    await wait(5_000);
    const lostAt = START + 5_000;
    lastSocket().closedByServer();
    expect(stomp.getConnectionState()).toEqual({
      status: 'disconnected',
      disconnectedSince: lostAt,
      nextAttemptAt: lostAt + stomp.RECONNECT_DELAY_MS,
      connections: 1,
    });

    // The next attempt comes after the reconnect delay, not before; its failure keeps the moment the connection was lost.
    await wait(stomp.RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.made).toHaveLength(1);
    await wait(1);
    expect(FakeSocket.made).toHaveLength(2);
    expect(stomp.getConnectionState().status).toBe('connecting');
    lastSocket().closedByServer();
    expect(stomp.getConnectionState()).toMatchObject({
      status: 'disconnected',
      disconnectedSince: lostAt,
      nextAttemptAt: lostAt + 2 * stomp.RECONNECT_DELAY_MS,
    });
    stop();
  });

  it('takes a cut-off for a lost connection: reconnects after the delay, with its topics, as a new connection', async () => {
    const { stomp, socket, received, stop } = await connected();
    socket.cutOff();
    expect(stomp.getConnectionState()).toMatchObject({ status: 'disconnected', connections: 1 });
    await wait(stomp.RECONNECT_DELAY_MS);
    const again = lastSocket();
    expect(again).not.toBe(socket);
    again.accept();
    // The new connection is counted (the bidding screen then reads what was pushed meanwhile) and listens again.
    expect(stomp.getConnectionState()).toMatchObject({ status: 'connected', connections: 2 });
    expect(again.sent.some((frame) => frame.includes('SUBSCRIBE') && frame.includes('/topic/bid/1'))).toBe(true);
    again.push('/topic/bid/1', '{"seq":7}');
    expect(received).toEqual([{ seq: 7 }]);
    stop();
  });

  it('keeps sending its beats, so that the server can drop a client that went away', async () => {
    const { stomp, socket } = await connected();
    for (let i = 0; i < 6; i++) {
      await wait(stomp.HEART_BEAT_MS);
      socket.beat();
    }
    expect(socket.beatsSent).toBe(6);
    expect(stomp.getConnectionState().status).toBe('connected');
  });

  it('drops a socket the server went silent on within two beats, without waiting for its close', async () => {
    const { stomp, socket } = await connected();
    await wait(stomp.HEART_BEAT_MS);
    socket.beat();
    const lastHeard = Date.now();
    // The network is gone: no beat, no frame, and the socket never reports a close.
    await wait(stomp.MISSED_BEATS_LOST * stomp.HEART_BEAT_MS - 1);
    expect(stomp.getConnectionState().status).toBe('connected');
    await wait(1);
    expect(socket.closeAsked).toBe(1);
    expect(stomp.getConnectionState()).toEqual({
      status: 'disconnected',
      disconnectedSince: lastHeard,
      nextAttemptAt: Date.now() + stomp.RECONNECT_DELAY_MS,
      connections: 1,
    });

    // The usual reconnection follows: a new socket after the delay, the topics subscribed again, counted as new.
    await wait(stomp.RECONNECT_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(2);
    const again = lastSocket();
    again.accept();
    expect(again.sent.some((frame) => frame.includes('SUBSCRIBE') && frame.includes('/topic/bid/1'))).toBe(true);
    expect(stomp.getConnectionState()).toMatchObject({ status: 'connected', disconnectedSince: null, connections: 2 });
    // A late message of the dropped socket is no sign of life of the new one.
    socket.beat();
    await wait(stomp.MISSED_BEATS_LOST * stomp.HEART_BEAT_MS);
    expect(stomp.getConnectionState().status).toBe('disconnected');
  });

  it('takes any frame as a sign of life, not only beats', async () => {
    const { stomp, socket, received } = await connected();
    for (let i = 1; i <= 4; i++) {
      await wait(stomp.MISSED_BEATS_LOST * stomp.HEART_BEAT_MS - 1_000);
      socket.push('/topic/bid/1', `{"seq":${i}}`);
    }
    expect(received).toHaveLength(4);
    expect(stomp.getConnectionState().status).toBe('connected');
  });

  it('watches the interval agreed with the server: the larger of the two wishes', async () => {
    const { stomp, socket } = await connected('20000,10000');
    await wait(2 * 20_000 - 1);
    expect(stomp.getConnectionState().status).toBe('connected');
    await wait(1);
    expect(stomp.getConnectionState().status).toBe('disconnected');
    expect(socket.closeAsked).toBe(1);
  });

  it('does not watch a server that sends no beats', async () => {
    const { stomp } = await connected('0,10000');
    await wait(10 * 60_000);
    expect(stomp.getConnectionState().status).toBe('connected');
  });

  it('gives up a handshake that does not finish, and tries again later', async () => {
    const stomp = await import('./stomp');
    stomp.subscribeTopic('/topic/auction/all', () => undefined);
    await flush();
    const socket = lastSocket();
    await wait(stomp.CONNECT_TIMEOUT_MS - 1);
    expect(stomp.getConnectionState().status).toBe('connecting');
    await wait(1);
    expect(socket.closeAsked).toBe(1);
    expect(stomp.getConnectionState()).toMatchObject({
      status: 'disconnected',
      disconnectedSince: START + stomp.CONNECT_TIMEOUT_MS,
      nextAttemptAt: START + stomp.CONNECT_TIMEOUT_MS + stomp.RECONNECT_DELAY_MS,
    });
  });

  it('reconnects at once when asked, and counts the new connection', async () => {
    const { stomp, socket } = await connected();
    const listener = vi.fn();
    stomp.subscribeConnection(listener);
    socket.closedByServer();

    stomp.reconnectNow();
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
    expect(stomp.getConnectionState().status).toBe('connecting');
    lastSocket().accept();
    expect(stomp.getConnectionState()).toMatchObject({ status: 'connected', disconnectedSince: null, connections: 2 });
    expect(listener).toHaveBeenCalled();
  });

  it('does nothing on "reconnect now" while connected', async () => {
    const { stomp } = await connected();
    stomp.reconnectNow();
    await flush();
    expect(FakeSocket.made).toHaveLength(1);
    expect(stomp.getConnectionState().status).toBe('connected');
  });

  it('reconnects with a new token at once, even on a connection that no longer answers', async () => {
    const { stomp, socket } = await connected();
    const { setToken } = await import('@/shared/session/token');
    await wait(5_000);
    // The server is gone (no receipt will answer a polite DISCONNECT); the user signs in meanwhile.
    setToken('new-token');
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
    // The deliberate restart's own close is not a lost connection.
    expect(stomp.getConnectionState().status).toBe('connecting');
    expect(socket.closeAsked).toBe(1);
    const again = lastSocket();
    again.accept();
    expect(again.sent[0]).toContain('X-Auth-Token:new-token');
    expect(stomp.getConnectionState()).toMatchObject({ status: 'connected', connections: 2 });
  });
});
