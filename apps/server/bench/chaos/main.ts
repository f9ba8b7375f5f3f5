// `npm run chaos [-- --quick]` (scripts/chaos.mjs starts the throw-away PostgreSQL and runs this file with tsx).
// Three instances behind nginx; bidders through nginx, watchers on every instance; midway one instance is
// killed with SIGKILL and started again, later PostgreSQL is restarted; then the history is checked. With --ha
// (a primary and a synchronous standby under pg_auto_failover) the primary is killed with SIGKILL after a third of
// the bids instead, and the old primary started again to rejoin as standby (failover.ts).
// Exits 1 when the checker finds anything wrong (CI runs the quick form).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PublicAuction } from '@portal/contracts/public-auctions';
import { startTestSmtpServer } from '../../src/modules/mail/smtp-test-server';
import { startPortalCluster } from '../cluster';
import { signIn } from '../http-bids';
import { killServers } from '../server-process';
import { setUpBenchData } from '../setup';
import { runBidders } from './bidders';
import { killPrimary, untilFormationHealthy, type Failover } from './failover';
import { checkHistory, clean, type Findings } from './history';
import { startWatcher } from './watchers';

const quick = process.argv.includes('--quick');
const ha = process.env.CHAOS_HA === '1';
const name = `chaos${ha ? ' --ha' : ''}${quick ? ' (quick)' : ''}`;
const PLAN = quick
  ? { bidders: 50, lots: 20, bids: 2_000, watchersPerInstance: 2, endInMs: 75_000 }
  : { bidders: 50, lots: 20, bids: 10_000, watchersPerInstance: 4, endInMs: 300_000 };
// With --ha the lots stay open a minute longer: the failover (about 10–20 s) falls inside the bidding, and the
// formation's two nodes and monitor start slower on a busy machine.
if (ha) PLAN.endInMs += 60_000;

/** The servers' scheduler starts the auction this long after the data is made (the cluster is up by then). */
const START_IN_MS = 30_000;

const databaseUrl = process.env.CHAOS_PG_URL;
const pgData = process.env.CHAOS_PG_DATA;
const pgBin = process.env.CHAOS_PG_BIN;
if (!databaseUrl || (!ha && (!pgData || !pgBin))) {
  console.error('CHAOS_PG_URL, CHAOS_PG_DATA and CHAOS_PG_BIN are not set: run `npm run chaos` (scripts/chaos.mjs).');
  process.exit(1);
}
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-chaos-'));
process.on('exit', () => {
  killServers();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Stops PostgreSQL at once (as a crash would) and starts it again with the same options. */
async function restartPostgres(): Promise<void> {
  const args = ['-D', pgData!, '-m', 'immediate', '-w', 'restart'];
  const pgCtl = path.join(pgBin!, 'pg_ctl');
  const [command, all] =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args]] : [pgCtl, args];
  // 'exit', not the end of its output: the server it starts keeps inherited pipes open, so no pipes at all.
  const child = spawn(command, all, { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`pg_ctl restart exited with ${code}`);
}

async function main(): Promise<Findings> {
  const started = Date.now();
  log(`${name}: ${PLAN.bidders} bidders, ${PLAN.bids} bids on ${PLAN.lots} lots`);
  const data = await setUpBenchData({ databaseUrl }, PLAN.bidders, {
    spreadLots: PLAN.lots,
    endInMs: PLAN.endInMs,
    antiSniping: false,
    startInMs: START_IN_MS,
  });
  const endsAt = started + PLAN.endInMs;
  const smtp = await startTestSmtpServer();
  const cluster = await startPortalCluster({
    databaseUrl: databaseUrl!,
    size: 3,
    dir,
    env: { AUCTION_CLOCK: '1', SMTP_URL: smtp.url, MAIL_POLL_MS: '500', LOG_LEVEL: 'error' },
  });
  log(`cluster up: ${cluster.url} → ${cluster.instances.map((i) => i.port).join(', ')}`);
  const port = Number(new URL(cluster.url).port);
  const bidders = await signIn(port, data.bidders, 1);
  await untilAuction(cluster.url, data.auctionId, 'RUNNING', START_IN_MS + 30_000);
  log('the scheduler started the auction');
  const lotIds = data.spreadLotIds;
  const watchers = await Promise.all(
    cluster.instances.flatMap((instance, i) =>
      Array.from({ length: PLAN.watchersPerInstance }, (_, k) =>
        startWatcher({
          label: `watcher ${i + 1}.${k + 1}`,
          socketBase: instance.base,
          httpBase: cluster.url,
          lotIds,
          address: `10.250.${i}.${k + 1}`,
        }),
      ),
    ),
  );
  log(`${bidders.length} bidders signed in, ${watchers.length} watchers subscribed; bidding`);

  if (ha)
    log(
      `formation: ${(await untilFormationHealthy()).map((n) => `${n.nodename} ${n.current_group_state}`).join(', ')}`,
    );
  const faults: Array<Promise<void>> = [];
  let failover: Failover | undefined;
  let killed = false;
  let restarted = false;
  const tally = await runBidders({
    port,
    auctionId: data.auctionId,
    lotIds,
    bidders,
    total: PLAN.bids,
    stop: () => Date.now() > endsAt - 5_000,
    onSent: (sent) => {
      if (ha) {
        if (!killed && sent >= PLAN.bids / 3) {
          killed = true;
          log(`${sent} bids sent`);
          faults.push(killPrimary(databaseUrl!, log).then((figures) => void (failover = figures)));
        }
        return;
      }
      if (!killed && sent >= PLAN.bids / 3) {
        killed = true;
        faults.push(
          (async () => {
            log(`${sent} bids sent; SIGKILL instance 2`);
            await cluster.killInstance(1);
            await new Promise((resolve) => setTimeout(resolve, 2_000));
            await cluster.startInstance(1);
            log('instance 2 started again');
          })(),
        );
      }
      if (!restarted && sent >= (PLAN.bids * 2) / 3) {
        restarted = true;
        faults.push(
          (async () => {
            log(`${sent} bids sent; PostgreSQL stopped at once (as in a crash), starting again`);
            await restartPostgres();
            log('PostgreSQL back');
          })(),
        );
      }
    },
  });
  await Promise.all(faults);
  log(`bidding done: ${tally.sent} sent, ${tally.accepted.length} accepted; waiting for the lots to close`);

  await untilAuction(cluster.url, data.auctionId, 'FINISHED', Math.max(0, endsAt - Date.now()) + 60_000);
  // The closing mails: until the outbox is drained (the senders poll every 500 ms).
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  for (const watcher of watchers) await watcher.finish();
  await cluster.stop();
  await smtp.close();
  const findings = await checkHistory({
    databaseUrl: databaseUrl!,
    auctionId: data.auctionId,
    tally,
    watchers,
    mails: smtp.messages,
  });
  print(tally, findings, Date.now() - started, failover);
  return findings;
}

/** Waits until the auction has `status` (read through nginx), or throws after `timeoutMs`. */
async function untilAuction(base: string, auctionId: number, status: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The auction's status is the public auction's (lot_bids answers its lots alone, keyed by lot id).
    const res = await fetch(`${base}/data/rest/auctions/public/${auctionId}`).catch(() => undefined);
    const answer: PublicAuction | undefined = res?.ok ? ((await res.json()) as PublicAuction) : undefined;
    if (answer?.status === status) return;
    if (Date.now() > deadline) throw new Error(`auction ${auctionId} did not become ${status} in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function print(tally: Awaited<ReturnType<typeof runBidders>>, f: Findings, ms: number, failover?: Failover) {
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  // A bid sent after the kill can only have been kept by the new primary.
  const firstAfter =
    failover && Math.min(...tally.accepted.filter((b) => b.sentAt > failover.killedAt).map((b) => b.answeredAt));
  const lines = [
    '',
    `${name} in ${Math.round(ms / 1000)} s`,
    ...(failover
      ? [
          `  primary ${failover.killed} killed (SIGKILL); before: ${failover.syncBefore}`,
          `  without a primary ${seconds(failover.withoutPrimaryMs)}; first bid accepted after the kill ` +
            `${firstAfter && Number.isFinite(firstAfter) ? seconds(firstAfter - failover.killedAt) : 'never'}; ` +
            `old primary a standby again after ${seconds(failover.rejoinedMs)}; keepers started again by their ` +
            `supervisor: ${
              Object.entries(failover.keeperRestarts)
                .map(([n, c]) => `${n} ${c}×`)
                .join(', ') || 'none'
            }`,
        ]
      : []),
    `  bids sent ${tally.sent}, accepted ${tally.accepted.length}, in the table ${f.counts.bids} on ${f.counts.lots} lots`,
    `  refused by key: ${JSON.stringify(tally.refused)}`,
    `  sent again with the same Idempotency-Key ${tally.resends} times, after ${JSON.stringify(tally.unsettled)}; ` +
      `answered from the table (kept by a send whose answer was lost) ${f.answeredFromTable}`,
    `  lost ${f.lost}, out of order ${f.outOfOrder}, gaps in a connection ${f.gaps}`,
    `  kept without a 200: ${f.keptUnanswered} from the ${tally.unanswered.length} bids never answered (5xx, ` +
      `connection broken), ${f.unexplained.length} from none`,
    `  watchers ${f.counts.watcherReconnects} reconnects; views unequal to the table after resync: ${f.watcherMismatches.length}`,
    `  acknowledged bids lost ${f.lost}; lot rules broken: ${f.lotViolations.length}; ` +
      `closes not exactly once (duplicate closings): ${f.closeViolations.length}`,
    `  mail sent ${f.counts.mailsSent}, received twice ${f.mailDuplicates}, never received ${f.mailMissing}`,
    ...[...f.unexplained, ...f.lotViolations, ...f.watcherMismatches, ...f.closeViolations, ...f.anomalies]
      .slice(0, 20)
      .map((s) => `    ${s}`),
    clean(f) ? 'PASSED' : 'FAILED',
  ];
  console.log(lines.join('\n'));
}

main().then(
  (findings) => process.exit(clean(findings) ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
