import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../http/access';
import { heartBeatHeader, negotiateHeartBeat, type HeartBeat } from './heart-beat';
import type { StompLimits } from './stomp-limits';
import {
  encodeMessageTail,
  HEART_BEAT,
  messageFrame,
  messagePrefix,
  serializeFrame,
  StompFrameParser,
  StompProtocolError,
  type StompFrame,
  type StompHeaders,
} from './stomp-frames';
import type { TopicRegistry } from './topics';

export const SERVER_NAME = 'portal/2';
const SUPPORTED_VERSION = '1.2';
const OPEN = 1; // WebSocket.OPEN, without importing the runtime value into a type-only module

/** The part of a `ws` socket a connection uses (a fake in tests). */
export type StompSocket = Pick<WebSocket, 'send' | 'close' | 'terminate' | 'bufferedAmount' | 'readyState'>;

/** A client's subscription; `prefix` is the start of its every MESSAGE (command, subscription id), encoded once. */
export type Subscription = { id: string; destination: string; connection: StompConnection; prefix: Buffer };

/**
 * A bus event ready to send: everything of its MESSAGE frame but the command line, `subscription` and `message-id`
 * (`tail`), encoded once and shared by every subscriber.
 */
export type OutgoingMessage = { destination: string; tail: Buffer };

/** Encodes a push for every subscriber of `destination` at once. */
export function outgoingMessage(destination: string, contentType: string, body: Buffer): OutgoingMessage {
  return { destination, tail: encodeMessageTail(destination, contentType, body) };
}

/** What a connection needs from the endpoint that owns it. */
export type ConnectionHost = {
  limits: StompLimits;
  log: FastifyBaseLogger;
  topics: TopicRegistry;
  authenticate(token: string): Promise<AuthContext | null>;
  addSubscription(subscription: Subscription): void;
  removeSubscription(subscription: Subscription): void;
  /** Milliseconds now; tests pass a fake clock. */
  clock?: () => number;
};

type State = 'awaiting-connect' | 'connecting' | 'connected' | 'closed';

// Close codes: 1000 on DISCONNECT, 1001 on shutdown, 1002 after a protocol ERROR, 1008 after a refusal.
const CLOSE_PROTOCOL = 1002;
const CLOSE_POLICY = 1008;

/** One STOMP 1.2 session over one WebSocket; subscriptions are auto-ack and clients never SEND. */
export class StompConnection {
  readonly sessionId = randomUUID();
  auth: AuthContext | null = null;
  private state: State = 'awaiting-connect';
  private readonly parser: StompFrameParser;
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly queue: StompFrame[] = [];
  private busy = false;
  private messageSeq = 0;
  private heartBeat: HeartBeat = { send: 0, receive: 0 };
  private readonly clock: () => number;
  private readonly openedAt: number;
  private lastReceivedAt: number;
  private lastSentAt: number;

  constructor(
    private readonly socket: StompSocket,
    private readonly host: ConnectionHost,
  ) {
    this.parser = new StompFrameParser({
      maxFrameBytes: host.limits.maxFrameBytes,
      maxHeaders: host.limits.maxHeaders,
    });
    this.clock = host.clock ?? Date.now;
    const now = this.clock();
    this.openedAt = now;
    this.lastReceivedAt = now;
    this.lastSentAt = this.clock();
  }

  get isConnected(): boolean {
    return this.state === 'connected';
  }

  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  /** Bytes of one WebSocket message; any data, even a lone EOL, counts as a heart-beat. */
  receive(data: Buffer | string): void {
    if (this.state === 'closed') return;
    this.lastReceivedAt = this.clock();
    let frames: StompFrame[];
    try {
      frames = this.parser.push(data);
    } catch (err) {
      if (err instanceof StompProtocolError) return this.fail(err.message);
      throw err;
    }
    this.queue.push(...frames);
    this.pump();
    // What is left waits behind CONNECT's session lookup; a client may not pile up more.
    if (this.queue.length > this.host.limits.maxPendingFrames) this.fail('Too many frames before CONNECTED');
  }

  /** Sends heart-beats and enforces the connect and heart-beat timeouts; called by the endpoint's sweep. */
  tick(now = this.clock()): void {
    if (this.state === 'closed') return;
    if (this.state !== 'connected') {
      if (now - this.openedAt > this.host.limits.connectTimeoutMs)
        this.fail('CONNECT timeout', undefined, CLOSE_POLICY);
      return;
    }
    const { receive, send } = this.heartBeat;
    // Twice the interval, as the spec suggests, so network jitter alone never drops a client.
    if (receive > 0 && now - this.lastReceivedAt > 2 * receive) {
      this.host.log.debug({ session: this.sessionId }, 'stomp client silent past its heart-beat, closing');
      this.dispose();
      this.socket.terminate();
      return;
    }
    // Early by up to one sweep rather than late, so the client never sees a gap over its interval.
    if (send > 0 && now - this.lastSentAt + this.host.limits.sweepIntervalMs >= send) this.write(HEART_BEAT);
  }

  /** One push to one subscription: its prefix, this connection's next message id and the push's shared tail. */
  deliver(subscription: Subscription, message: OutgoingMessage): void {
    if (this.state !== 'connected') return;
    this.write(messageFrame(subscription.prefix, String(++this.messageSeq), message.tail));
  }

  /** Server-initiated close (shutdown): no ERROR, the client simply reconnects. */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.dispose();
    this.socket.close(code, reason);
  }

  /** The socket is gone: forget the subscriptions. Safe to call more than once. */
  dispose(): void {
    this.state = 'closed';
    this.queue.length = 0;
    for (const subscription of this.subscriptions.values()) this.host.removeSubscription(subscription);
    this.subscriptions.clear();
  }

  private pump(): void {
    while (!this.busy && this.queue.length > 0 && this.state !== 'closed') {
      const frame = this.queue.shift()!;
      const pending = this.handle(frame);
      if (pending) {
        // Only CONNECT waits (for the session lookup); frames behind it keep their order.
        this.busy = true;
        pending
          .catch((err: unknown) => {
            this.host.log.error({ err, session: this.sessionId }, 'stomp frame handling failed');
            this.fail('Internal server error');
          })
          .finally(() => {
            this.busy = false;
            this.pump();
          });
      }
    }
  }

  private handle(frame: StompFrame): Promise<void> | void {
    if (this.state === 'awaiting-connect') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return this.connect(frame);
      return this.fail('Expected CONNECT or STOMP as the first frame', frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        return this.unsubscribe(frame);
      case 'ACK':
      case 'NACK':
        // Subscriptions are auto-ack: nothing to settle.
        return this.receipt(frame);
      case 'DISCONNECT':
        this.receipt(frame);
        return this.close(1000, 'disconnect');
      case 'SEND':
        return this.fail('SEND is not accepted: clients publish through the REST API', frame, CLOSE_POLICY);
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        return this.fail('Transactions are not supported', frame);
      case 'CONNECT':
      case 'STOMP':
        return this.fail('Already connected', frame);
      default:
        return this.fail(`Unknown command ${frame.command}`, frame);
    }
  }

  /** Anonymous CONNECT completes at once; with a token it waits for the session lookup. */
  private connect(frame: StompFrame): Promise<void> | void {
    this.state = 'connecting';
    const versions = (frame.headers['accept-version'] ?? '').split(',').map((v) => v.trim());
    if (!versions.includes(SUPPORTED_VERSION)) {
      return this.fail(`Supported protocol versions are ${SUPPORTED_VERSION}`, frame, CLOSE_PROTOCOL, {
        version: SUPPORTED_VERSION,
      });
    }
    let agreed: HeartBeat;
    try {
      agreed = negotiateHeartBeat(frame.headers['heart-beat'], this.host.limits.heartBeat);
    } catch (err) {
      if (err instanceof StompProtocolError) return this.fail(err.message, frame);
      throw err;
    }
    const token = authToken(frame.headers);
    if (!token) return this.connected(agreed);
    return this.host.authenticate(token).then((auth) => {
      if (this.state !== 'connecting') return; // closed while the session was looked up
      if (!auth) return this.fail('unauthorized', frame, CLOSE_POLICY);
      this.auth = auth;
      this.connected(agreed);
    });
  }

  private connected(agreed: HeartBeat): void {
    this.state = 'connected';
    this.heartBeat = agreed;
    this.write(
      serializeFrame({
        command: 'CONNECTED',
        headers: {
          version: SUPPORTED_VERSION,
          'heart-beat': heartBeatHeader(agreed),
          server: SERVER_NAME,
          session: this.sessionId,
        },
      }),
    );
  }

  private subscribe(frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (!id) return this.fail('SUBSCRIBE requires an id header', frame);
    if (!destination) return this.fail('SUBSCRIBE requires a destination header', frame);
    if (this.subscriptions.has(id)) return this.fail(`Subscription id ${id} is already in use`, frame);
    if (this.subscriptions.size >= this.host.limits.maxSubscriptions) {
      return this.fail(
        `At most ${this.host.limits.maxSubscriptions} subscriptions per connection`,
        frame,
        CLOSE_POLICY,
      );
    }
    if (!this.host.topics.maySubscribe(destination, this.auth)) return this.fail('access_denied', frame, CLOSE_POLICY);
    const subscription: Subscription = { id, destination, connection: this, prefix: messagePrefix(id) };
    this.subscriptions.set(id, subscription);
    this.host.addSubscription(subscription);
    this.receipt(frame);
  }

  private unsubscribe(frame: StompFrame): void {
    const { id } = frame.headers;
    if (!id) return this.fail('UNSUBSCRIBE requires an id header', frame);
    // An unknown id is not an error: the subscription may already be gone.
    const subscription = this.subscriptions.get(id);
    if (subscription) {
      this.subscriptions.delete(id);
      this.host.removeSubscription(subscription);
    }
    this.receipt(frame);
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.write(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt } }));
  }

  /** The session this connection signed in with was ended (logout, password change, block): ERROR and close. */
  sessionEnded(): void {
    this.fail('session_ended', undefined, CLOSE_POLICY);
  }

  /** Answers ERROR and closes, as STOMP requires after any ERROR. */
  private fail(message: string, frame?: StompFrame, code = CLOSE_PROTOCOL, extra: StompHeaders = {}): void {
    if (this.state === 'closed') return;
    const headers: StompHeaders = { message, ...extra, 'content-type': 'text/plain;charset=utf-8' };
    if (frame?.headers.receipt !== undefined) headers['receipt-id'] = frame.headers.receipt;
    const body = frame ? `${message}\n(while handling ${frame.command})` : message;
    this.write(serializeFrame({ command: 'ERROR', headers, body }));
    this.host.log.debug({ session: this.sessionId, message }, 'stomp error, closing');
    // The close reason stays a fixed ASCII word: ws limits it to 123 bytes and the message may echo client input.
    this.close(code, code === CLOSE_PROTOCOL ? 'protocol error' : 'refused');
  }

  private write(data: Buffer): void {
    if (this.socket.readyState !== OPEN) return;
    if (this.socket.bufferedAmount > this.host.limits.maxBufferedBytes) {
      // A client this far behind would only fall further behind; it reconnects and reloads.
      this.host.log.warn(
        { session: this.sessionId, buffered: this.socket.bufferedAmount },
        'stomp client too slow, dropping it',
      );
      this.dispose();
      this.socket.terminate();
      return;
    }
    this.socket.send(data, { binary: false });
    this.lastSentAt = this.clock();
  }
}

/** The session token from CONNECT; STOMP header names are case-sensitive, so both spellings are read. */
function authToken(headers: StompHeaders): string | undefined {
  const token = headers['X-Auth-Token'] ?? headers['x-auth-token'];
  return token === undefined || token === '' ? undefined : token;
}
