// The growth phase (`npm run bench -- --growth`, and in the full run): a year of data (growth-seed.ts) grown in
// steps, 10 % → 25 % → 50 % → 100 % (`--quick`: up to 20 %), ANALYZEd after each; then the six list reads of the
// issue over HTTP through the real server at 16 connections, each as the screen's user with the screen's query, and
// each read's SQL plans, logged by auto_explain on a second server whose database role loads it: a Seq Scan of a
// table of more than 10,000 rows is named beside the figures.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './cluster';
import { percentile } from './load';
import { readLoop, type ReadStats } from './public-reads';
import { startServer } from './server-process';
import { FULL, grow, growthBase, sizeAt, tableSizes, type GrowthBase, type GrowthSize } from './growth-seed';
import { recordTarget } from './targets';
import { openDatabase } from '../src/platform/db/database';
import { seed } from '../src/seed';
import { assignRoles } from '../src/modules/navigation/seed';
import { buildAccount, FACTORY_PASSWORD } from '../src/test/factories/accounts';
import { ADMIN_PASSWORD } from './setup';
import { printMarkdownTable } from './markdown-table';

const API = '/data/rest';
const P99_BOUND_MS = 100;
/** A Seq Scan of a table with more rows than this is a finding. */
const LARGE_TABLE_ROWS = 10_000;
const CONNECTIONS = 16;
/** The role the plans' server connects as: its sessions load auto_explain. */
const EXPLAIN_ROLE = 'growth_explain';
/** Requests of each read on the plans' server, per step. */
const PROBES = 3;

type Read = { name: string; path: (ids: ReadIds) => string; as: 'officer' | 'trader' | null };
type ReadIds = { busyAuctionId: number; busyLotId: number };

/** The six reads, with the query strings the web app sends (apps/web/src/features/*\/api). */
const READS: Read[] = [
  { name: 'officer queue', path: () => '/portal_cases/queue?page=1&count=10', as: 'officer' },
  { name: 'My cases', path: () => '/cases/by_registered_user?page=1&count=10', as: 'trader' },
  { name: 'public auction list', path: () => '/auctions/public/list/finished?page=1&count=10', as: null },
  {
    name: 'lot list (cached)',
    path: () => '/lots/get_lots_in_upcoming_and_running_auctions/1?page=1&count=12',
    as: null,
  },
  {
    name: 'staff bid list',
    path: (ids) => `/auctions/bids/${ids.busyAuctionId}/${ids.busyLotId}?page=1&count=20`,
    as: 'officer',
  },
  { name: 'bid history', path: (ids) => `/auction/lot/${ids.busyLotId}/bid_history?page=1&count=10`, as: null },
];

export type GrowthCell = {
  p50: number;
  p99: number;
  rps: number;
  errors: string;
  seqScans: string[];
  /** The database's time per request alone (the plans' server, one request at a time). */
  dbMs?: number;
};
export type GrowthResult = {
  steps: Array<{ label: string; sizes: Record<string, number>; seedSeconds: number }>;
  cells: Map<string, GrowthCell>;
};

const cellKey = (read: string, step: string) => `${read}@${step}`;

async function signIn(port: number, username: string, password: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${API}/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${body}`);
  return (JSON.parse(body) as { token: string }).token;
}

/** The tables the plans scan sequentially (auto_explain's JSON plans), with their row estimates. */
function seqScansIn(logText: string): Set<string> {
  const found = new Set<string>();
  const re = /"Node Type": "Seq Scan",[^{}]*?"Relation Name": "(\w+)"/g;
  for (let m = re.exec(logText); m; m = re.exec(logText)) found.add(m[1]);
  return found;
}

export async function dataGrowthPhase(ctx: {
  adminUrl: string;
  databaseUrl: string;
  tmp: string;
  quick: boolean;
  warmupMs: number;
  durationMs: number;
  log: (line: string) => void;
}): Promise<GrowthResult> {
  const { log } = ctx;
  const fractions = ctx.quick ? [0.05, 0.1, 0.2] : [0.1, 0.25, 0.5, 1];
  const logFile = process.env.BENCH_PG_LOG;

  // The schema, the base data and the two accounts the reads are measured as.
  const database = await openDatabase({ databaseUrl: ctx.databaseUrl });
  let trader: Awaited<ReturnType<typeof buildAccount>>;
  let officer: Awaited<ReturnType<typeof buildAccount>>;
  try {
    await seed(database.db, { demoSeed: false, adminPassword: ADMIN_PASSWORD });
    trader = await buildAccount(database.db, { kind: 'company', status: 'APPROVED', name: 'Growth trader' });
    officer = await buildAccount(database.db, { kind: 'individual', status: 'APPROVED', name: 'Growth officer' });
    await assignRoles(database.db, officer.user.id, ['CUSTOMS_OFFICER', 'AUCTION_OPERATOR']);
  } finally {
    await database.close();
  }

  const client = new pg.Client({ connectionString: ctx.databaseUrl });
  await client.connect();
  const dbName = new URL(ctx.databaseUrl).pathname.slice(1);
  await client.query(`create role ${EXPLAIN_ROLE} login superuser`);
  for (const setting of [
    `session_preload_libraries = 'auto_explain'`,
    `auto_explain.log_min_duration = 0`,
    `auto_explain.log_analyze = off`,
    `auto_explain.log_format = 'json'`,
  ]) {
    await client.query(`alter role ${EXPLAIN_ROLE} in database ${dbName} set ${setting}`);
  }
  const base: GrowthBase = await growthBase(client, { userId: trader.user.id, companyId: trader.company!.id });

  const explainUrl = new URL(ctx.databaseUrl);
  explainUrl.username = EXPLAIN_ROLE;
  explainUrl.password = '';
  const server = await startServer({
    port: await freePort(),
    dataDir: path.join(ctx.tmp, 'growth-server'),
    databaseUrl: ctx.databaseUrl,
    label: 'growth',
  });
  const planServer = await startServer({
    port: await freePort(),
    dataDir: path.join(ctx.tmp, 'growth-plans'),
    databaseUrl: explainUrl.toString(),
    label: 'growth plans',
    // Its log holds the reads' statements only: no background job runs here (the measured server runs them all), so a
    // job's statement in a probe's window is never taken for the read's.
    env: { SCHEDULER_TICK_MS: String(2_000_000_000), AUCTION_CLOCK: 'false' },
  });
  const result: GrowthResult = { steps: [], cells: new Map() };
  try {
    const tokens = {
      officer: await signIn(server.port, officer.user.username, FACTORY_PASSWORD),
      trader: await signIn(server.port, trader.user.username, FACTORY_PASSWORD),
    };
    let previous: GrowthSize = { users: 0, cases: 0, auctions: 0 };
    for (const fraction of fractions) {
      const label = `${Math.round(fraction * 100)} %`;
      const size = sizeAt(fraction);
      const ms = await grow(client, base, previous, size);
      previous = size;
      // As autovacuum leaves an insert-only table in production (its insert threshold): statistics and the visibility
      // map, which an index-only scan needs.
      await client.query('vacuum analyze');
      const sizes = await tableSizes(client);
      result.steps.push({ label, sizes, seedSeconds: ms / 1000 });
      log(
        `growth ${label}: seeded in ${(ms / 1000).toFixed(1)} s; ` +
          Object.entries(sizes)
            .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
            .join(', '),
      );
      // The busiest lot (most bids) of a running or finished auction.
      const busy = (
        await client.query(
          `select l.id, l.auction_id from lots l where l.auction_id > $1 order by l.bid_seq desc, l.id limit 1`,
          [base.auctionBase],
        )
      ).rows[0] as { id: number; auction_id: number };
      const ids: ReadIds = { busyAuctionId: busy.auction_id, busyLotId: busy.id };
      const large = new Set(
        (
          await client.query(`select relname from pg_class where relkind = 'r' and reltuples > $1`, [LARGE_TABLE_ROWS])
        ).rows.map((r: { relname: string }) => r.relname),
      );

      for (const read of READS) {
        const urlPath = API + read.path(ids);
        const headers: Record<string, string> = read.as ? { 'x-auth-token': tokens[read.as] } : {};
        // The plans: a few requests on the plans' server, the log's new part read back.
        let seqScans: string[] = [];
        let plans = 0;
        let dbMs = NaN;
        if (logFile) {
          const before = fs.statSync(logFile).size;
          for (let i = 0; i < PROBES; i++) {
            const res = await fetch(`http://127.0.0.1:${planServer.port}${urlPath}`, { headers });
            await res.arrayBuffer();
          }
          await new Promise((resolve) => setTimeout(resolve, 300));
          const text = readFrom(logFile, before);
          seqScans = [...seqScansIn(text)].filter((t) => large.has(t));
          plans = (text.match(/"Plan": \{/g) ?? []).length;
          // The database's time per request: the statements' durations auto_explain logged, over the probes.
          dbMs =
            [...text.matchAll(/duration: ([\d.]+) ms {2}plan:/g)].reduce((sum, m) => sum + Number(m[1]), 0) / PROBES;
          // BENCH_GROWTH_PLANS=<folder>: each read's logged plans kept there, per step, to read afterwards.
          const keep = process.env.BENCH_GROWTH_PLANS;
          if (keep) {
            fs.mkdirSync(keep, { recursive: true });
            fs.writeFileSync(
              path.join(keep, `${Math.round(fraction * 100)}-${read.name.replace(/\W+/g, '-')}.log`),
              text,
            );
          }
        }
        const stats = await readLoop({
          port: server.port,
          path: urlPath,
          headers,
          connections: CONNECTIONS,
          warmupMs: ctx.warmupMs,
          durationMs: ctx.durationMs,
        });
        const cell = { ...cellOf(stats, seqScans), dbMs };
        result.cells.set(cellKey(read.name, label), cell);
        log(
          `growth ${label} ${read.name}: ${cell.rps.toFixed(0)} req/s, p50 ${cell.p50.toFixed(1)} ms, ` +
            `p99 ${cell.p99.toFixed(1)} ms${cell.errors ? `, ${cell.errors}` : ''}` +
            `; database ${dbMs.toFixed(2)} ms a request; plans (${plans} statements in ${PROBES} requests): ${logFile ? (seqScans.length ? `Seq Scan on ${seqScans.join(', ')}` : 'no large Seq Scan') : '?'}`,
        );
      }
    }
  } finally {
    await planServer.stop();
    await server.stop();
    await client.end();
  }

  const last = result.steps.at(-1)!.label;
  for (const read of READS) {
    const cell = result.cells.get(cellKey(read.name, last))!;
    recordTarget({
      target: `growth: ${read.name} p99 at ${last} of a year's data, ${CONNECTIONS} connections`,
      bound: `≤ ${P99_BOUND_MS} ms, no Seq Scan on a table > ${LARGE_TABLE_ROWS.toLocaleString('en')} rows`,
      figure: `${cell.p99.toFixed(1)} ms` + (cell.seqScans.length ? `, Seq Scan on ${cell.seqScans.join(', ')}` : ''),
      met: cell.p99 <= P99_BOUND_MS && cell.seqScans.length === 0 && !cell.errors,
    });
  }
  return result;
}

/** The file from `offset` to its end (the server log is the cluster's: superuser-readable, read directly). */
function readFrom(file: string, offset: number): string {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.max(0, size - offset));
    fs.readSync(fd, buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

function cellOf(stats: ReadStats, seqScans: string[]): Omit<GrowthCell, 'dbMs'> {
  const bad = [...stats.statuses].filter(([status]) => status !== 200);
  return {
    p50: percentile(stats.latencies, 0.5),
    p99: percentile(stats.latencies, 0.99),
    rps: stats.requests / stats.seconds,
    errors:
      (bad.length ? `statuses ${bad.map(([k, v]) => `${k}×${v}`).join(' ')}` : '') +
      (stats.errors ? ` ${stats.errors} socket errors` : ''),
    seqScans,
  };
}

/** The table: read × step → p50 / p99 ms, then the plan's verdict at each step. */
export function printGrowthTable(result: GrowthResult) {
  const steps = result.steps.map((s) => s.label);
  const head = ['read', ...steps.map((s) => `${s} p50/p99 ms (db ms)`), 'plan (largest step)', 'growth of p99'];
  const cells = READS.map((read) => {
    const row = steps.map((s) => result.cells.get(cellKey(read.name, s))!);
    const first = row[0];
    const last = row.at(-1)!;
    return [
      read.name,
      ...row.map(
        (c) => `${c.p50.toFixed(1)} / ${c.p99.toFixed(1)}${c.errors ? ' !' : ''} (db ${c.dbMs?.toFixed(1) ?? '?'})`,
      ),
      last.seqScans.length ? `Seq Scan: ${last.seqScans.join(', ')}` : 'indexes only',
      `× ${(last.p99 / Math.max(first.p99, 0.01)).toFixed(1)}`,
    ];
  });
  printMarkdownTable(head, cells);
  for (const s of result.steps) {
    console.log(
      `${s.label}: ${Object.entries(s.sizes)
        .map(([t, n]) => `${t} ${n.toLocaleString('en')}`)
        .join(', ')} (seeded in ${s.seedSeconds.toFixed(1)} s)`,
    );
  }
  console.log(
    `Growth: ${CONNECTIONS} keep-alive connections per read; 100 % = ${FULL.cases.toLocaleString('en')} cases, ` +
      `${FULL.auctions.toLocaleString('en')} auctions × ${FULL.lotsPerAuction} lots, ~${FULL.bids.toLocaleString('en')} bids, ` +
      `${FULL.users.toLocaleString('en')} users. The lot list is served from the public cache after its first answer. ` +
      `db: the statements' time per request as auto_explain logged it on the plans' server, one request at a time.`,
  );
}
