// The bidders of the chaos run: each signed in once through nginx, bidding on random lots as fast as they
// are answered (one bid at a time each), a step or three above the highest bid they know of.
import http from 'node:http';
import { forwardedFor, sendBid, type SignedIn } from '../http-bids';
import { INCREMENT, STARTING_PRICE } from '../setup';

export type AcceptedBid = { lotId: number; seq: number; amount: number; username: string };
/** A bid whose fate the client never learnt (a 5xx or a broken connection): it may or may not have been kept. */
export type UnansweredBid = { lotId: number; amount: number; username: string };

export type BidTally = {
  sent: number;
  accepted: AcceptedBid[];
  unanswered: UnansweredBid[];
  /** Answers other than 200, by key: `refused` (outbid or already highest), `limited` (429), or status and error key. */
  refused: Record<string, number>;
};

/**
 * Runs every bidder until `total` bids were sent or `stop()` answers true; `onSent(n)` is told the running
 * count (the run kills an instance and restarts PostgreSQL at chosen counts).
 */
export async function runBidders(options: {
  port: number;
  auctionId: number;
  lotIds: number[];
  bidders: SignedIn[];
  total: number;
  stop: () => boolean;
  onSent: (sent: number) => void;
}): Promise<BidTally> {
  const tally: BidTally = { sent: 0, accepted: [], unanswered: [], refused: {} };
  const known = new Map<number, number>(options.lotIds.map((id) => [id, STARTING_PRICE - INCREMENT]));
  const count = (key: string) => (tally.refused[key] = (tally.refused[key] ?? 0) + 1);

  const bidder = async (b: SignedIn, index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let k = 0; tally.sent < options.total && !options.stop(); k++) {
        const lotId = options.lotIds[Math.floor(Math.random() * options.lotIds.length)];
        const amount = known.get(lotId)! + INCREMENT * (1 + Math.floor(Math.random() * 3));
        tally.sent++;
        options.onSent(tally.sent);
        const target = { auctionId: options.auctionId, lotId, amount };
        const answer = await sendBid(agent, options.port, b.tokens[0], target, forwardedFor(index, k)).catch(
          (error: unknown) => ({ outcome: 'error' as const, detail: `network ${(error as Error).message}` }),
        );
        if (answer.outcome === 'accepted' && answer.seq !== undefined) {
          tally.accepted.push({ lotId, seq: answer.seq, amount, username: b.username });
          known.set(lotId, Math.max(known.get(lotId)!, amount));
        } else if (answer.outcome === 'refused') {
          count('refused (outbid or already highest)');
          known.set(lotId, known.get(lotId)! + INCREMENT);
        } else if (answer.outcome === 'limited') {
          count('429 too_many_requests');
        } else {
          count(errorKey(answer.detail ?? ''));
          // A 4xx is a refusal; after a 5xx or a broken connection the bid may have been kept all the same.
          if (!/^4\d\d /.test(answer.detail ?? '')) tally.unanswered.push({ lotId, amount, username: b.username });
          // A refused instance or a restarting database: a moment before the next try.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(options.bidders.map(bidder));
  return tally;
}

/** `409 eauction.lot_not_active` from "409 {"_error":"eauction.lot_not_active",…}". */
function errorKey(detail: string): string {
  const [status, ...rest] = detail.split(' ');
  try {
    const body = JSON.parse(rest.join(' ')) as { _error?: string };
    return `${status} ${body._error ?? ''}`.trim();
  } catch {
    return detail.startsWith('network') ? 'network error' : `${status} (not JSON)`;
  }
}
