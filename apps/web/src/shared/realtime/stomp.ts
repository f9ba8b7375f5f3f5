import type { Client, IFrame, IMessage, IStompSocket, StompSubscription } from '@stomp/stompjs';
import { REALTIME_PATH } from '@portal/contracts/realtime';
import { createExternalStore } from '@/shared/lib/external-store';
import { getToken, subscribeToken } from '@/shared/session/token';

/** Spec §4/§9: a closed connection is reopened after 30 s and its subscriptions restored. */
export const RECONNECT_DELAY_MS = 30_000;
/**
 * The heart-beat interval the client offers both ways (STOMP 1.2: each direction takes the larger of the two sides'
 * wishes, so the server's offer may make it longer). The client reads the agreed interval from CONNECTED.
 */
export const HEART_BEAT_MS = 10_000;
/**
 * This many agreed beats without a frame or a beat from the server and the connection is lost, though no close came:
 * a half-open socket (dropped Wi-Fi, a sleeping laptop) whose close handshake would never finish.
 */
export const MISSED_BEATS_LOST = 2;
/** A socket that is not CONNECTED this long after it was opened (a dead network hangs the handshake) is given up. */
export const CONNECT_TIMEOUT_MS = 15_000;

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
  /**
   * When the connection was lost (the first failure since the last good connection), epoch ms: the server's last
   * frame or beat on the lost socket, or the failed attempt when no connection was up.
   */
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

/** A user's own destinations (`/user/{id}/…`): the server refuses them, closing the socket, to anyone else. */
const isPersonalDestination = (destination: string) => destination.startsWith('/user/');

function subscribeOnServer(client: Client, destination: string): void {
  if (!client.connected || serverSubscriptions.has(destination)) return;
  // Signed out (the token went before the page let go of it): asking would cost every topic its connection.
  if (isPersonalDestination(destination) && !getToken()) return;
  const subscription = client.subscribe(destination, (message) => {
    const body = parseBody(message.body);
    for (const handler of handlers.get(destination) ?? []) handler(body, message);
  });
  serverSubscriptions.set(destination, subscription);
}

/** One socket of the client: when the server last gave a sign of life on it, and the watch over its silence. */
type Link = { heardAt: number; silent: boolean; watch: ReturnType<typeof setTimeout> | undefined };
let link: Link | null = null;

/** A monotonic clock: a change of the machine's clock neither hides a silence nor makes one up. */
const monotonicNow = () => performance.now();

/** The interval the server's beats come at (`heart-beat: sx,sy` of CONNECTED against our wish), 0 when none. */
function agreedIncomingBeat(header: string | undefined, wanted = HEART_BEAT_MS): number {
  const serverSends = Number.parseInt(header?.split(',')[0] ?? '', 10);
  if (!Number.isFinite(serverSends) || serverSends <= 0 || wanted <= 0) return 0;
  return Math.max(serverSends, wanted);
}

/**
 * Drops the socket once the server has been silent for `MISSED_BEATS_LOST` agreed beats. stompjs's own check runs
 * once an interval and acts after twice the interval has passed, so up to three intervals after the last frame, and
 * it then waits for a close handshake that a half-open socket never finishes.
 */
function watchSilence(client: Client, watched: Link, intervalMs: number): void {
  const boundMs = MISSED_BEATS_LOST * intervalMs;
  const check = () => {
    const silentMs = monotonicNow() - watched.heardAt;
    if (silentMs < boundMs) {
      watched.watch = setTimeout(check, boundMs - silentMs);
      return;
    }
    watched.watch = undefined;
    watched.silent = true;
    // With `discardWebsocketOnCommFailure` the socket is let go at once and its close reported now.
    if (link === watched) client.forceDisconnect();
  };
  watched.watch = setTimeout(check, boundMs);
}

/** Opens the socket as stompjs would, and notes every message on it (frames and beats alike) as a sign of life. */
function openSocket(client: Client): IStompSocket {
  const socket = new WebSocket(brokerUrl(), client.stompVersions.protocolVersions());
  const opened: Link = { heardAt: monotonicNow(), silent: false, watch: undefined };
  socket.addEventListener('message', () => {
    opened.heardAt = monotonicNow();
  });
  link = opened;
  return socket;
}

function connect(): Promise<Client> {
  // The STOMP library is loaded only by pages with live data.
  clientPromise ??= import('@stomp/stompjs').then(({ Client: StompClient, TickerStrategy }) => {
    const client: Client = new StompClient({
      webSocketFactory: () => openSocket(client),
      reconnectDelay: RECONNECT_DELAY_MS,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      heartbeatIncoming: HEART_BEAT_MS,
      heartbeatOutgoing: HEART_BEAT_MS,
      // Beats go out from a worker, whose timers a browser does not slow down in a background tab: the server keeps
      // hearing a live client, and drops a dead one after twice the interval.
      heartbeatStrategy: TickerStrategy.Worker,
      // A socket given up (silence, or a handshake that does not finish) is let go without waiting for its close.
      discardWebsocketOnCommFailure: true,
      beforeConnect: (c) => {
        const token = getToken();
        c.connectHeaders = token ? { 'X-Auth-Token': token } : {};
        setConnection({ status: 'connecting', nextAttemptAt: null });
      },
      onConnect: (frame: IFrame) => {
        // A new connection has none of the old subscriptions: restore every topic still wanted.
        serverSubscriptions.clear();
        for (const destination of handlers.keys()) subscribeOnServer(client, destination);
        const interval = agreedIncomingBeat(frame.headers['heart-beat']);
        if (link && interval > 0) watchSilence(client, link, interval);
        setConnection({
          status: 'connected',
          disconnectedSince: null,
          nextAttemptAt: null,
          connections: connectionStore.get().connections + 1,
        });
      },
      onWebSocketClose: () => {
        serverSubscriptions.clear();
        const closed = link;
        link = null;
        clearTimeout(closed?.watch);
        // A deliberate restart (new token, "reconnect now") closes an inactive client: not a lost connection.
        if (!client.active) return;
        // Lost (or never made): the client tries again after the reconnect delay. A socket dropped for its silence
        // was lost when the server was last heard on it, not when the silence was noticed.
        const now = Date.now();
        const lostAt = closed?.silent ? now - (monotonicNow() - closed.heardAt) : now;
        setConnection({
          status: 'disconnected',
          disconnectedSince: connectionStore.get().disconnectedSince ?? lostAt,
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
  // Forced: a polite DISCONNECT waits for the server's receipt, which a dead connection never sends.
  void client.deactivate({ force: true }).then(() => client.activate());
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
