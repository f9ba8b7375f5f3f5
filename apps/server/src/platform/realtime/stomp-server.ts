import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_PATH } from '@portal/contracts/realtime';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AuthContext } from '../http/access';
import { clientAddress, proxyTrust } from '../http/client-address';
import type { App, Platform } from '../http/types';
import { SESSIONS_ENDED_TOPIC, type BusEvent, type SessionsEndedBody } from './bus';
import { outgoingMessage, StompConnection, type ConnectionHost, type Subscription } from './stomp-connection';
import {
  CONNECTION_LIMITS,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_ADDRESS,
  MAX_MESSAGE_BYTES,
  SHUTDOWN_GRACE_MS,
  SWEEP_INTERVAL_MS,
} from './stomp-limits';
import type { TopicRegistry } from './topics';
import { isOriginAllowed, refuseUpgrade, requestPath } from './upgrade-guard';

export * from './stomp-limits';

/** Where browsers open the real-time socket (contracts `REALTIME_PATH`, DESIGN.md §1). */
export const STOMP_PATH = REALTIME_PATH;

/**
 * Serves STOMP 1.2 over WebSocket at STOMP_PATH on the app's HTTP server and pushes every
 * committed bus event to the subscriptions whose destination equals the event's topic.
 * Upgrades are checked (path, Origin, connection limits) before the handshake; a SUBSCRIBE only
 * to a destination `topics` opens to the caller (the modules' declared topics).
 */
export function registerStompEndpoint(
  app: App,
  platform: Platform,
  authenticate: (token: string) => Promise<AuthContext | null>,
  topics: TopicRegistry,
): void {
  const log = app.log;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_MESSAGE_BYTES,
    // Compression costs memory per socket and invites zip bombs; frames are small JSON.
    perMessageDeflate: false,
    // `ws` clients fail a handshake that offers subprotocols when the server picks none.
    handleProtocols: (offered) =>
      offered.has('v12.stomp') ? 'v12.stomp' : ([...offered].find((p) => /^v1[01]\.stomp$/.test(p)) ?? false),
  });
  // The client's address by the rule of Fastify's request.ip: a forged X-Forwarded-For entry opens no new sockets.
  const trust = proxyTrust(platform.config.trustProxy);
  const connections = new Map<WebSocket, StompConnection>();
  const perAddress = new Map<string, number>();
  const byDestination = new Map<string, Set<Subscription>>();
  let closing = false;
  let allClosed: (() => void) | undefined;

  const host: ConnectionHost = {
    limits: CONNECTION_LIMITS,
    log,
    topics,
    authenticate,
    addSubscription(subscription) {
      let set = byDestination.get(subscription.destination);
      if (!set) byDestination.set(subscription.destination, (set = new Set()));
      set.add(subscription);
    },
    removeSubscription(subscription) {
      const set = byDestination.get(subscription.destination);
      if (!set) return;
      set.delete(subscription);
      if (set.size === 0) byDestination.delete(subscription.destination);
    },
  };

  const unsubscribeBus = platform.bus.subscribe((event) => {
    if (event.topic === SESSIONS_ENDED_TOPIC) return endSessions(event.body as SessionsEndedBody);
    const subscribers = byDestination.get(event.topic);
    if (!subscribers) return;
    // Encoded once for all of them; each subscriber adds only its subscription id and message id.
    const message = pushOf(event);
    for (const subscription of subscribers) subscription.connection.deliver(subscription, message);
  });

  // A signed-in socket must not outlive its session (it would keep receiving what needs sign-in).
  const endSessions = ({ sessionIds }: SessionsEndedBody) => {
    const ended = new Set(sessionIds);
    for (const connection of connections.values()) {
      if (connection.auth && ended.has(connection.auth.sessionId)) connection.sessionEnded();
    }
  };

  const release = (address: string) => {
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  };

  const accept = (ws: WebSocket, address: string) => {
    const connection = new StompConnection(ws, host);
    connections.set(ws, connection);
    ws.on('message', (data: RawData) => {
      try {
        connection.receive(toBuffer(data));
      } catch (err) {
        log.error({ err }, 'stomp message handling failed');
        connection.dispose();
        ws.terminate();
      }
    });
    ws.on('error', (err) => log.debug({ err }, 'stomp socket error'));
    ws.on('close', () => {
      connection.dispose();
      connections.delete(ws);
      release(address);
      if (connections.size === 0) allClosed?.();
    });
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // The http server no longer guards an upgraded socket; a reset must not crash the process.
    socket.on('error', (err) => log.debug({ err }, 'socket error during upgrade'));
    if (requestPath(request) !== STOMP_PATH) return refuseUpgrade(socket, 404);
    if (closing) return refuseUpgrade(socket, 503);
    if (!isOriginAllowed(request.headers.origin, request.headers.host, platform.config.allowedOrigins)) {
      log.warn({ origin: request.headers.origin }, 'websocket upgrade refused: origin not allowed');
      return refuseUpgrade(socket, 403);
    }
    if (connections.size >= MAX_CONNECTIONS) {
      log.warn({ limit: MAX_CONNECTIONS }, 'websocket upgrade refused: connection limit reached');
      return refuseUpgrade(socket, 503);
    }
    const address = clientAddress(request, trust);
    if ((perAddress.get(address) ?? 0) >= MAX_CONNECTIONS_PER_ADDRESS) {
      log.debug({ address }, 'websocket upgrade refused: too many connections from one address');
      return refuseUpgrade(socket, 429);
    }
    // Counted from here, so simultaneous upgrades from one address cannot all pass the check.
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    let accepted = false;
    socket.once('close', () => {
      if (!accepted) release(address);
    });
    wss.handleUpgrade(request, socket, head, (ws) => {
      accepted = true;
      accept(ws, address);
    });
  };
  app.server.on('upgrade', onUpgrade);

  // One timer for every connection's heart-beats and timeouts, rather than two per socket.
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) connection.tick(now);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  const closeAll = () =>
    new Promise<void>((resolve) => {
      if (connections.size === 0) return resolve();
      const timer = setTimeout(() => {
        for (const ws of connections.keys()) ws.terminate();
        resolve();
      }, SHUTDOWN_GRACE_MS);
      allClosed = () => {
        clearTimeout(timer);
        resolve();
      };
      for (const connection of connections.values()) connection.close(1001, 'server shutting down');
    });

  // preClose, not only onClose: Fastify's onClose waits for server.close(), which waits for
  // every upgraded socket, so open WebSockets must be closed before it.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(sweep);
    await closeAll();
  });
  app.addHook('onClose', (_instance, done) => {
    closing = true;
    clearInterval(sweep);
    unsubscribeBus();
    app.server.off('upgrade', onUpgrade);
    for (const ws of connections.keys()) ws.terminate();
    byDestination.clear();
    wss.close();
    done();
  });
}

/** A string body goes out as text, anything else as JSON. */
function pushOf(event: BusEvent) {
  return typeof event.body === 'string'
    ? outgoingMessage(event.topic, 'text/plain;charset=utf-8', Buffer.from(event.body, 'utf8'))
    : outgoingMessage(event.topic, 'application/json;charset=utf-8', Buffer.from(JSON.stringify(event.body), 'utf8'));
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}
