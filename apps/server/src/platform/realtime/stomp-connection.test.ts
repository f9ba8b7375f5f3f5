import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../http/access';
import {
  outgoingMessage,
  StompConnection,
  type ConnectionHost,
  type StompSocket,
  type Subscription,
} from './stomp-connection';
import { StompFrameParser, type StompFrame } from './stomp-frames';
import { CONNECTION_LIMITS } from './stomp-limits';
import { createTopicRegistry } from './topics';

// Unit tests of what the socket-level tests cannot reach quickly: timers, bounds, slow clients.

const silentLog = { debug() {}, info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

function fakeSocket() {
  const sent: Buffer[] = [];
  const socket = {
    readyState: 1,
    bufferedAmount: 0,
    closed: undefined as number | undefined,
    terminated: false,
    send(data: Buffer) {
      sent.push(data);
    },
    close(code: number) {
      this.closed = code;
      this.readyState = 3;
    },
    terminate() {
      this.terminated = true;
      this.readyState = 3;
    },
  };
  const frames = (): StompFrame[] =>
    new StompFrameParser({ maxFrameBytes: 1 << 20, maxHeaders: 1000 }).push(Buffer.concat(sent));
  return { socket, sent, frames };
}

function setup(options: { auth?: AuthContext | null; limits?: Partial<ConnectionHost['limits']> } = {}) {
  const topics = createTopicRegistry();
  topics.allow(/^\/topic\/open\/\d+$/, 'public');
  topics.allow(/^\/topic\/private$/, 'authenticated');
  const index = new Set<Subscription>();
  const clock = { now: 0 };
  const host: ConnectionHost = {
    limits: { ...CONNECTION_LIMITS, ...options.limits },
    log: silentLog,
    topics,
    authenticate: async () => options.auth ?? null,
    addSubscription: (s) => index.add(s),
    removeSubscription: (s) => index.delete(s),
    clock: () => clock.now,
  };
  const fake = fakeSocket();
  const connection = new StompConnection(fake.socket as unknown as StompSocket, host);
  return { ...fake, connection, index, clock };
}

const CONNECT = 'CONNECT\naccept-version:1.2\nheart-beat:10000,10000\n\n\0';
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('StompConnection', () => {
  it('closes a socket that sends no CONNECT within the timeout', () => {
    const { connection, socket, frames } = setup();
    connection.tick(9_999);
    expect(socket.closed).toBeUndefined();
    connection.tick(10_001);
    expect(frames()[0].headers.message).toBe('CONNECT timeout');
    expect(socket.closed).toBe(1008);
  });

  it('sends heart-beats when idle and drops a client silent for twice its interval', () => {
    const { connection, socket, sent, clock } = setup();
    connection.receive(CONNECT);
    expect(connection.isConnected).toBe(true);
    const before = sent.length;
    connection.tick(5_000);
    expect(sent.length).toBe(before);
    clock.now = 9_000;
    connection.tick(9_000);
    expect(sent.at(-1)!.toString()).toBe('\n');
    clock.now = 15_000;
    connection.receive('\n');
    connection.tick(34_000);
    expect(socket.terminated).toBe(false);
    connection.tick(35_001);
    expect(socket.terminated).toBe(true);
  });

  it('queues frames behind CONNECT and handles them in order once connected', async () => {
    const { connection, frames, index } = setup({ auth: { userId: 1, passwordExpired: false } as AuthContext });
    connection.receive(
      'CONNECT\naccept-version:1.2\nX-Auth-Token:abcdefghijklmnopqrstuvwxyz\n\n\0SUBSCRIBE\nid:1\ndestination:/topic/private\nreceipt:r1\n\n\0',
    );
    await flush();
    expect(frames().map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT']);
    expect(index.size).toBe(1);
  });

  it('bounds the subscriptions per connection', () => {
    const { connection, frames, socket } = setup({ limits: { maxSubscriptions: 2 } });
    connection.receive(CONNECT);
    for (let i = 0; i < 3; i++) connection.receive(`SUBSCRIBE\nid:${i}\ndestination:/topic/open/${i}\n\n\0`);
    expect(frames().at(-1)!.headers.message).toBe('At most 2 subscriptions per connection');
    expect(socket.closed).toBe(1008);
  });

  it('refuses an authenticated topic to an anonymous client', () => {
    const { connection, frames, socket, index } = setup();
    connection.receive(CONNECT);
    connection.receive('SUBSCRIBE\nid:1\ndestination:/topic/private\n\n\0');
    expect(frames().at(-1)!.headers.message).toBe('access_denied');
    expect(socket.closed).toBe(1008);
    expect(index.size).toBe(0);
  });

  it('drops a client whose unsent data passes the bound, and forgets its subscriptions', () => {
    const { connection, socket, index } = setup();
    connection.receive(CONNECT);
    connection.receive('SUBSCRIBE\nid:1\ndestination:/topic/open/1\n\n\0');
    const [subscription] = index;
    socket.bufferedAmount = CONNECTION_LIMITS.maxBufferedBytes + 1;
    connection.deliver(subscription, outgoingMessage('/topic/open/1', 'text/plain', Buffer.from('x')));
    expect(socket.terminated).toBe(true);
    expect(index.size).toBe(0);
  });

  it('numbers messages uniquely per connection', () => {
    const { connection, frames, index } = setup();
    connection.receive(CONNECT);
    connection.receive(
      'SUBSCRIBE\nid:a\ndestination:/topic/open/1\n\n\0SUBSCRIBE\nid:b\ndestination:/topic/open/1\n\n\0',
    );
    for (const subscription of index) {
      connection.deliver(subscription, outgoingMessage('/topic/open/1', 'text/plain', Buffer.from('x')));
    }
    const messages = frames().filter((f) => f.command === 'MESSAGE');
    expect(messages.map((m) => [m.headers.subscription, m.headers['message-id']])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
  });

  it('cuts off a slow consumer once its unsent bytes pass the bound, never holding more than one frame over it', () => {
    const { connection, socket, sent, index } = setup({ limits: { maxBufferedBytes: 64 * 1024 } });
    connection.receive(CONNECT);
    connection.receive('SUBSCRIBE\nid:1\ndestination:/topic/open/1\n\n\0');
    const [subscription] = index;
    // A socket that never drains: everything sent stays buffered.
    socket.send = (data: Buffer) => {
      sent.push(data);
      socket.bufferedAmount += data.length;
    };
    const push = outgoingMessage('/topic/open/1', 'application/json', Buffer.alloc(5_000, 'a'));
    const before = sent.length;
    let pushes = 0;
    while (!socket.terminated && pushes < 1_000) {
      connection.deliver(subscription, push);
      pushes++;
      expect(socket.bufferedAmount).toBeLessThanOrEqual(64 * 1024 + 5_200);
    }
    expect(socket.terminated).toBe(true);
    // 13 pushes of ~5.1 kB fill 64 KiB; the 14th finds the bound passed.
    expect(sent.length - before).toBe(13);
    expect(index.size).toBe(0);
    // Gone for good: later pushes write nothing.
    connection.deliver(subscription, push);
    expect(sent.length - before).toBe(13);
  });

  it('keeps a consumer that reads in time, however many pushes it gets', () => {
    const { connection, socket, frames, index } = setup({ limits: { maxBufferedBytes: 64 * 1024 } });
    connection.receive(CONNECT);
    connection.receive('SUBSCRIBE\nid:1\ndestination:/topic/open/1\n\n\0');
    const [subscription] = index;
    const push = outgoingMessage('/topic/open/1', 'application/json', Buffer.alloc(5_000, 'a'));
    for (let i = 0; i < 100; i++) connection.deliver(subscription, push);
    expect(socket.terminated).toBe(false);
    expect(frames().filter((f) => f.command === 'MESSAGE')).toHaveLength(100);
  });
});
