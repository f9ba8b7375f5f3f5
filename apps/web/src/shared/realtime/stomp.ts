import type { Client, IMessage, StompSubscription } from '@stomp/stompjs';
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
      },
      onConnect: () => {
        // A new connection has none of the old subscriptions: restore every topic still wanted.
        serverSubscriptions.clear();
        for (const destination of handlers.keys()) subscribeOnServer(client, destination);
      },
      onWebSocketClose: () => serverSubscriptions.clear(),
    });
    client.activate();
    // Signing in or out changes who the connection speaks for: reconnect with the new token.
    subscribeToken(() => {
      if (!client.active) return;
      void client.deactivate().then(() => client.activate());
    });
    return client;
  });
  return clientPromise;
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
