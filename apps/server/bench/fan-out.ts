// Fan-out: many STOMP subscribers on one lot's topic, bids placed one at a time over HTTP, and for every
// subscriber and bid the time from the HTTP answer to the push's arrival (one process, one clock). With several
// instances (a cluster on one database) the subscribers are spread over them and the bids go to the first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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

const SEQ_KEY = Buffer.from('"seq":');

/**
 * The bid's seq in a MESSAGE frame, read straight from its bytes (`"seq":` of the JSON body): one native search and
 * a few digits, so 10,000 sockets in one client process cost little more than their reads. -1 when absent.
 */
export function seqOfMessage(data: Buffer): number {
  const at = data.indexOf(SEQ_KEY, data.indexOf('\n\n') + 2);
  if (at === -1) return -1;
  let i = at + SEQ_KEY.length;
  while (data[i] === 0x20) i++;
  let seq = 0;
  let digits = 0;
  for (let c = data[i]; c >= 0x30 && c <= 0x39; c = data[++i], digits++) seq = seq * 10 + (c - 0x30);
  return digits === 0 ? -1 : seq;
}

const M = 0x4d; // 'M' of MESSAGE: the only frame after the receipt, told apart by its first byte

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
  { token, idOf }: { token?: string; idOf?: (body: unknown) => number } = {},
): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    // The pushes are the server's own JSON: checking their UTF-8 again would only slow the one client process.
    const ws = new WebSocket(`ws://127.0.0.1:${port}${STOMP_PATH}`, ['v12.stomp'], {
      headers: { 'x-forwarded-for': address },
      skipUTF8Validation: true,
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
      // The arrival time first: what follows is the client's own work, not the push's.
      const at = performance.now();
      if (data[0] === M) {
        if (idOf) {
          const start = data.indexOf('\n\n') + 2;
          const end = data.indexOf(0, start);
          subscriber.seqs.push(idOf(JSON.parse(data.toString('utf8', start, end === -1 ? undefined : end))));
        } else subscriber.seqs.push(seqOfMessage(data));
        subscriber.times.push(at);
        return;
      }
      const text = data.toString('utf8');
      const command = text.slice(0, text.indexOf('\n'));
      if (command === 'CONNECTED') {
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
  /** Instances the subscribers were spread over (the bids went to the first). */
  instances: number;
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
  /** The servers' resident memory (VmRSS, summed) grown by connecting the idle subscribers, per subscriber; NaN when unread. */
  bytesPerSubscriber: number;
  /** The servers' resident memory once every subscriber was connected, in bytes (summed). */
  rssAfter: number;
  gapMs: number;
  /**
   * CPU time per bid, from the first bid to the last delivery: the servers' (summed; their event loops, the HTTP bid
   * and the fan-out) and the bench client's (reading every socket). Unlike the latencies, these do not grow when
   * other processes take the cores.
   */
  serverCpuMsPerBid: number;
  clientCpuMsPerBid: number;
  refused: number;
  errors: string[];
  other?: OtherLoad | null;
};

/** A process's resident memory in bytes (`VmRSS` of /proc/<pid>/status), NaN where /proc cannot tell. */
export function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** A process's CPU time so far (user + system, /proc/<pid>/stat), in ms; NaN where /proc cannot tell. */
export function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at its closing parenthesis: utime and stime are
    // the 14th and 15th of the line, in clock ticks (100 a second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The soft limit of open files this process (and so each server it starts) gets, or NaN when the shell cannot say. */
function openFileLimit(): number {
  try {
    const text = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
  } catch {
    return Number.NaN;
  }
}

/** Fails early with what to do when one process cannot hold `sockets` open files (plus some room for the rest). */
export function checkOpenFileLimit(sockets: number): void {
  const limit = openFileLimit();
  if (Number.isFinite(limit) && limit < sockets + 1000) {
    throw new Error(
      `the fan-out opens ${sockets} sockets in one process but the open-file limit is ${limit}: ` +
        `raise it first (ulimit -n ${Math.max(sockets + 1000, 20_000)}) or run with --quick`,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fanOut(options: {
  /** The instances' ports: subscriber n goes to ports[n % length], the bids to ports[0]. */
  ports: number[];
  /** The instances' process ids, for their memory. */
  serverPids?: number[];
  auctionId: number;
  lotId: number;
  /** Two bidders take turns (one may not outbid themselves). */
  bidders: SignedIn[];
  amounts: Amounts;
  subscribers: number;
  bids: number;
  gapMs: number;
}): Promise<FanOutResult> {
  checkOpenFileLimit(options.subscribers);
  const destination = `${BID_TOPIC_PREFIX}${options.lotId}`;
  const subscribers: Subscriber[] = [];
  const opened: WebSocket[] = [];
  const pids = options.serverPids ?? [];
  const rss = () => pids.reduce((sum, pid) => sum + residentBytes(pid), 0);
  const rssBefore = pids.length ? rss() : Number.NaN;
  const connectStarted = performance.now();
  try {
    // 100 handshakes at a time: quick, without a connect storm distorting the server.
    for (let i = 0; i < options.subscribers; i += 100) {
      const batch = Array.from({ length: Math.min(100, options.subscribers - i) }, (_, j) => {
        const n = i + j;
        const port = options.ports[n % options.ports.length];
        return subscribe(port, destination, `10.${251 - (n >> 16)}.${(n >> 8) & 255}.${(n & 255) + 1}`, opened);
      });
      subscribers.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    // Idle a moment, so the memory read is of connected sockets, not of handshakes still being freed.
    await sleep(2000);
    const rssAfter = pids.length ? rss() : Number.NaN;

    const serverCpu = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
    const serverCpuBefore = pids.length ? serverCpu() : Number.NaN;
    const clientCpuBefore = process.cpuUsage();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answeredAt = new Map<number, number>();
    const errors: string[] = [];
    let refused = 0;
    try {
      for (let b = 0; b < options.bids; b++) {
        const bidder = options.bidders[b % options.bidders.length];
        const answer = await sendBid(
          agent,
          options.ports[0],
          tokenFor(bidder, b),
          { auctionId: options.auctionId, lotId: options.lotId, amount: options.amounts.next(options.lotId) },
          `10.252.${b >> 8}.${(b & 255) + 1}`,
        );
        const at = performance.now();
        if (answer.outcome === 'accepted' && answer.seq !== undefined) answeredAt.set(answer.seq, at);
        else if (answer.outcome === 'refused') refused++;
        else errors.push(answer.detail ?? answer.outcome);
        await sleep(options.gapMs);
      }
    } finally {
      agent.destroy();
    }

    // Stragglers: wait until every subscriber has every answered seq, at most 10 s.
    const expectedPerSubscriber = answeredAt.size;
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline && subscribers.some((s) => s.seqs.length < expectedPerSubscriber)) {
      await sleep(50);
    }
    const serverCpuMs = serverCpu() - serverCpuBefore;
    const clientUsage = process.cpuUsage(clientCpuBefore);
    const clientCpuMs = (clientUsage.user + clientUsage.system) / 1000;

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
      instances: options.ports.length,
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
      bytesPerSubscriber: (rssAfter - rssBefore) / subscribers.length,
      rssAfter,
      gapMs: options.gapMs,
      serverCpuMsPerBid: serverCpuMs / Math.max(1, options.bids),
      clientCpuMsPerBid: clientCpuMs / Math.max(1, options.bids),
      refused,
      errors,
    };
  } finally {
    for (const ws of opened) ws.terminate();
  }
}
