// The history checker of the chaos run: what the clients saw against what the database kept.
import type { ReceivedMail } from '../../src/modules/mail/smtp-test-server';
import { primaryConnection } from '../../src/platform/db/primary';
import { INCREMENT } from '../setup';
import type { BidTally } from './bidders';
import type { Watcher } from './watchers';

export type Findings = {
  /** Bids answered 200 that the table does not hold (with that seq and amount). */
  lost: number;
  /**
   * Bids the table holds that no request explains: neither answered 200 (that seq and amount) nor left without an
   * answer (that lot, amount and bidder, each such request explaining one row). A bid kept after a refusal is one.
   */
  unexplained: string[];
  /** Bids the table holds from requests left without an answer (a 5xx or a broken connection) to the end. */
  keptUnanswered: number;
  /** Resent bids answered 200 that an earlier send had kept (the table's time is before the last send). */
  answeredFromTable: number;
  /** Lots whose seqs are not 1..n, whose amounts do not rise by at least the step, or with a bid after the end. */
  lotViolations: string[];
  /** Pushes out of order or with a gap inside one connection, over all watchers. */
  outOfOrder: number;
  gaps: number;
  /** The first few of them, by watcher. */
  anomalies: string[];
  /** Watchers whose view of a lot, after the resync, differs from the table. */
  watcherMismatches: string[];
  /** Lots not closed exactly once; the auction's start or finish not run exactly once. */
  closeViolations: string[];
  /** Messages received more than once (by Message-ID), and SENT outbox rows never received. */
  mailDuplicates: number;
  mailMissing: number;
  counts: { bids: number; lots: number; mailsSent: number; watcherReconnects: number };
};

type BidRow = { lot_id: number; seq: number; amount: number; late: boolean; username: string; created_ms: number };

/** A bid as the client was answered and as the table holds it: its lot, seq and amount. */
const bidKey = (lotId: number, seq: number, amount: number) => `${lotId}/${seq}/${amount}`;
/** A request as the client sent it: its lot, amount and bidder (the seq is known only from an answer). */
const requestKey = (lotId: number, amount: number, username: string) => `${lotId}/${amount}/${username}`;

export async function checkHistory(options: {
  databaseUrl: string;
  auctionId: number;
  tally: BidTally;
  watchers: Watcher[];
  mails: ReceivedMail[];
}): Promise<Findings> {
  // A multi-host URL (`chaos --ha`) reads the current primary.
  const { Client, connectionString } = primaryConnection(options.databaseUrl);
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const lots = (
      await client.query<{ id: number; status: string }>('select id, status from lots where auction_id = $1', [
        options.auctionId,
      ])
    ).rows;
    const bids = (
      await client.query<BidRow>(
        `select b.lot_id, b.seq, b.amount::float8 as amount, b.created_at > l.end_time as late, u.username,
           extract(epoch from b.created_at)::float8 * 1000 as created_ms
         from bids b join lots l on l.id = b.lot_id join users u on u.id = b.user_id
         where b.auction_id = $1 order by b.lot_id, b.seq`,
        [options.auctionId],
      )
    ).rows;
    const byLot = new Map<number, BidRow[]>(lots.map((l) => [l.id, []]));
    for (const bid of bids) byLot.get(bid.lot_id)!.push(bid);

    const table = new Map(bids.map((b) => [bidKey(b.lot_id, b.seq, b.amount), b]));
    const lost = options.tally.accepted.filter((a) => !table.has(bidKey(a.lotId, a.seq, a.amount))).length;
    // A resent bid the table holds from before its last send: an earlier send kept it and lost the answer, and the
    // resend was answered from the table by its Idempotency-Key.
    const answeredFromTable = options.tally.accepted.filter((a) => {
      const row = table.get(bidKey(a.lotId, a.seq, a.amount));
      return a.resentAt !== undefined && row !== undefined && row.created_ms < a.resentAt;
    }).length;

    const answered = new Set(options.tally.accepted.map((a) => bidKey(a.lotId, a.seq, a.amount)));
    const unanswered = new Map<string, number>();
    for (const u of options.tally.unanswered) {
      const key = requestKey(u.lotId, u.amount, u.username);
      unanswered.set(key, (unanswered.get(key) ?? 0) + 1);
    }
    const unexplained: string[] = [];
    let keptUnanswered = 0;
    for (const bid of bids) {
      if (answered.has(bidKey(bid.lot_id, bid.seq, bid.amount))) continue;
      const key = requestKey(bid.lot_id, bid.amount, bid.username);
      const left = unanswered.get(key) ?? 0;
      if (left > 0) {
        unanswered.set(key, left - 1);
        keptUnanswered++;
      } else unexplained.push(`lot ${bid.lot_id}: seq ${bid.seq} (${bid.amount} by ${bid.username}) answered no 200`);
    }

    const lotViolations: string[] = [];
    for (const [lotId, rows] of byLot) {
      rows.forEach((row, i) => {
        if (row.seq !== i + 1) lotViolations.push(`lot ${lotId}: seq ${row.seq} at place ${i + 1}`);
        if (i > 0 && row.amount < rows[i - 1].amount + INCREMENT)
          lotViolations.push(`lot ${lotId}: seq ${row.seq} rises by ${row.amount - rows[i - 1].amount}`);
        if (row.late) lotViolations.push(`lot ${lotId}: seq ${row.seq} after the lot's end`);
      });
    }

    const watcherMismatches: string[] = [];
    for (const watcher of options.watchers) {
      for (const [lotId, view] of watcher.lots) {
        const rows = byLot.get(lotId) ?? [];
        const same =
          view.seqs.length === rows.length &&
          rows.every((r, i) => view.seqs[i] === r.seq && view.amounts[i] === r.amount);
        if (!same) watcherMismatches.push(`${watcher.label} lot ${lotId}: holds ${view.seqs.length} of ${rows.length}`);
      }
    }

    const closeViolations: string[] = [];
    const ended = (
      await client.query<{ entity_id: string; n: number }>(
        `select entity_id, count(*)::int as n from audit_log where action = 'lot.lot_ended' and entity = 'lot'
         and entity_id = any($1::text[]) group by entity_id`,
        [lots.map((l) => String(l.id))],
      )
    ).rows;
    const endedCount = new Map(ended.map((r) => [Number(r.entity_id), r.n]));
    for (const lot of lots) {
      const n = endedCount.get(lot.id) ?? 0;
      if (n !== 1 || !['SOLD', 'UNSOLD'].includes(lot.status))
        closeViolations.push(`lot ${lot.id}: ${lot.status}, closed ${n} times`);
    }
    // The scheduler's transitions of the auction: started once, finished once, whichever instance ran them.
    const transitions = (
      await client.query<{ action: string; n: number }>(
        `select action, count(*)::int as n from audit_log where action in ('auction.start', 'auction.finish')
         and entity = 'auction' and entity_id = $1 group by action`,
        [String(options.auctionId)],
      )
    ).rows;
    for (const action of ['auction.start', 'auction.finish']) {
      const n = transitions.find((t) => t.action === action)?.n ?? 0;
      if (n !== 1) closeViolations.push(`auction ${options.auctionId}: ${action} ran ${n} times`);
    }

    const sent = (await client.query<{ id: string }>(`select id::text from mail_outbox where status = 'SENT'`)).rows;
    const received = options.mails.map((m) => /^Message-ID:\s*<outbox-(\d+)@/im.exec(m.raw)?.[1] ?? '?');
    const unique = new Set(received);
    const mailMissing = sent.filter((row) => !unique.has(row.id)).length;

    return {
      lost,
      unexplained,
      keptUnanswered,
      answeredFromTable,
      lotViolations,
      outOfOrder: options.watchers.reduce((n, w) => n + w.outOfOrder, 0),
      gaps: options.watchers.reduce((n, w) => n + w.gaps, 0),
      anomalies: options.watchers.flatMap((w) => w.anomalies.map((a) => `${w.label}: ${a}`)),
      watcherMismatches,
      closeViolations,
      mailDuplicates: received.length - unique.size,
      mailMissing,
      counts: {
        bids: bids.length,
        lots: lots.length,
        mailsSent: sent.length,
        watcherReconnects: options.watchers.reduce((n, w) => n + w.reconnects, 0),
      },
    };
  } finally {
    await client.end();
  }
}

/** Whether the run found nothing wrong. */
export const clean = (f: Findings) =>
  f.lost === 0 &&
  f.unexplained.length === 0 &&
  f.lotViolations.length === 0 &&
  f.outOfOrder === 0 &&
  f.gaps === 0 &&
  f.watcherMismatches.length === 0 &&
  f.closeViolations.length === 0 &&
  f.mailDuplicates === 0 &&
  f.mailMissing === 0;
