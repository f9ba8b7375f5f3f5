// The bench's tables: the figures of a run, their ratios and the targets (PASS / SHORT beside each), printed
// by main.ts at the end of a run.
import type { OtherLoad } from './cpu-watch';
import type { FanOutResult } from './fan-out';
import { acceptedPerSecond, percentile, type PhaseStats } from './load';
import { printMarkdownTable } from './markdown-table';
import { recordTarget } from './targets';
import type { NoticeResult } from './notices';

export const CONCURRENCY = [4, 16];
const TARGET_RATIO = 0.6;
const TARGET_OPEN_P99_MS = 50;
/** The bound for a bid's push to every subscriber (10,000 on one instance, or 5,000 on each of three). */
export const TARGET_FAN_OUT_P99_MS = 250;

export type Shape = 'hot lot' | '100 lots';
export const SHAPES: Shape[] = ['hot lot', '100 lots'];
/** A phase's key in the run's result maps. */
export const key = (shape: Shape, workers: number) => `${shape}/${workers}`;

/** (g): figures only (no target). */

export function printNoticeTable(n: NoticeResult) {
  const head = [
    'scenario',
    'users',
    'delivered',
    'lost',
    'dupl.',
    'p50 ms',
    'p99 ms',
    'max ms',
    'produced ms',
    'others',
  ];
  const rows = n.rounds.map((r) => [
    `(g) notices, ${r.shape}`,
    String(r.users),
    String(r.delivered),
    String(r.lost),
    String(r.duplicates),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.max),
    fmt(r.produceMs, 0),
    otherCores(n.other),
  ]);
  printMarkdownTable(head, rows);
  console.log(
    `(g): ${n.users} sockets (connected in ${n.connectSeconds.toFixed(1)} s), each a signed-in user on their own ` +
      'destination; one notice per user by `notify` from the bench process on the same database, delivered by the ' +
      "server's bus. p50/p99: the producing transaction's commit → the push at the user's socket; produced: from " +
      'the first transaction to the last commit' +
      (n.rounds.some((r) => r.early)
        ? `; ${n.rounds.reduce((k, r) => k + r.early, 0)} arrived before their commit returned.`
        : '.'),
  );
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const pct = (n: number) => (Number.isFinite(n) ? `${Math.round(n * 100)} %` : '–');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'SHORT');
const otherCores = (o: OtherLoad | null | undefined) => (o ? o.cores.toFixed(2) : '?');

/** Whether a fan-out met the bound: p99 within it, and every push delivered once and in order. */
export const fanOutMet = (f: FanOutResult) =>
  f.p99 <= TARGET_FAN_OUT_P99_MS && f.missing === 0 && f.outOfOrder === 0 && f.duplicates === 0 && f.bids > 0;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const kib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KiB` : '–');

/** Who the subscribers were: "10000 subscribers" on one instance, "3 × 5000 subscribers" on several. */
const fanOutShape = (f: FanOutResult) =>
  f.instances > 1
    ? `${f.instances} × ${Math.round(f.subscribers / f.instances)} subscribers`
    : `${f.subscribers} subscribers`;

/** One line of a fan-out's figures, for the log. */
export function fanOutLine(f: FanOutResult): string {
  return (
    `fan-out: ${fanOutShape(f)} (connected in ${f.connectSeconds.toFixed(1)} s), ${f.bids} bids ${f.gapMs} ms apart, ` +
    `${f.deliveries}/${f.expected} deliveries, from the bid sent: p50 ${fmt(f.p50)} ms, p99 ${fmt(f.p99)} ms, ` +
    `max ${fmt(f.max)} ms (the bid's own answer ${fmt(f.answerP50)} ms; ${f.early} pushes came before it); ` +
    `missing ${f.missing}, out of order ${f.outOfOrder}, duplicates ${f.duplicates}; ` +
    `server memory ${Number.isFinite(f.rssAfter) ? mib(f.rssAfter) : '?'} with them connected, ` +
    `${kib(f.bytesPerSubscriber)} per idle subscriber; CPU per bid: server ${fmt(f.serverCpuMsPerBid, 0)} ms, ` +
    `bench client ${fmt(f.clientCpuMsPerBid, 0)} ms` +
    (f.errors.length ? `; bid errors: ${f.errors.slice(0, 3).join(' | ')}` : '') +
    `; other processes: ${otherCores(f.other)} cores`
  );
}

/** The fan-out's row of the targets' summary. */
export function recordFanOutTarget(f: FanOutResult): void {
  recordTarget({
    target: `fan-out to ${fanOutShape(f)}`,
    bound: `p99 ≤ ${TARGET_FAN_OUT_P99_MS} ms, none lost`,
    figure:
      `p99 ${fmt(f.p99)} ms, max ${fmt(f.max)} ms, missing ${f.missing}, duplicates ${f.duplicates}, ` +
      `out of order ${f.outOfOrder}; ${kib(f.bytesPerSubscriber)} per idle subscriber`,
    met: fanOutMet(f),
  });
}

export function printTable(r: {
  raw: Map<string, PhaseStats>;
  rawBefore: Map<string, PhaseStats>;
  command: Map<string, PhaseStats>;
  httpPg: Map<string, PhaseStats>;
  httpLite: Map<string, PhaseStats>;
  open: PhaseStats;
  openRate: number;
  fan: FanOutResult;
}) {
  const rows: string[][] = [];
  const row = (scenario: string, conc: string, s: PhaseStats, ratio: string, target: string, result: string) =>
    rows.push([
      scenario,
      conc,
      fmt(acceptedPerSecond(s), 0),
      String(s.refused),
      fmt(percentile(s.latencies, 0.5)),
      fmt(percentile(s.latencies, 0.99)),
      ratio,
      target,
      result,
      otherCores(s.other),
    ]);
  for (const shape of SHAPES) {
    for (const w of CONCURRENCY) row(`(a) raw SQL, ${shape}`, String(w), r.raw.get(key(shape, w))!, '', '', '');
  }
  for (const shape of SHAPES) {
    for (const w of CONCURRENCY) {
      const s = r.rawBefore.get(key(shape, w))!;
      row(`(a0) raw SQL before ADR 0107 (no notice, BEGIN…COMMIT), ${shape}`, String(w), s, 'reference', '', '');
    }
  }
  for (const shape of SHAPES) {
    for (const w of CONCURRENCY) {
      const s = r.command.get(key(shape, w))!;
      const ratio = acceptedPerSecond(s) / acceptedPerSecond(r.raw.get(key(shape, w))!);
      row(`(a2) bid command, no HTTP, ${shape}`, String(w), s, `${pct(ratio)} of raw`, '', '');
    }
  }
  for (const shape of SHAPES) {
    for (const w of CONCURRENCY) {
      const s = r.httpPg.get(key(shape, w))!;
      const ratio = acceptedPerSecond(s) / acceptedPerSecond(r.raw.get(key(shape, w))!);
      recordTarget({
        target: `bids over HTTP, ${shape}, ${w} bidders`,
        bound: '≥ 60 % of the raw-SQL bound',
        figure: `${pct(ratio)} (${fmt(acceptedPerSecond(s), 0)} of ${fmt(acceptedPerSecond(r.raw.get(key(shape, w))!), 0)}/s)`,
        met: ratio >= TARGET_RATIO,
      });
      const before = acceptedPerSecond(s) / acceptedPerSecond(r.rawBefore.get(key(shape, w))!);
      row(
        `(b) HTTP PostgreSQL, ${shape}`,
        String(w),
        s,
        `${pct(ratio)} of raw (${pct(before)} of a0)`,
        '≥ 60 % of raw',
        verdict(ratio >= TARGET_RATIO),
      );
    }
  }
  const openP99 = percentile(r.open.latencies, 0.99);
  recordTarget({
    target: `bids, open loop at ${r.openRate}/s, hot lot`,
    bound: `p99 ≤ ${TARGET_OPEN_P99_MS} ms`,
    figure: `p99 ${fmt(openP99)} ms`,
    met: openP99 <= TARGET_OPEN_P99_MS,
  });
  row(
    `(b) HTTP open loop ${r.openRate}/s (½ peak), hot lot`,
    '16',
    r.open,
    '',
    `p99 ≤ ${TARGET_OPEN_P99_MS} ms`,
    verdict(openP99 <= TARGET_OPEN_P99_MS),
  );
  const f = r.fan;
  rows.push([
    `(c) fan-out to ${f.subscribers} subscribers, ${f.bids} bids`,
    '1',
    '',
    '',
    fmt(f.p50),
    fmt(f.p99),
    `missing ${f.missing}, out of order ${f.outOfOrder}`,
    `p99 ≤ ${TARGET_FAN_OUT_P99_MS} ms, none lost`,
    verdict(fanOutMet(f)),
    otherCores(f.other),
  ]);
  for (const shape of SHAPES) {
    for (const w of CONCURRENCY) {
      const s = r.httpLite.get(key(shape, w))!;
      const ratio = acceptedPerSecond(s) / acceptedPerSecond(r.httpPg.get(key(shape, w))!);
      row(`(d) HTTP PGlite, ${shape}`, String(w), s, `${pct(ratio)} of PG HTTP`, '', '');
    }
  }
  const head = [
    'scenario',
    'conc.',
    'accepted/s',
    'refused',
    'p50 ms',
    'p99 ms',
    'ratio',
    'target',
    'result',
    'others',
  ];
  printMarkdownTable(head, rows);
  const all = [...r.raw.values(), ...r.command.values(), ...r.httpPg.values(), ...r.httpLite.values(), r.open];
  const limited = all.reduce((n, s) => n + s.limited, 0);
  const errors = all.reduce((n, s) => n + s.errors, 0);
  console.log(
    `p50/p99: latency of accepted attempts (raw: the statement; a0: BEGIN…COMMIT; HTTP: request → answer; open loop: planned send → ` +
      `answer; fan-out: the bid's request sent → push at each subscriber). 429 answers: ${limited}; errors: ${errors}.`,
  );
  console.log(
    'others: cores other processes on the machine kept busy during the phase (the bench, its server and its ' +
      'PostgreSQL excluded); above ~0.1 the row was measured on a shared machine.',
  );
  console.log('Targets are informational: the bench exits 0 when it ran to the end.');
}

/** `--bids`: each HTTP and command figure as a share of the raw bound, one line each. */
export function printBidRatios(
  raw: Map<string, PhaseStats>,
  rawBefore: Map<string, PhaseStats>,
  command: Map<string, PhaseStats>,
  http: Map<string, PhaseStats>,
) {
  for (const shape of SHAPES) {
    for (const w of CONCURRENCY) {
      const bound = acceptedPerSecond(raw.get(key(shape, w))!);
      const share = (s: PhaseStats) => `${fmt(acceptedPerSecond(s), 0)}/s (${pct(acceptedPerSecond(s) / bound)})`;
      console.log(
        `${shape}, ${w}: raw ${fmt(bound, 0)}/s; command ${share(command.get(key(shape, w))!)}; ` +
          `HTTP ${share(http.get(key(shape, w))!)}; the bound before ADR 0107 ` +
          `${fmt(acceptedPerSecond(rawBefore.get(key(shape, w))!), 0)}/s`,
      );
    }
  }
}
