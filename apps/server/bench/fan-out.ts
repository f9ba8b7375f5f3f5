// Fan-out: many STOMP subscribers on one lot's topic, bids placed one at a time over HTTP, and for every
// subscriber and bid the time from the HTTP answer to the push's arrival (one process, one clock).
import http from 'node:http';
import { BID_TOPIC_PREFIX } from '@portal/contracts/bidding';
import { WebSocket } from 'ws';
import type { OtherLoad } from './cpu-watch';
import { sendBid, tokenFor, type SignedIn } from './http-bids';
import { percentile, type Amounts } from './load';

const STOMP_PATH = '/portal/bidding';
const NUL = '\0';

/**
 * A subscriber: a bare WebSocket speaking the few STOMP frames it needs (lighter than a full client). `seqs` holds
 * what `idOf` reads of each message's body (a bid's seq, a notice's id), `times` when it arrived.
 */
export type Subscriber = { ws: WebSocket; seqs: number[]; times: number[] };

/** A STOMP frame as text (headers need no escaping here). */
const frame = (command: string, headers: Record<string, string>) =>
  `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}\n`)
    .join('')}\n${NUL}`;

/**
 * Opens one socket from `address` (X-Forwarded-For: the server allows 50 sockets per address), sends
 * CONNECT (without a token for the public bid topics; with `token` for a user's own destination) and SUBSCRIBE
 * with a receipt; resolves on the RECEIPT, so no message can overtake the subscription.
 */
export function subscribe(
  port: number,
  destination: string,
  address: string,
  opened: WebSocket[],
  { token, idOf = (body) => (body as { seq: number }).seq }: { token?: string; idOf?: (body: unknown) => number } = {},
): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${STOMP_PATH}`, ['v12.stomp'], {
      headers: { 'x-forwarded-for': address },
    });
    opened.push(ws);
    const subscriber: Subscriber = { ws, seqs: [], times: [] };
    const timer = setTimeout(() => fail(new Error(`subscriber ${address} did not get its receipt`)), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      ws.terminate();
      reject(error);
    };
    const connect = { 'accept-version': '1.2', host: '127.0.0.1', 'heart-beat': '0,0' };
    ws.on('open', () => ws.send(frame('CONNECT', token ? { ...connect, 'X-Auth-Token': token } : connect)));
    ws.on('message', (data: Buffer) => {
      const at = performance.now();
      const text = data.toString('utf8');
      const command = text.slice(0, text.indexOf('\n'));
      if (command === 'MESSAGE') {
        const start = text.indexOf('\n\n') + 2;
        const end = text.indexOf(NUL, start);
        subscriber.seqs.push(idOf(JSON.parse(text.slice(start, end === -1 ? undefined : end))));
        subscriber.times.push(at);
      } else if (command === 'CONNECTED') {
        ws.send(frame('SUBSCRIBE', { id: 'bids', destination, ack: 'auto', receipt: 'subscribed' }));
      } else if (command === 'RECEIPT') {
        clearTimeout(timer);
        resolve(subscriber);
      } else if (command === 'ERROR') {
        fail(new Error(`STOMP ERROR: ${text.slice(0, 200)}`));
      }
    });
    ws.on('unexpected-response', (_req, res) => fail(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('error', (error) => fail(error));
  });
}

export type FanOutResult = {
  subscribers: number;
  bids: number;
  deliveries: number;
  expected: number;
  missing: number;
  outOfOrder: number;
  duplicates: number;
  p50: number;
  p99: number;
  max: number;
  /** Deliveries that arrived before the HTTP answer (negative times; the push path can win the race). */
  early: number;
  connectSeconds: number;
  refused: number;
  errors: string[];
  other?: OtherLoad | null;
};

export async function fanOut(options: {
  port: number;
  auctionId: number;
  lotId: number;
  /** Two bidders take turns (one may not outbid themselves). */
  bidders: SignedIn[];
  amounts: Amounts;
  subscribers: number;
  bids: number;
  gapMs: number;
}): Promise<FanOutResult> {
  const destination = `${BID_TOPIC_PREFIX}${options.lotId}`;
  const subscribers: Subscriber[] = [];
  const opened: WebSocket[] = [];
  const connectStarted = performance.now();
  try {
    // 50 handshakes at a time: quick, without a connect storm distorting the server.
    for (let i = 0; i < options.subscribers; i += 50) {
      const batch = Array.from({ length: Math.min(50, options.subscribers - i) }, (_, j) => {
        const n = i + j;
        return subscribe(options.port, destination, `10.251.${n >> 8}.${(n & 255) + 1}`, opened);
      });
      subscribers.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;

    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answeredAt = new Map<number, number>();
    const errors: string[] = [];
    let refused = 0;
    try {
      for (let b = 0; b < options.bids; b++) {
        const bidder = options.bidders[b % options.bidders.length];
        const answer = await sendBid(
          agent,
          options.port,
          tokenFor(bidder, b),
          { auctionId: options.auctionId, lotId: options.lotId, amount: options.amounts.next(options.lotId) },
          `10.252.${b >> 8}.${(b & 255) + 1}`,
        );
        const at = performance.now();
        if (answer.outcome === 'accepted' && answer.seq !== undefined) answeredAt.set(answer.seq, at);
        else if (answer.outcome === 'refused') refused++;
        else errors.push(answer.detail ?? answer.outcome);
        await new Promise((resolve) => setTimeout(resolve, options.gapMs));
      }
    } finally {
      agent.destroy();
    }

    // Stragglers: wait until every subscriber has every answered seq, at most 10 s.
    const expectedPerSubscriber = answeredAt.size;
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && subscribers.some((s) => s.seqs.length < expectedPerSubscriber)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const latencies: number[] = [];
    let missing = 0;
    let outOfOrder = 0;
    let duplicates = 0;
    let early = 0;
    for (const s of subscribers) {
      const seen = new Set<number>();
      let last = -Infinity;
      s.seqs.forEach((seq, k) => {
        if (seen.has(seq)) duplicates++;
        seen.add(seq);
        if (seq <= last) outOfOrder++;
        last = Math.max(last, seq);
        const answered = answeredAt.get(seq);
        if (answered !== undefined) {
          const ms = s.times[k] - answered;
          if (ms < 0) early++;
          latencies.push(ms);
        }
      });
      for (const seq of answeredAt.keys()) if (!seen.has(seq)) missing++;
    }
    return {
      subscribers: subscribers.length,
      bids: answeredAt.size,
      deliveries: latencies.length,
      expected: subscribers.length * answeredAt.size,
      missing,
      outOfOrder,
      duplicates,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: percentile(latencies, 1),
      early,
      connectSeconds,
      refused,
      errors,
    };
  } finally {
    for (const ws of opened) ws.terminate();
  }
}
