// Bids through the real server: each bidder signs in (a real session), then POSTs
// /data/rest/auction/send_bid over a keep-alive connection, as the bidding screen does.
import http from 'node:http';
import { BIDDING_ERROR, IDEMPOTENCY_HEADER } from '@portal/contracts/bidding';
import { closedLoop, openLoop, type Amounts, type Outcome, type PhaseStats } from './load';
import type { BenchBidder } from './setup';

const API = '/data/rest';
/** The refusals of a bid race (someone bid more first, or the bidder already leads): expected, not errors. */
const RACE_REFUSALS = new Set<string>([BIDDING_ERROR.bidTooLow, BIDDING_ERROR.alreadyHighest]);

type Answer = { status: number; body: string };

function request(
  agent: http.Agent,
  port: number,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A closed-loop worker is a load generator, not a person: it sends bids as fast as they are answered, far
 * above the 20 requests a second per client that send_bid allows (per address, or per session). So each
 * worker spreads its requests over SESSIONS_PER_BIDDER sessions of its own bidder and 200 forwarded
 * addresses of its own (the server trusts X-Forwarded-For with TRUST_PROXY=1). The limiter still runs on
 * every request, so its cost is in the figures; 429 answers are counted apart (they must stay 0).
 */
export const SESSIONS_PER_BIDDER = 16;

/** The X-Forwarded-For of request k of a worker (group): 200 addresses 10.<group>.x.y per group. */
export function forwardedFor(group: number, k: number): string {
  const i = k % 200;
  return `10.${(group % 250) + 1}.${i >> 8}.${(i & 255) + 1}`;
}

export type SignedIn = BenchBidder & { tokens: string[] };

/** The session of request k of a bidder. */
export const tokenFor = (bidder: SignedIn, k: number) => bidder.tokens[k % bidder.tokens.length];

/** Signs every bidder in `sessions` times (form-encoded username and password → token), a few at a time. */
export async function signIn(port: number, bidders: BenchBidder[], sessions: number): Promise<SignedIn[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  let n = 0;
  const one = async (b: BenchBidder) => {
    const res = await request(
      agent,
      port,
      `${API}/user/authenticate`,
      { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor(240, n++) },
      new URLSearchParams({ username: b.username, password: b.password }).toString(),
    );
    if (res.status !== 200) throw new Error(`sign-in of ${b.username} failed: ${res.status} ${res.body}`);
    return (JSON.parse(res.body) as { token: string }).token;
  };
  try {
    const signedIn: SignedIn[] = bidders.map((b) => ({ ...b, tokens: [] }));
    for (let s = 0; s < sessions; s++) {
      const tokens = await Promise.all(bidders.map(one));
      tokens.forEach((token, i) => signedIn[i].tokens.push(token));
    }
    return signedIn;
  } finally {
    agent.destroy();
  }
}

/**
 * What a `send_bid` was answered: its status, the accepted bid's seq, or else the answer's error key (`_error`, when
 * the body is the API's JSON) and its start.
 */
export type BidAnswer = { outcome: Outcome; status: number; seq?: number; error?: string; detail?: string };

/**
 * One `send_bid`; 200 is accepted, a 409 of the race is refused, 429 is the rate limit, anything else an error.
 * With an `idempotencyKey`, a resend of the same bid is answered from the table if the bid was kept.
 */
export async function sendBid(
  agent: http.Agent,
  port: number,
  token: string,
  target: { auctionId: number; lotId: number; amount: number },
  address: string,
  idempotencyKey?: string,
): Promise<BidAnswer> {
  const body = JSON.stringify({
    id: target.auctionId,
    bid: { lot: { id: target.lotId }, auction: { id: target.auctionId }, offeredAmount: target.amount },
  });
  const res = await request(
    agent,
    port,
    `${API}/auction/send_bid`,
    {
      'content-type': 'application/json',
      'x-auth-token': token,
      'x-forwarded-for': address,
      ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
    },
    body,
  );
  const status = res.status;
  if (status === 200)
    return { outcome: 'accepted', status, seq: (JSON.parse(res.body) as { bid: { seq: number } }).bid.seq };
  const error = errorOf(res.body);
  if (status === 429) return { outcome: 'limited', status, error };
  if (status === 409 && error && RACE_REFUSALS.has(error)) return { outcome: 'refused', status };
  return { outcome: 'error', status, error, detail: `${status} ${res.body.slice(0, 300)}` };
}

/** The API's error key of an answer's body, if the body is its JSON (a proxy's 502 page is not). */
function errorOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { _error?: string })._error;
  } catch {
    return undefined;
  }
}

type HttpLoad = {
  port: number;
  auctionId: number;
  bidders: SignedIn[];
  pickLot: () => number;
  amounts: Amounts;
  warmupMs: number;
  durationMs: number;
};

/** `workers` bidders, each on its own keep-alive connection, bidding in a closed loop. */
export async function httpClosedLoop(options: HttpLoad & { workers: number }): Promise<PhaseStats> {
  const agents = Array.from({ length: options.workers }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const sent = new Array<number>(options.workers).fill(0);
  let firstError: string | undefined;
  try {
    const stats = await closedLoop({
      workers: options.workers,
      warmupMs: options.warmupMs,
      durationMs: options.durationMs,
      attempt: async (w) => {
        const lotId = options.pickLot();
        const k = sent[w]++;
        const answer = await sendBid(
          agents[w],
          options.port,
          tokenFor(options.bidders[w], k),
          { auctionId: options.auctionId, lotId, amount: options.amounts.next(lotId) },
          forwardedFor(w, k),
        );
        if (answer.detail) firstError ??= answer.detail;
        return answer.outcome;
      },
    });
    stats.firstError ??= firstError;
    return stats;
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

/**
 * Bids sent at a fixed rate (open loop) by the bidders in turn, on keep-alive connections of one pool
 * (up to 64 at once, as many browsers would hold).
 */
export async function httpOpenLoop(options: HttpLoad & { rate: number }): Promise<PhaseStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let firstError: string | undefined;
  try {
    const stats = await openLoop({
      rate: options.rate,
      warmupMs: options.warmupMs,
      durationMs: options.durationMs,
      attempt: async (i) => {
        const lotId = options.pickLot();
        const w = i % options.bidders.length;
        const k = Math.floor(i / options.bidders.length);
        const answer = await sendBid(
          agent,
          options.port,
          tokenFor(options.bidders[w], k),
          { auctionId: options.auctionId, lotId, amount: options.amounts.next(lotId) },
          forwardedFor(w, k),
        );
        if (answer.detail) firstError ??= answer.detail;
        return answer.outcome;
      },
    });
    stats.firstError ??= firstError;
    return stats;
  } finally {
    agent.destroy();
  }
}
