import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
import { createExternalStore } from '@/shared/lib/external-store';
import { getToken, subscribeToken } from '@/shared/session/token';

/** Spec §4/§9: a closed connection is reopened after 30 s and its subscriptions restored. */
export const RECONNECT_DELAY_MS = 30_000;
export const REALTIME_PATH = '/portal/bidding';

/** Browsers without WebSocket support get no live updates; pages may reload on their own instead. */
export const noWebSocket = typeof WebSocket === 'undefined';

export type TopicHandler = (body: unknown, message: IMessage) => void;

const handlers = new Map<string, Set<TopicHandler>>();
const serverSubscriptions = new Map<string, StompSubscription>();
let clientPromise: Promise<Client> | null = null;

/**
 * Where the shared connection stands, for pages that say so (the bidding screen): `idle` until a page
 * first listens to a topic, `connecting` while a socket opens, `connected`, or `disconnected` while it
 * waits to try again on its own.
 */
export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';
export type ConnectionState = {
  status: ConnectionStatus;
  /** When the connection was lost (the first failure since the last good connection), epoch ms. */
  disconnectedSince: number | null;
  /** When the client tries again on its own (after `RECONNECT_DELAY_MS`), epoch ms. */
  nextAttemptAt: number | null;
  /** Connections made so far: a page that missed messages meanwhile reloads when this grows. */
  connections: number;
};

const connectionStore = createExternalStore<ConnectionState>({
  status: 'idle',
  disconnectedSince: null,
  nextAttemptAt: null,
  connections: 0,
});
const setConnection = (change: Partial<ConnectionState>) =>
  connectionStore.set({ ...connectionStore.get(), ...change });

export const getConnectionState = connectionStore.get;
export const subscribeConnection = connectionStore.subscribe;

function brokerUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${REALTIME_PATH}`;
}

/** A message body is JSON or plain text (spec §7). */
function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function subscribeOnServer(client: Client, destination: string): void {
  if (!client.connected || serverSubscriptions.has(destination)) return;
  const subscription = client.subscribe(destination, (message) => {
    const body = parseBody(message.body);
    for (const handler of handlers.get(destination) ?? []) handler(body, message);
  });
  serverSubscriptions.set(destination, subscription);
}

function connect(): Promise<Client> {
  // The STOMP library is loaded only by pages with live data.
  clientPromise ??= import('@stomp/stompjs').then(({ Client: StompClient }) => {
    const client = new StompClient({
      brokerURL: brokerUrl(),
      reconnectDelay: RECONNECT_DELAY_MS,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      beforeConnect: (c) => {
        const token = getToken();
        c.connectHeaders = token ? { 'X-Auth-Token': token } : {};
        setConnection({ status: 'connecting', nextAttemptAt: null });
      },
      onConnect: () => {
        // A new connection has none of the old subscriptions: restore every topic still wanted.
        serverSubscriptions.clear();
        for (const destination of handlers.keys()) subscribeOnServer(client, destination);
        setConnection({
          status: 'connected',
          disconnectedSince: null,
          nextAttemptAt: null,
          connections: connectionStore.get().connections + 1,
        });
      },
      onWebSocketClose: () => {
        serverSubscriptions.clear();
        // A deliberate restart (new token, "reconnect now") closes an inactive client: not a lost connection.
        if (!client.active) return;
        // Lost (or never made): the client tries again after the reconnect delay.
        const now = Date.now();
        setConnection({
          status: 'disconnected',
          disconnectedSince: connectionStore.get().disconnectedSince ?? now,
          nextAttemptAt: now + RECONNECT_DELAY_MS,
        });
      },
    });
    client.activate();
    // Signing in or out changes who the connection speaks for: reconnect with the new token.
    subscribeToken(() => {
      if (!client.active) return;
      restart(client);
    });
    return client;
  });
  return clientPromise;
}

function restart(client: Client): void {
  setConnection({ status: 'connecting', nextAttemptAt: null });
  void client.deactivate().then(() => client.activate());
}

/**
 * Tries to connect at once instead of waiting for the next attempt (a page's "Reconnect now"); does
 * nothing while connected or while a socket is already opening.
 */
export function reconnectNow(): void {
  if (noWebSocket || !clientPromise) return;
  void clientPromise.then((client) => {
    if (client.connected || connectionStore.get().status === 'connecting') return;
    restart(client);
  });
}

/** Listens to a topic; answers the function that stops listening. */
export function subscribeTopic(destination: string, handler: TopicHandler): () => void {
  if (noWebSocket) return () => undefined;
  let set = handlers.get(destination);
  if (!set) {
    set = new Set();
    handlers.set(destination, set);
  }
  set.add(handler);
  void connect().then((client) => {
    if (handlers.get(destination)?.has(handler)) subscribeOnServer(client, destination);
  });

  return () => {
    const current = handlers.get(destination);
    if (!current) return;
    current.delete(handler);
    if (current.size > 0) return;
    handlers.delete(destination);
    const subscription = serverSubscriptions.get(destination);
    serverSubscriptions.delete(destination);
    try {
      subscription?.unsubscribe();
    } catch {
      // The connection is already gone; nothing to tell the server.
    }
  };
}
