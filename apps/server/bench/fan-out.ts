// Fan-out: many STOMP subscribers on one lot's topic, bids placed one at a time over HTTP, and for every
// subscriber and bid the time from the bid's request sent to the push's arrival (one process, one clock). With several
// instances (a cluster on one database) the subscribers are spread over them and the bids go to the first.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { BID_TOPIC_PREFIX } from '@portal/contracts/bidding';
import type { OtherLoad } from './cpu-watch';
import { sendBid, tokenFor, type SignedIn } from './http-bids';
import { percentile, type Amounts } from './load';

const STOMP_PATH = '/portal/bidding';
const NUL = '\0';

/**
 * A subscriber: a bare WebSocket speaking the few STOMP frames it needs (lighter than a full client). `seqs` holds
 * what `idOf` reads of each message's body (a bid's seq, a notice's id), `times` when it arrived.
 */
export type Subscriber = { socket: net.Socket; seqs: number[]; times: number[] };

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

/** A client's WebSocket text frame: final, masked (as a client's must be), `text` short (under 64 KiB). */
export function clientTextFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const long = payload.length > 125;
  const head = long ? 4 : 2;
  const out = Buffer.allocUnsafe(head + 4 + payload.length);
  out[0] = 0x81;
  out[1] = 0x80 | (long ? 126 : payload.length);
  if (long) out.writeUInt16BE(payload.length, 2);
  const mask = crypto.randomBytes(4);
  mask.copy(out, head);
  for (let i = 0; i < payload.length; i++) out[head + 4 + i] = payload[i] ^ mask[i & 3];
  return out;
}

/**
 * The complete frames at the start of `data` from a server (unmasked): each one's opcode and payload, and where the
 * first incomplete one starts (the rest to keep for the next read).
 */
export function serverFrames(data: Buffer): { frames: Array<{ opcode: number; payload: Buffer }>; rest: number } {
  const frames: Array<{ opcode: number; payload: Buffer }> = [];
  let at = 0;
  while (data.length - at >= 2) {
    let length = data[at + 1] & 0x7f;
    let start = at + 2;
    if (length === 126) {
      if (data.length - at < 4) break;
      length = data.readUInt16BE(at + 2);
      start = at + 4;
    } else if (length === 127) {
      if (data.length - at < 10) break;
      length = Number(data.readBigUInt64BE(at + 2));
      start = at + 10;
    }
    if (data.length < start + length) break;
    frames.push({ opcode: data[at] & 0x0f, payload: data.subarray(start, start + length) });
    at = start + length;
  }
  return { frames, rest: at };
}

const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * Opens one socket from `address` (X-Forwarded-For: the server allows 50 sockets per address), sends
 * CONNECT (without a token for the public bid topics; with `token` for a user's own destination) and SUBSCRIBE
 * with a receipt; resolves on the RECEIPT, so no message can overtake the subscription. The WebSocket is spoken
 * over a plain TCP socket (the handshake, and frames read in place): one process reads every subscriber's pushes,
 * and a WebSocket library's work per message was most of that process's time, which the latencies counted.
 */
export function subscribe(
  port: number,
  destination: string,
  address: string,
  opened: net.Socket[],
  { token, idOf }: { token?: string; idOf?: (body: unknown) => number } = {},
): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', noDelay: true });
    opened.push(socket);
    const subscriber: Subscriber = { socket, seqs: [], times: [] };
    const timer = setTimeout(() => fail(new Error(`subscriber ${address} did not get its receipt`)), 30_000);
    let settled = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      if (!settled) reject(error);
      settled = true;
    };
    const send = (text: string) => socket.write(clientTextFrame(text));
    socket.on('connect', () =>
      socket.write(
        `GET ${STOMP_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
          `Sec-WebSocket-Protocol: v12.stomp\r\nX-Forwarded-For: ${address}\r\n\r\n`,
      ),
    );
    let upgraded = false;
    let kept: Buffer | null = null;
    const onPayload = (payload: Buffer, at: number) => {
      if (payload[0] === M) {
        if (idOf) {
          const start = payload.indexOf('\n\n') + 2;
          const end = payload.indexOf(0, start);
          subscriber.seqs.push(idOf(JSON.parse(payload.toString('utf8', start, end === -1 ? undefined : end))));
        } else subscriber.seqs.push(seqOfMessage(payload));
        subscriber.times.push(at);
        return;
      }
      const text = payload.toString('utf8');
      const command = text.slice(0, text.indexOf('\n'));
      if (command === 'CONNECTED') {
        send(frame('SUBSCRIBE', { id: 'bids', destination, ack: 'auto', receipt: 'subscribed' }));
      } else if (command === 'RECEIPT') {
        clearTimeout(timer);
        settled = true;
        resolve(subscriber);
      } else if (command === 'ERROR') {
        fail(new Error(`STOMP ERROR: ${text.slice(0, 200)}`));
      }
    };
    socket.on('data', (chunk: Buffer) => {
      // The arrival time first: what follows is the client's own work, not the push's.
      const at = performance.now();
      let data = kept ? Buffer.concat([kept, chunk]) : chunk;
      kept = null;
      if (!upgraded) {
        const end = data.indexOf(HEADERS_END);
        if (end === -1) {
          kept = data;
          return;
        }
        const status = data.toString('latin1', 0, data.indexOf('\r\n'));
        if (!/^HTTP\/1\.1 101 /.test(status)) return fail(new Error(`upgrade refused: ${status}`));
        upgraded = true;
        send(frame('CONNECT', token ? { ...CONNECT_HEADERS, 'X-Auth-Token': token } : CONNECT_HEADERS));
        data = data.subarray(end + HEADERS_END.length);
      }
      const { frames, rest } = serverFrames(data);
      if (rest < data.length) kept = Buffer.from(data.subarray(rest));
      for (const { opcode, payload } of frames) {
        if (opcode === 0x1) onPayload(payload, at);
        else if (opcode === 0x8) fail(new Error('the server closed the socket'));
      }
    });
    socket.on('error', (error) => fail(error));
  });
}

const CONNECT_HEADERS = { 'accept-version': '1.2', host: '127.0.0.1', 'heart-beat': '0,0' };

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
  /** The bid's own HTTP answer, from its request sent (the latencies above count from the same moment), median. */
  answerP50: number;
  /** Deliveries that arrived before their bid's HTTP answer (the push path can win the race). */
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
  const opened: net.Socket[] = [];
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
    // Each accepted bid's seq: when its request was sent (the latencies' start) and when its answer came.
    const sentAt = new Map<number, number>();
    const answeredAt = new Map<number, number>();
    const errors: string[] = [];
    let refused = 0;
    try {
      for (let b = 0; b < options.bids; b++) {
        const bidder = options.bidders[b % options.bidders.length];
        const sent = performance.now();
        const answer = await sendBid(
          agent,
          options.ports[0],
          tokenFor(bidder, b),
          { auctionId: options.auctionId, lotId: options.lotId, amount: options.amounts.next(options.lotId) },
          `10.252.${b >> 8}.${(b & 255) + 1}`,
        );
        const at = performance.now();
        if (answer.outcome === 'accepted' && answer.seq !== undefined) {
          sentAt.set(answer.seq, sent);
          answeredAt.set(answer.seq, at);
        } else if (answer.outcome === 'refused') refused++;
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
        const sent = sentAt.get(seq);
        if (sent !== undefined) {
          if (s.times[k] < answeredAt.get(seq)!) early++;
          latencies.push(s.times[k] - sent);
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
      answerP50: percentile(
        [...sentAt].map(([seq, sent]) => answeredAt.get(seq)! - sent),
        0.5,
      ),
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
    for (const socket of opened) socket.destroy();
  }
}
