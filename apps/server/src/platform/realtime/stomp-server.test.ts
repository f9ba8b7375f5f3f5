import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type BuiltApp } from '../../app';
import { demoDatabase } from '../../test/harness';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { MAX_CONNECTIONS_PER_ADDRESS, STOMP_PATH } from './stomp-server';
import { CONNECT, rawSocket, upgradeAnswer } from './test-support';
import { apiPath } from '../../test/api-client';
import { noticeDestination } from '@portal/contracts/notifications';

// A real server on a port: stompjs for what browsers do, a raw `ws` socket for what they must not.

/** The database each app was built on: a copy of the test template, given back after the app closes. */
const databases = new WeakMap<BuiltApp, Database>();
const build = async (overrides: Partial<Config> = {}) => {
  const config = loadConfig(
    {},
    { inMemory: true, demoSeed: true, demoFiles: false, logLevel: 'silent', webDist: '/nonexistent', ...overrides },
  );
  const database = await demoDatabase();
  const app = await buildApp(config, database ? { database, seeded: { demo: true } } : {});
  if (database) databases.set(app, database);
  return app;
};
const stop = async (app: BuiltApp) => {
  await app.app.close();
  await databases.get(app)?.close();
};

let built: BuiltApp;
let port: number;
let url: string;
const clients: Client[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  built = await build();
  built.topics.allow(/^\/topic\/test\/private$/, 'authenticated');
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  port = (built.app.server.address() as AddressInfo).port;
  url = `ws://127.0.0.1:${port}${STOMP_PATH}`;
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.deactivate({ force: true })));
  await Promise.all(
    sockets.splice(0).map((ws) => {
      if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      const closed = new Promise((resolve) => ws.once('close', resolve));
      ws.terminate();
      return closed;
    }),
  );
  // The server sees those sockets go a moment later; the per-address test counts on it.
  await vi.waitFor(async () => expect(await openConnections(built)).toBe(0), { timeout: 5_000, interval: 10 });
});

afterAll(async () => {
  if (built) await stop(built);
});

/** The connections the app's server holds open (an upgraded socket counts until the server has seen it close). */
const openConnections = (app: BuiltApp) =>
  new Promise<number>((resolve, reject) =>
    app.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
  );

function publish(topic: string, body: unknown, app: BuiltApp = built) {
  return app.platform.db.transaction((tx) => app.platform.bus.publish(tx, topic, body));
}

type Session = { client: Client; connected: IFrame; errors: IFrame[] };

/** A stompjs client like the SPA's; resolves on CONNECTED, rejects on an ERROR before it. */
function connect(options: { token?: string; incoming?: number; outgoing?: number } = {}): Promise<Session> {
  return new Promise((resolve, reject) => {
    const errors: IFrame[] = [];
    const client = new Client({
      webSocketFactory: () => new WebSocket(url),
      reconnectDelay: 0,
      heartbeatIncoming: options.incoming ?? 10_000,
      heartbeatOutgoing: options.outgoing ?? 10_000,
      connectHeaders: options.token === undefined ? {} : { 'X-Auth-Token': options.token },
      onConnect: (connected) => resolve({ client, connected, errors }),
      onStompError: (frame) => {
        errors.push(frame);
        reject(new Error(frame.headers.message));
      },
      onWebSocketError: () => reject(new Error('websocket error')),
    });
    clients.push(client);
    client.activate();
  });
}

/** Subscribes and waits for the server's RECEIPT, so a publish after it cannot overtake the SUBSCRIBE. */
async function subscribed(client: Client, destination: string, onMessage: (m: IMessage) => void): Promise<void> {
  const receipt = `r-${Math.random()}`;
  const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.subscribe(destination, onMessage, { receipt });
  await done;
}

/** A raw socket to the test server (closed after each test). */
const openRaw = (headers: Record<string, string> = {}, at = url) => rawSocket(at, headers, sockets);
/** The status of an upgrade to the test server (its socket closed after each test). */
const upgradeStatus = (path: string, headers: Record<string, string> = {}, at = port) =>
  upgradeAnswer(`ws://127.0.0.1:${at}${path}`, headers, sockets);

async function signIn(): Promise<string> {
  const res = await built.app.inject({
    method: 'POST',
    url: apiPath('/user/authenticate'),
    payload: 'username=admin&password=Demo%232026!',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

describe('STOMP endpoint', () => {
  it('answers CONNECTED with the version, server, a session and the negotiated heart-beats', async () => {
    // Client: can send every 4 s, wants to hear every 20 s; server offers 10 s both ways.
    const { connected } = await connect({ outgoing: 4_000, incoming: 20_000 });
    expect(connected.headers.version).toBe('1.2');
    expect(connected.headers.server).toBe('portal/2');
    expect(connected.headers.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(connected.headers['heart-beat']).toBe('20000,10000');
  });

  it('delivers a committed bus event as a JSON MESSAGE', async () => {
    const { client } = await connect();
    const received: IMessage[] = [];
    await subscribed(client, '/topic/auction/all', (m) => received.push(m));
    await publish('/topic/auction/all', { id: 1, status: 'RUNNING' });
    await expect.poll(() => received.length).toBe(1);
    const [message] = received;
    expect(JSON.parse(message.body)).toEqual({ id: 1, status: 'RUNNING' });
    expect(message.headers.destination).toBe('/topic/auction/all');
    expect(message.headers['content-type']).toBe('application/json;charset=utf-8');
    expect(message.headers['content-length']).toBe(String(Buffer.byteLength(message.body)));
    expect(message.headers.subscription).toBeTruthy();
    expect(message.headers['message-id']).toBeTruthy();
  });

  it('sends a string body as text/plain and only to subscribers of that destination', async () => {
    const { client } = await connect();
    const bids: IMessage[] = [];
    const statuses: IMessage[] = [];
    await subscribed(client, '/topic/bid/7', (m) => bids.push(m));
    await subscribed(client, '/topic/auction/all', (m) => statuses.push(m));
    await publish('/topic/bid/8', { seq: 1 });
    await publish('/topic/bid/7', 'plain words');
    await expect.poll(() => bids.length).toBe(1);
    expect(bids[0].body).toBe('plain words');
    expect(bids[0].headers['content-type']).toBe('text/plain;charset=utf-8');
    expect(statuses).toHaveLength(0);
  });

  it('never delivers the event of a rolled-back transaction', async () => {
    const { client } = await connect();
    const received: unknown[] = [];
    await subscribed(client, '/topic/auction/all', (m) => received.push(JSON.parse(m.body)));
    await expect(
      built.platform.db.transaction(async (tx) => {
        await built.platform.bus.publish(tx, '/topic/auction/all', { id: 2, status: 'CANCELLED' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Events arrive in commit order, so once this one is in, the rolled-back one never will be.
    await publish('/topic/auction/all', { id: 3, status: 'FINISHED' });
    await expect.poll(() => received.length).toBe(1);
    expect(received).toEqual([{ id: 3, status: 'FINISHED' }]);
  });

  it('stops delivering after UNSUBSCRIBE, and answers receipts', async () => {
    const { client } = await connect();
    const received: IMessage[] = [];
    const subscription = client.subscribe('/topic/bid/1', (m) => received.push(m));
    const receipt = new Promise<IFrame>((resolve) => client.watchForReceipt('unsub-1', resolve));
    subscription.unsubscribe({ receipt: 'unsub-1' });
    expect((await receipt).headers['receipt-id']).toBe('unsub-1');
    await publish('/topic/bid/1', { seq: 1 });
    await subscribed(client, '/topic/bid/2', (m) => received.push(m));
    await publish('/topic/bid/2', { seq: 1 });
    await expect.poll(() => received.length).toBe(1);
    expect(received[0].headers.destination).toBe('/topic/bid/2');
  });

  it('refuses SEND from a client with an ERROR', async () => {
    const { client, errors } = await connect();
    client.publish({ destination: '/topic/auction/all', body: '{}' });
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0].headers.message).toMatch(/SEND is not accepted/);
  });

  it('refuses a destination no rule opens with access_denied', async () => {
    const { client, errors } = await connect();
    client.subscribe('/queue/secrets', () => {});
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0].headers.message).toBe('access_denied');
  });

  it('opens an authenticated topic only to a signed-in client', async () => {
    const anonymous = await connect();
    anonymous.client.subscribe('/topic/test/private', () => {});
    await expect.poll(() => anonymous.errors.length).toBe(1);
    expect(anonymous.errors[0].headers.message).toBe('access_denied');

    const signedIn = await connect({ token: await signIn() });
    const received: IMessage[] = [];
    await subscribed(signedIn.client, '/topic/test/private', (m) => received.push(m));
    await publish('/topic/test/private', { ok: true });
    await expect.poll(() => received.length).toBe(1);
  });

  it('opens a user’s own notices destination to that user alone: another user’s SUBSCRIBE is refused', async () => {
    const token = await signIn();
    const me = await built.app.inject({ method: 'GET', url: apiPath('/user'), headers: { 'x-auth-token': token } });
    const myId = me.json<{ id: number }>().id;
    const other = noticeDestination(myId + 1);

    const stranger = await connect({ token });
    stranger.client.subscribe(other, () => {});
    await expect.poll(() => stranger.errors.length).toBe(1);
    expect(stranger.errors[0].headers.message).toBe('access_denied');

    const anonymous = await connect();
    anonymous.client.subscribe(noticeDestination(myId), () => {});
    await expect.poll(() => anonymous.errors.length).toBe(1);
    expect(anonymous.errors[0].headers.message).toBe('access_denied');

    const owner = await connect({ token });
    const received: IMessage[] = [];
    await subscribed(owner.client, noticeDestination(myId), (m) => received.push(m));
    await publish(other, { type: 'read', unread: 9 });
    await publish(noticeDestination(myId), { type: 'read', unread: 0 });
    await expect.poll(() => received.length).toBe(1);
    expect(JSON.parse(received[0].body)).toEqual({ type: 'read', unread: 0 });
  });

  it('closes a signed-in socket when its session ends by logout, and only that one', async () => {
    const token = await signIn();
    const other = await connect({ token: await signIn() });
    const raw = await openRaw();
    raw.ws.send(`CONNECT\naccept-version:1.2\nX-Auth-Token:${token}\n\n\0`);
    expect((await raw.next()).command).toBe('CONNECTED');

    const logout = await built.app.inject({
      method: 'POST',
      url: apiPath('/user/logout'),
      headers: { 'x-auth-token': token },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const error = await raw.next();
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toBe('session_ended');
    expect(await raw.closed).toBe(1008);

    // The other session's socket still receives.
    const received: IMessage[] = [];
    await subscribed(other.client, '/topic/test/private', (m) => received.push(m));
    await publish('/topic/test/private', { still: 'open' });
    await expect.poll(() => received.length).toBe(1);
  });

  it('answers an invalid X-Auth-Token with ERROR and closes', async () => {
    const raw = await openRaw();
    raw.ws.send('CONNECT\naccept-version:1.2\nX-Auth-Token:not-a-valid-token-at-all-0123456789\n\n\0');
    const error = await raw.next();
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toBe('unauthorized');
    expect(await raw.closed).toBe(1008);
    await expect(connect({ token: 'x'.repeat(43) })).rejects.toThrow('unauthorized');
  });

  it('answers a malformed frame with ERROR, then closes the socket', async () => {
    const raw = await openRaw();
    raw.ws.send(CONNECT);
    expect((await raw.next()).command).toBe('CONNECTED');
    raw.ws.send('SUBSCRIBE\nid:1\ndestination:/topic/auction/all\nbroken header line\n\n\0');
    const error = await raw.next();
    expect(error.command).toBe('ERROR');
    expect(error.headers.message).toMatch(/invalid header line/);
    expect(await raw.closed).toBe(1002);
  });

  it('handles frames split across messages and several in one message', async () => {
    const raw = await openRaw();
    raw.ws.send('CONNECT\naccept-version:1.1,1.2\n');
    raw.ws.send('heart-beat:0,0\n\n\0\n');
    expect((await raw.next()).headers['heart-beat']).toBe('0,0');
    raw.ws.send(
      'SUBSCRIBE\nid:a\ndestination:/topic/bid/3\nreceipt:1\n\n\0\r\nSUBSCRIBE\nid:b\ndestination:/topic/bid/4\nreceipt:2\n\n\0',
    );
    expect((await raw.next()).headers['receipt-id']).toBe('1');
    expect((await raw.next()).headers['receipt-id']).toBe('2');
    raw.ws.send('SUBSCRIBE\nid:a\ndestination:/topic/bid/5\n\n\0');
    const error = await raw.next();
    expect(error.headers.message).toBe('Subscription id a is already in use');
  });

  it('requires CONNECT first and version 1.2', async () => {
    const early = await openRaw();
    early.ws.send('SUBSCRIBE\nid:1\ndestination:/topic/auction/all\n\n\0');
    expect((await early.next()).headers.message).toMatch(/Expected CONNECT/);

    const old = await openRaw();
    old.ws.send('CONNECT\naccept-version:1.0,1.1\n\n\0');
    const error = await old.next();
    expect(error.headers.message).toBe('Supported protocol versions are 1.2');
    expect(error.headers.version).toBe('1.2');
    expect(await old.closed).toBe(1002);
  });

  it('answers DISCONNECT with its RECEIPT and closes', async () => {
    const raw = await openRaw();
    raw.ws.send(CONNECT);
    await raw.next();
    raw.ws.send('DISCONNECT\nreceipt:bye\n\n\0');
    expect(await raw.next()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'bye' } });
    expect(await raw.closed).toBe(1000);
  });

  it('refuses transactions and accepts ACK', async () => {
    const raw = await openRaw();
    raw.ws.send(CONNECT);
    await raw.next();
    raw.ws.send('ACK\nid:1\nreceipt:ack\n\n\0BEGIN\ntransaction:t\n\n\0');
    expect((await raw.next()).headers['receipt-id']).toBe('ack');
    expect((await raw.next()).headers.message).toBe('Transactions are not supported');
  });

  it('checks the path and the Origin before the handshake', async () => {
    expect(await upgradeStatus('/other')).toBe(404);
    expect(await upgradeStatus(STOMP_PATH, { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(STOMP_PATH, { origin: 'null' })).toBe(403);
    expect(await upgradeStatus(STOMP_PATH, { origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await upgradeStatus(`${STOMP_PATH}?x=1`)).toBe(101);
  });

  it('picks the v12.stomp subprotocol when a client offers the STOMP ones', async () => {
    const ws = new WebSocket(url, ['v10.stomp', 'v11.stomp', 'v12.stomp']);
    sockets.push(ws);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    expect(ws.protocol).toBe('v12.stomp');
  });

  it('refuses more connections from one address than the limit with 429', async () => {
    const open = await Promise.all(Array.from({ length: MAX_CONNECTIONS_PER_ADDRESS }, () => openRaw()));
    expect(open).toHaveLength(MAX_CONNECTIONS_PER_ADDRESS);
    expect(await upgradeStatus(STOMP_PATH)).toBe(429);
    for (const raw of open) raw.ws.close();
    await Promise.all(open.map((raw) => raw.closed));
    await expect.poll(() => upgradeStatus(STOMP_PATH)).toBe(101);
  });

  it('is reconnected to by stompjs after the server restarts, with its subscription restored', async () => {
    const received: unknown[] = [];
    let connections = 0;
    let resubscribed!: () => void;
    let ready = new Promise<void>((resolve) => (resubscribed = resolve));
    const client = new Client({
      webSocketFactory: () => new WebSocket(url),
      reconnectDelay: 200,
      onConnect: () => {
        connections++;
        // Subscribing in onConnect is how a client gets its subscriptions back after a reconnect.
        client.watchForReceipt(`sub-${connections}`, () => resubscribed());
        client.subscribe('/topic/auction/all', (m) => received.push(JSON.parse(m.body)), {
          receipt: `sub-${connections}`,
        });
      },
    });
    clients.push(client);
    client.activate();
    await ready;
    await publish('/topic/auction/all', { id: 10, status: 'RUNNING' });
    await expect.poll(() => received.length).toBe(1);

    ready = new Promise<void>((resolve) => (resubscribed = resolve));
    await stop(built);
    built = await build();
    await built.app.listen({ port, host: '127.0.0.1' });
    await ready;
    expect(connections).toBe(2);
    await publish('/topic/auction/all', { id: 11, status: 'FINISHED' });
    await expect
      .poll(() => received)
      .toEqual([
        { id: 10, status: 'RUNNING' },
        { id: 11, status: 'FINISHED' },
      ]);
  });
});

describe('STOMP endpoint behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: BuiltApp;
  let proxiedPort: number;
  beforeAll(async () => {
    proxied = await build({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    await proxied.app.listen({ port: 0, host: '127.0.0.1' });
    proxiedPort = (proxied.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    if (proxied) await stop(proxied);
  });

  let forged = 0;
  /** What nginx appending to the client's header passes on: a new address the client wrote, then the one it saw. */
  const viaProxy = (client: string) => ({ 'x-forwarded-for': `198.51.100.${++forged % 250}, ${client}` });

  it('counts the sockets of the address the proxy saw: new forged entries open none past the limit', async () => {
    const target = `ws://127.0.0.1:${proxiedPort}${STOMP_PATH}`;
    const open = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_ADDRESS; i++) open.push(await openRaw(viaProxy('203.0.113.10'), target));
    expect(await upgradeStatus(STOMP_PATH, viaProxy('203.0.113.10'), proxiedPort)).toBe(429);
    expect(await upgradeStatus(STOMP_PATH, viaProxy('203.0.113.10'), proxiedPort)).toBe(429);
    // Another client behind the same proxy has sockets of its own.
    expect(await upgradeStatus(STOMP_PATH, viaProxy('203.0.113.11'), proxiedPort)).toBe(101);
  });
});
