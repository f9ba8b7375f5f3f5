// `npm run bench` (scripts/bench.mjs starts the throw-away PostgreSQL and runs this file with tsx).
// One run: (a) the raw-SQL bound, (a0) the bound as measured before ADR 0107 (a reference), (a2) the server's bid
// command without HTTP, (b) the same load over HTTP through the real server, (c) STOMP fan-out (on the server, then
// on a cluster of three instances),
// (d) the HTTP load on the embedded database; one table of figures, ratios and the targets; (e) the
// cached public reads against a Fastify hello world (`--public`: only (e), on the PostgreSQL server); (f) 20 parallel
// 9 MB uploads against the event loop's delay of the server left idle (`--uploads`: only (f)); (g) notices to 1,000
// connected users, each on their own destination (`--notices`: only (g), on the PostgreSQL server). `--fan-out`: only
// (c); `--fan-out-cluster`: (c) over three instances on one PostgreSQL, a third of the subscribers on each; (h) six
// list reads as a year of data grows, with their plans (`--growth`: only (h), data-growth.ts); (i) the start of the
// built server on a fresh and on an existing data folder (`--start`: only (i), without PostgreSQL). `--bids`: only
// (a), (a0), (a2) and (b).
// (j) the first screens in Chromium: requests, KiB of JavaScript and time to usable (`--first-screen`: only (j), after
// `npm run build`).
// (k) an official PDF built, and built and sealed, in this process (`--documents`: only (k), without PostgreSQL).
// At the end, every target with PASS or SHORT beside its figure (targets.ts).
// Informational: it exits 0 whenever it ran to the end, whatever the figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './cluster';
import { waitForQuiet, watchCpu, type OtherLoad } from './cpu-watch';
import { fanOut, type FanOutResult } from './fan-out';
import { firstScreen } from './first-screen';
import { httpOpenLoop, SESSIONS_PER_BIDDER, signIn, type SignedIn } from './http-bids';
import { acceptedPerSecond, Amounts, type PhaseStats } from './load';
import { brief, directPhases, httpPhases, lotPicker, type PhaseRun } from './bid-phases';
import { benchWebDist, printPublicReadTable, publicReadPhases, type PublicReadRow } from './public-reads';
import { rawSqlPhase } from './raw-sql';
import { bidCommandPhase } from './bid-command';
import { noticesToUsers, setUpNoticeUsers, type NoticeResult } from './notices';
import { killServers, startServer, type ServerProcess } from './server-process';
import {
  CONCURRENCY,
  fanOutLine,
  key,
  printNoticeTable,
  printBidRatios,
  printTable,
  recordFanOutTarget,
} from './report';
import { setUpBenchData, type BenchData } from './setup';
import { startPhase } from './start-time';
import { printTargets } from './targets';
import { analyze, createBenchDatabase } from './databases';
import { printUploadTable, uploadPhases } from './uploads';
import { dataGrowthPhase, printGrowthTable } from './data-growth';
import { documentsPhase } from './documents';

const quick = process.argv.includes('--quick');
const publicOnly = process.argv.includes('--public');
const uploadsOnly = process.argv.includes('--uploads');
const noticesOnly = process.argv.includes('--notices');
const fanOutOnly = process.argv.includes('--fan-out');
const fanOutCluster = process.argv.includes('--fan-out-cluster');
const growthOnly = process.argv.includes('--growth');
const startOnly = process.argv.includes('--start');
const documentsOnly = process.argv.includes('--documents');
const firstScreenOnly = process.argv.includes('--first-screen');
const bidsOnly = process.argv.includes('--bids');
const PLAN = quick
  ? {
      warmupMs: 2000,
      durationMs: 5000,
      subscribers: 2000,
      fanOutBids: 30,
      gapMs: 200,
      quietWaitMs: 15_000,
      noticeUsers: 200,
    }
  : {
      warmupMs: 3000,
      durationMs: 10_000,
      subscribers: 10_000,
      fanOutBids: 50,
      // Two bids a second on the one lot: each costs the server 10,000 socket writes and the client 10,000 reads.
      gapMs: 500,
      quietWaitMs: 60_000,
      noticeUsers: 1000,
    };
const TARGET_PUBLIC_RATIO = 0.6;
const READ_CONNECTIONS = 16;

const adminUrl = process.env.BENCH_PG_URL;
if (!adminUrl && !startOnly && !documentsOnly) {
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
const phaseRun: PhaseRun = { warmupMs: PLAN.warmupMs, durationMs: PLAN.durationMs, log, watched };

async function main() {
  const started = Date.now();
  log(
    (startOnly
      ? 'start of the built server: '
      : documentsOnly
        ? 'official documents: '
        : `bid benchmark${quick ? ' (quick)' : ''}: ${PLAN.warmupMs / 1000} s warm-up + ${PLAN.durationMs / 1000} s per phase; `) +
      `${os.cpus().length} cores, Node ${process.versions.node}, PostgreSQL ${process.env.BENCH_PG_VERSION ?? '?'} ` +
      `(${process.env.BENCH_PG_SETTINGS ?? 'default settings'}); load average ${os.loadavg()[0].toFixed(1)}`,
  );

  if (startOnly) {
    await startPhase({ tmp, log });
    printTargets();
    return;
  }

  if (documentsOnly) {
    await documentsPhase({ log, quick });
    return;
  }
  if (growthOnly) return growth().then(() => printTargets());

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
  const pgUrl = await createDatabase('portal_bench');

  log('setting up PostgreSQL data (16 approved bidders, a running auction of 102 lots)');
  const pgData = await setUpBenchData({ databaseUrl: pgUrl }, Math.max(...CONCURRENCY));
  await analyze(pgUrl);
  const pgAmounts = new Amounts();

  if (publicOnly) return publicReadsOnly(pgUrl);
  if (fanOutOnly || fanOutCluster) return fanOutPhaseOnly(pgUrl, pgData, pgAmounts, fanOutCluster ? 3 : 1);
  log(`setting up ${PLAN.noticeUsers} signed-in users for the notices`);
  const noticeUsers = await setUpNoticeUsers(pgUrl, PLAN.noticeUsers);
  if (noticesOnly) return noticesPhaseOnly(pgUrl, noticeUsers);

  // (a) The raw-SQL bound; (a2) the server's bid command in this process: the bound plus the command's own work.
  const raw = await directPhases(phaseRun, 'raw SQL', rawSqlPhase, pgUrl, pgData, pgAmounts);
  // (a0) A reference without a target: the bound as measured before the bid and its notice became one statement.
  const rawBefore = await directPhases(
    phaseRun,
    'raw SQL, the bound before ADR 0107 (no notice, BEGIN…COMMIT)',
    (options) => rawSqlPhase({ ...options, withoutNotice: true }),
    pgUrl,
    pgData,
    pgAmounts,
  );
  const command = await directPhases(phaseRun, 'bid command', bidCommandPhase, pgUrl, pgData, pgAmounts);

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
    const { bidders, results } = await httpPhases(phaseRun, 'HTTP PostgreSQL', pgServer.port, pgData, pgAmounts, pgUrl);
    httpPg = results;
    // `--bids`: the bid path alone (raw bound, command, HTTP), e.g. to profile the server with BENCH_SERVER_NODE_ARGS.
    if (bidsOnly) return printBidRatios(raw, rawBefore, command, httpPg);
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

    // (e) before (c) and (g): after 10,000 sockets are opened and closed, the machine sends answers of a few KiB
    // slower for a minute or two, whatever process sends them (a fresh hello world sending 5.5 KiB: 62 % of its own
    // rate right after the fan-out, 87–89 % once settled), which the reads' ratios would carry.
    reads = await publicReads(pgServer.port);
    fan = await fanOutPhase([pgServer], bidders.slice(0, 2), pgData, pgAmounts);
    notices = await noticesPhase(pgServer.port, pgUrl, noticeUsers);
  } finally {
    await pgServer.stop();
  }
  // (c) again over a cluster of three instances, a third of the subscribers on each.
  await fanOutOnInstances(pgUrl, pgData, pgAmounts, 3);

  // (d) The embedded database: data written into a PGlite folder, then the server started on it.
  const dataDir = path.join(tmp, 'pglite-server');
  log('setting up embedded (PGlite) data');
  const liteData = await setUpBenchData({ dataDir }, Math.max(...CONCURRENCY));
  const liteServer = await startServer({ port: await freePort(), dataDir, label: 'PGlite' });
  log(`server on PGlite at ${liteServer.base}`);
  let httpLite: Map<string, PhaseStats>;
  try {
    httpLite = (await httpPhases(phaseRun, 'HTTP PGlite', liteServer.port, liteData, new Amounts())).results;
  } finally {
    await liteServer.stop();
  }

  // (f) Uploads and the event loop, on a server of their own and a database of their own.
  const uploads = await uploadPhases({ tmp, log, watched, databaseUrl: await createDatabase('portal_uploads') });

  // (k) The documents, in this process, with the servers stopped.
  await watched(async () => {
    await documentsPhase({ log, quick });
    return {};
  });
  // (i) The start, last: its servers leave nothing behind for the other phases.
  await watched(async () => {
    await startPhase({ tmp, log });
    return {};
  });

  printTable({ raw, rawBefore, command, httpPg, httpLite, open, openRate, fan });
  printNoticeTable(notices);
  printPublicReadTable(reads, TARGET_PUBLIC_RATIO, READ_CONNECTIONS);
  printUploadTable(uploads);
  await growth();
  printTargets();
  log(
    `done in ${Math.round((Date.now() - started) / 1000)} s; load average now ${os.loadavg()[0].toFixed(1)} ` +
      `(other processes on the machine share the cores and skew the figures)`,
  );
}

/** (c) against running servers on one PostgreSQL: the subscribers spread over them, the bids sent to the first. */
async function fanOutPhase(servers: ServerProcess[], bidders: SignedIn[], data: BenchData, amounts: Amounts) {
  // One instance holds the plan's subscribers; a cluster of three holds half as many again, a third on each.
  const subscribers = servers.length > 1 ? (PLAN.subscribers / 2) * servers.length : PLAN.subscribers;
  const fan = await watched(() => {
    log(`fan-out: connecting ${subscribers} STOMP subscribers to ${servers.length} instance(s)`);
    return fanOut({
      ports: servers.map((s) => s.port),
      serverPids: servers.map((s) => s.pid),
      auctionId: data.auctionId,
      lotId: data.fanOutLotId,
      bidders,
      amounts,
      subscribers,
      bids: PLAN.fanOutBids,
      gapMs: PLAN.gapMs,
    });
  });
  log(fanOutLine(fan));
  recordFanOutTarget(fan);
  return fan;
}

/** `--fan-out` (one instance) or `--fan-out-cluster` (`size` instances on the one database). */
async function fanOutPhaseOnly(pgUrl: string, data: BenchData, amounts: Amounts, size: number) {
  await fanOutOnInstances(pgUrl, data, amounts, size);
  printTargets();
}

/** (c) on `size` servers of its own on the one database, started for it and stopped after. */
async function fanOutOnInstances(pgUrl: string, data: BenchData, amounts: Amounts, size: number) {
  const servers: ServerProcess[] = [];
  try {
    // The first alone (it migrates), then the others.
    for (let i = 0; i < size; i++) {
      servers.push(
        await startServer({
          port: await freePort(),
          dataDir: path.join(tmp, `pg-server-${i + 1}`),
          databaseUrl: pgUrl,
          label: size > 1 ? String(i + 1) : 'PostgreSQL',
        }),
      );
    }
    log(`${size} server(s) on PostgreSQL at ${servers.map((s) => s.base).join(', ')}`);
    const bidders = await signIn(servers[0].port, data.bidders.slice(0, 2), SESSIONS_PER_BIDDER);
    return await fanOutPhase(servers, bidders, data, amounts);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
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

/** (h) on a database of its own, with servers of its own. */
async function growth() {
  // A few seconds per read and step: 6 reads × 4 steps.
  const [warmupMs, durationMs] = quick ? [1000, 3000] : [2000, 5000];
  const databaseUrl = await createDatabase('portal_growth');
  printGrowthTable(await dataGrowthPhase({ adminUrl: adminUrl!, databaseUrl, tmp, quick, warmupMs, durationMs, log }));
}

/** A new database on the bench's cluster; its URL. */
const createDatabase = (name: string) => createBenchDatabase(adminUrl!, name);

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
