// The bidders of the chaos run: each signed in once through nginx, bidding on random lots as fast as they
// are answered (one bid at a time each), a step or three above the highest bid they know of. Each bid carries an
// Idempotency-Key, and a bid left without an answer is sent again with it, as the bidding screen's "Send again" does.
import http from 'node:http';
import { forwardedFor, sendBid, type BidAnswer, type SignedIn } from '../http-bids';
import { INCREMENT, STARTING_PRICE } from '../setup';

/**
 * A bid answered 200; `resentAt` is when its last send left, if it was sent more than once, `sentAt` when its last
 * send left in any case, `answeredAt` when the 200 came (ms since the epoch).
 */
export type AcceptedBid = {
  lotId: number;
  seq: number;
  amount: number;
  username: string;
  resentAt?: number;
  sentAt: number;
  answeredAt: number;
};
/** A bid whose fate the client never learnt (a 5xx or a broken connection to the end): it may or may not have been kept. */
export type UnansweredBid = { lotId: number; amount: number; username: string };

export type BidTally = {
  /** Bids, each counted once however often it was sent. */
  sent: number;
  /** Sends of a bid again after an answer that said nothing of it (a 5xx, a broken connection, a 429). */
  resends: number;
  accepted: AcceptedBid[];
  unanswered: UnansweredBid[];
  /** Final answers other than 200, by key: `refused` (outbid or already highest), or status and error key. */
  refused: Record<string, number>;
  /** The answers that led to a resend, by key: status and error key, or `network error`. */
  unsettled: Record<string, number>;
};

/** How long a bid is sent again while its answers say nothing of it, and the pause before each resend. */
const RESEND_FOR_MS = 30_000;
const RESEND_PAUSE_MS = 100;

/** A 5xx, a broken connection (status 0) or a 429: the bid may have been kept, or not yet tried. */
const unsettled = (answer: BidAnswer) => answer.status === 0 || answer.status === 429 || answer.status >= 500;

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
  const tally: BidTally = { sent: 0, resends: 0, accepted: [], unanswered: [], refused: {}, unsettled: {} };
  const known = new Map<number, number>(options.lotIds.map((id) => [id, STARTING_PRICE - INCREMENT]));
  const count = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

  const bidder = async (b: SignedIn, index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let k = 0; tally.sent < options.total && !options.stop(); k++) {
        const lotId = options.lotIds[Math.floor(Math.random() * options.lotIds.length)];
        const amount = known.get(lotId)! + INCREMENT * (1 + Math.floor(Math.random() * 3));
        tally.sent++;
        options.onSent(tally.sent);
        const target = { auctionId: options.auctionId, lotId, amount };
        const key = `chaos-${b.username}-${k}`;
        const send = () =>
          sendBid(agent, options.port, b.tokens[0], target, forwardedFor(index, k), key).catch(
            (error: unknown): BidAnswer => ({
              outcome: 'error',
              status: 0,
              detail: `network ${(error as Error).message}`,
            }),
          );
        let sentAt = Date.now();
        let answer = await send();
        let resentAt: number | undefined;
        const giveUpAt = Date.now() + RESEND_FOR_MS;
        while (unsettled(answer) && Date.now() < giveUpAt) {
          count(tally.unsettled, errorKey(answer));
          // A refused instance or a restarting database: a moment before the same bid goes again.
          await new Promise((resolve) => setTimeout(resolve, RESEND_PAUSE_MS));
          tally.resends++;
          sentAt = Date.now();
          resentAt = sentAt;
          answer = await send();
        }
        if (answer.outcome === 'accepted' && answer.seq !== undefined) {
          tally.accepted.push({
            lotId,
            seq: answer.seq,
            amount,
            username: b.username,
            resentAt,
            sentAt,
            answeredAt: Date.now(),
          });
          known.set(lotId, Math.max(known.get(lotId)!, amount));
        } else if (answer.outcome === 'refused') {
          count(tally.refused, 'refused (outbid or already highest)');
          known.set(lotId, known.get(lotId)! + INCREMENT);
        } else {
          count(tally.refused, errorKey(answer));
          if (unsettled(answer)) tally.unanswered.push({ lotId, amount, username: b.username });
        }
      }
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(options.bidders.map(bidder));
  return tally;
}

/** `409 eauction.lot_not_active`, `503 service_unavailable`, `502 (not JSON)` or `network error`. */
function errorKey(answer: BidAnswer): string {
  if (answer.status === 0) return 'network error';
  return `${answer.status} ${answer.error ?? '(not JSON)'}`;
}
