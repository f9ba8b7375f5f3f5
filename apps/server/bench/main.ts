// `npm run bench` (scripts/bench.mjs starts the throw-away PostgreSQL and runs this file with tsx).
// One run: (a) the raw-SQL bound, (b) the same load over HTTP through the real server, (c) STOMP fan-out,
// (d) the HTTP load on the embedded database; one table of figures, ratios and the issue's targets; (e) the
// cached public reads against a Fastify hello world (`--public`: only (e), on the PostgreSQL server); (f) 20 parallel
// 9 MB uploads against the event loop's delay of the server left idle (`--uploads`: only (f)); (g) notices to 1,000
// connected users, each on their own destination (`--notices`: only (g), on the PostgreSQL server); (h) the first
// screens in Chromium: requests, KiB of JavaScript and time to usable (`--first-screen`: only (h), after `npm run build`).
// Informational: it exits 0 whenever it ran to the end, whatever the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './cluster';
import { waitForQuiet, watchCpu, type OtherLoad } from './cpu-watch';
import { fanOut, type FanOutResult } from './fan-out';
import { firstScreen } from './first-screen';
import { httpClosedLoop, httpOpenLoop, SESSIONS_PER_BIDDER, signIn } from './http-bids';
import { acceptedPerSecond, Amounts, percentile, type PhaseStats } from './load';
import { benchWebDist, printPublicReadTable, publicReadPhases, type PublicReadRow } from './public-reads';
import { rawSqlPhase } from './raw-sql';
import { noticesToUsers, setUpNoticeUsers, type NoticeResult } from './notices';
import { killServers, startServer } from './server-process';
import { CONCURRENCY, key, printNoticeTable, printTable, SHAPES, type Shape } from './report';
import { setUpBenchData, type BenchData } from './setup';
import { printTargets } from './targets';
import { printUploadTable, uploadPhases } from './uploads';

const quick = process.argv.includes('--quick');
const publicOnly = process.argv.includes('--public');
const uploadsOnly = process.argv.includes('--uploads');
const noticesOnly = process.argv.includes('--notices');
const firstScreenOnly = process.argv.includes('--first-screen');
const PLAN = quick
  ? {
      warmupMs: 2000,
      durationMs: 5000,
      subscribers: 1000,
      fanOutBids: 50,
      gapMs: 10,
      quietWaitMs: 15_000,
      noticeUsers: 200,
    }
  : {
      warmupMs: 3000,
      durationMs: 10_000,
      subscribers: 1000,
      fanOutBids: 100,
      gapMs: 10,
      quietWaitMs: 60_000,
      noticeUsers: 1000,
    };
const TARGET_PUBLIC_RATIO = 0.3;
const READ_CONNECTIONS = 16;

const adminUrl = process.env.BENCH_PG_URL;
if (!adminUrl) {
  console.error('BENCH_PG_URL is not set: run the bench with `npm run bench` (scripts/bench.mjs).');
  process.exit(1);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  killServers();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.on('exit', cleanUp);
// `on`, not `once`: Ctrl-C reaches this process from the terminal and again from scripts/bench.mjs, and a
// second signal must not kill it half-way through the clean-up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (cleaned) return;
    console.error(`\n${signal}: stopping the bench`);
    cleanUp();
    process.exit(130);
  });
}

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const lotPicker = (data: BenchData, shape: Shape) =>
  shape === 'hot lot'
    ? () => data.hotLotId
    : () => data.spreadLotIds[Math.floor(Math.random() * data.spreadLotIds.length)];

/**
 * Runs a phase and notes the CPU other processes on the machine took meanwhile. On a shared machine it
 * first waits a while for the others to go quiet (the 2 cores are all there is).
 */
async function watched<T extends { other?: OtherLoad | null }>(phase: () => Promise<T>): Promise<T> {
  const waitStarted = Date.now();
  const quiet = await waitForQuiet(PLAN.quietWaitMs);
  const waited = (Date.now() - waitStarted) / 1000;
  if (!quiet) log(`other processes kept the cores busy for ${waited.toFixed(0)} s: measuring anyway`);
  else if (waited > 2) log(`waited ${waited.toFixed(0)} s for other processes to go quiet`);
  const watch = watchCpu();
  const result = await phase();
  result.other = watch.stop();
  return result;
}
const otherText = (o: OtherLoad | null | undefined) =>
  o ? `${o.cores.toFixed(2)} cores${o.steal >= 0.05 ? ` (+${o.steal.toFixed(2)} steal)` : ''}` : '?';
const brief = (s: PhaseStats) =>
  `${acceptedPerSecond(s).toFixed(0)} accepted/s, ${s.refused} refused, p50 ${percentile(s.latencies, 0.5).toFixed(1)} ms, ` +
  `p99 ${percentile(s.latencies, 0.99).toFixed(1)} ms` +
  (s.limited ? `, ${s.limited} × 429` : '') +
  (s.errors ? `, ${s.errors} errors (first: ${s.firstError})` : '') +
  `; other processes: ${otherText(s.other)}`;

/** Closed-loop HTTP phases (hot lot and 100 lots, 4 and 16 bidders) against a running server. */
async function httpPhases(label: string, port: number, data: BenchData, amounts: Amounts) {
  const signInStarted = performance.now();
  const bidders = await signIn(port, data.bidders, SESSIONS_PER_BIDDER);
  log(
    `${label}: ${data.bidders.length} bidders signed in ${SESSIONS_PER_BIDDER} times each in ` +
      `${((performance.now() - signInStarted) / 1000).toFixed(1)} s`,
  );
  const results = new Map<string, PhaseStats>();
  for (const shape of SHAPES) {
    for (const workers of CONCURRENCY) {
      const stats = await watched(() =>
        httpClosedLoop({
          port,
          auctionId: data.auctionId,
          bidders: bidders.slice(0, workers),
          workers,
          pickLot: lotPicker(data, shape),
          amounts,
          warmupMs: PLAN.warmupMs,
          durationMs: PLAN.durationMs,
        }),
      );
      results.set(key(shape, workers), stats);
      log(`${label} ${shape}, ${workers} bidders: ${brief(stats)}`);
    }
  }
  return { bidders, results };
}

async function main() {
  const started = Date.now();
  log(
    `bid benchmark${quick ? ' (quick)' : ''}: ${PLAN.warmupMs / 1000} s warm-up + ${PLAN.durationMs / 1000} s per phase; ` +
      `${os.cpus().length} cores, Node ${process.versions.node}, PostgreSQL ${process.env.BENCH_PG_VERSION ?? '?'} ` +
      `(${process.env.BENCH_PG_SETTINGS ?? 'default settings'}); load average ${os.loadavg()[0].toFixed(1)}`,
  );

  if (firstScreenOnly || !process.argv.some((a) => a.startsWith('--') && a !== '--quick')) {
    // (h) on a server of its own (the embedded database, the demo data): first, while the machine is fresh.
    await firstScreen({ tmp, log });
    if (firstScreenOnly) return printTargets();
  }
  if (uploadsOnly) {
    // On PostgreSQL (a database of its own, the files on disk), so the server's thread runs no database work.
    printUploadTable(await uploadPhases({ tmp, log, watched, databaseUrl: await createDatabase('portal_uploads') }));
    return;
  }

  // The database of the PostgreSQL measurements, on the throw-away cluster.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database portal_bench');
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = '/portal_bench';
  const pgUrl = url.toString();

  log('setting up PostgreSQL data (16 approved bidders, a running auction of 102 lots)');
  const pgData = await setUpBenchData({ databaseUrl: pgUrl }, Math.max(...CONCURRENCY));
  await analyze(pgUrl);
  const pgAmounts = new Amounts();

  if (publicOnly) return publicReadsOnly(pgUrl);
  log(`setting up ${PLAN.noticeUsers} signed-in users for the notices`);
  const noticeUsers = await setUpNoticeUsers(pgUrl, PLAN.noticeUsers);
  if (noticesOnly) return noticesPhaseOnly(pgUrl, noticeUsers);

  // (a) The raw-SQL bound.
  const raw = new Map<string, PhaseStats>();
  for (const shape of SHAPES) {
    for (const workers of CONCURRENCY) {
      const stats = await watched(() =>
        rawSqlPhase({
          url: pgUrl,
          auctionId: pgData.auctionId,
          bidders: pgData.bidders,
          workers,
          pickLot: lotPicker(pgData, shape),
          amounts: pgAmounts,
          warmupMs: PLAN.warmupMs,
          durationMs: PLAN.durationMs,
        }),
      );
      raw.set(key(shape, workers), stats);
      log(`raw SQL ${shape}, ${workers} workers: ${brief(stats)}`);
    }
  }

  // (b) and (c) through the real server on the same database.
  const pgServer = await startServer({
    port: await freePort(),
    dataDir: path.join(tmp, 'pg-server'),
    databaseUrl: pgUrl,
    label: 'PostgreSQL',
    env: { WEB_DIST: benchWebDist(path.join(tmp, 'web-dist')) },
  });
  log(`server on PostgreSQL at ${pgServer.base} (pool ${process.env.DATABASE_POOL_SIZE ?? 10} connections)`);
  let httpPg: Map<string, PhaseStats>;
  let open: PhaseStats;
  let openRate: number;
  let fan: FanOutResult;
  let notices: NoticeResult;
  let reads: PublicReadRow[];
  try {
    const { bidders, results } = await httpPhases('HTTP PostgreSQL', pgServer.port, pgData, pgAmounts);
    httpPg = results;
    const peak = Math.max(...CONCURRENCY.map((w) => acceptedPerSecond(results.get(key('hot lot', w))!)));
    openRate = Math.max(1, Math.round(peak / 2));
    open = await watched(() =>
      httpOpenLoop({
        port: pgServer.port,
        auctionId: pgData.auctionId,
        bidders,
        rate: openRate,
        pickLot: lotPicker(pgData, 'hot lot'),
        amounts: pgAmounts,
        warmupMs: PLAN.warmupMs,
        durationMs: PLAN.durationMs,
      }),
    );
    log(`HTTP PostgreSQL open loop at ${openRate} bids/s, hot lot, 16 bidders: ${brief(open)}`);

    fan = await watched(() => {
      log(`fan-out: connecting ${PLAN.subscribers} STOMP subscribers`);
      return fanOut({
        port: pgServer.port,
        auctionId: pgData.auctionId,
        lotId: pgData.fanOutLotId,
        bidders: bidders.slice(0, 2),
        amounts: pgAmounts,
        subscribers: PLAN.subscribers,
        bids: PLAN.fanOutBids,
        gapMs: PLAN.gapMs,
      });
    });
    log(
      `fan-out: ${fan.subscribers} subscribers (connected in ${fan.connectSeconds.toFixed(1)} s), ${fan.bids} bids, ` +
        `${fan.deliveries}/${fan.expected} deliveries, p50 ${fan.p50.toFixed(1)} ms, p99 ${fan.p99.toFixed(1)} ms, ` +
        `max ${fan.max.toFixed(1)} ms; missing ${fan.missing}, out of order ${fan.outOfOrder}, duplicates ${fan.duplicates}` +
        (fan.errors.length ? `; bid errors: ${fan.errors.slice(0, 3).join(' | ')}` : '') +
        `; other processes: ${otherText(fan.other)}`,
    );
    notices = await noticesPhase(pgServer.port, pgUrl, noticeUsers);
    reads = await publicReads(pgServer.port);
  } finally {
    await pgServer.stop();
  }

  // (d) The embedded database: data written into a PGlite folder, then the server started on it.
  const dataDir = path.join(tmp, 'pglite-server');
  log('setting up embedded (PGlite) data');
  const liteData = await setUpBenchData({ dataDir }, Math.max(...CONCURRENCY));
  const liteServer = await startServer({ port: await freePort(), dataDir, label: 'PGlite' });
  log(`server on PGlite at ${liteServer.base}`);
  let httpLite: Map<string, PhaseStats>;
  try {
    httpLite = (await httpPhases('HTTP PGlite', liteServer.port, liteData, new Amounts())).results;
  } finally {
    await liteServer.stop();
  }

  // (f) Uploads and the event loop, on a server of their own and a database of their own.
  const uploads = await uploadPhases({ tmp, log, watched, databaseUrl: await createDatabase('portal_uploads') });

  printTable({ raw, httpPg, httpLite, open, openRate, fan });
  printNoticeTable(notices);
  printPublicReadTable(reads, TARGET_PUBLIC_RATIO, READ_CONNECTIONS);
  printUploadTable(uploads);
  printTargets();
  log(
    `done in ${Math.round((Date.now() - started) / 1000)} s; load average now ${os.loadavg()[0].toFixed(1)} ` +
      `(other processes on the machine share the cores and skew the figures)`,
  );
}

/** (g) against a running server on PostgreSQL. */
async function noticesPhase(port: number, databaseUrl: string, users: Awaited<ReturnType<typeof setUpNoticeUsers>>) {
  const result = await watched(() => {
    log(`notices: connecting ${users.length} STOMP subscribers, each signed in on their own destination`);
    return noticesToUsers({ port, databaseUrl, users });
  });
  for (const r of result.rounds) {
    log(
      `notices, ${r.shape}: ${r.delivered}/${r.users} delivered, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
        `max ${r.max.toFixed(1)} ms; lost ${r.lost}, duplicates ${r.duplicates}; produced in ${r.produceMs.toFixed(0)} ms`,
    );
  }
  return result;
}

async function noticesPhaseOnly(pgUrl: string, users: Awaited<ReturnType<typeof setUpNoticeUsers>>) {
  const server = await startServer({
    port: await freePort(),
    dataDir: path.join(tmp, 'pg-server'),
    databaseUrl: pgUrl,
    label: 'PostgreSQL',
  });
  try {
    printNoticeTable(await noticesPhase(server.port, pgUrl, users));
  } finally {
    await server.stop();
  }
}

/** (e) against a running server: the hello world runs beside it, started and stopped here. */
async function publicReads(serverPort: number) {
  const helloPort = await freePort();
  const { warmupMs, durationMs } = PLAN;
  return publicReadPhases({ serverPort, helloPort, connections: READ_CONNECTIONS, warmupMs, durationMs, watched, log });
}

async function publicReadsOnly(pgUrl: string) {
  const server = await startServer({
    port: await freePort(),
    dataDir: path.join(tmp, 'pg-server'),
    databaseUrl: pgUrl,
    label: 'PostgreSQL',
    env: { WEB_DIST: benchWebDist(path.join(tmp, 'web-dist')) },
  });
  try {
    printPublicReadTable(await publicReads(server.port), TARGET_PUBLIC_RATIO, READ_CONNECTIONS);
  } finally {
    await server.stop();
  }
  printTargets();
}

/** A new database on the bench's cluster; its URL. */
async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function analyze(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('analyze');
  await client.end();
}

main().then(
  () => {
    cleanUp();
    process.exit(0);
  },
  (error: unknown) => {
    console.error('bench failed:', error);
    cleanUp();
    process.exit(1);
  },
);
