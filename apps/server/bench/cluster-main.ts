// `npm run cluster` (scripts/cluster.mjs starts the throw-away PostgreSQL and runs this file with tsx): three
// instances with the demo data on that PostgreSQL, nginx in front, until Ctrl-C. With --ha the database is a
// primary and a synchronous standby under pg_auto_failover: CLUSTER_PG_URL names both hosts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPortalCluster } from './cluster';
import { killServers } from './server-process';

const databaseUrl = process.env.CLUSTER_PG_URL;
if (!databaseUrl) {
  console.error('CLUSTER_PG_URL is not set: run `npm run cluster` (scripts/cluster.mjs).');
  process.exit(1);
}
const haMonitor = process.env.CLUSTER_HA_MONITOR;
const size = Number(process.env.CLUSTER_SIZE ?? 3);
const listen = Number(process.env.PORT ?? 8088);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
const webDist = path.resolve(import.meta.dirname, '../../web/dist');

const cluster = await startPortalCluster({
  databaseUrl,
  size,
  dir,
  listen,
  env: {
    DEMO_SEED: '1',
    AUCTION_CLOCK: '1',
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://localhost:${listen}`,
  },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killServers();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});

console.log(
  [
    '',
    `  Portal cluster ready on http://localhost:${listen}  (nginx → ${size} instances on ${
      haMonitor ? 'a primary and a synchronous standby' : 'one PostgreSQL'
    })`,
    ...cluster.instances.map((instance, i) => `    instance ${i + 1}: ${instance.base}`),
    ...(haMonitor
      ? [`    database: ${databaseUrl}`, `    pg_auto_failover monitor: ${haMonitor} (pg_autoctl show state)`]
      : []),
    '  Demo accounts as with `npm start` (password Demo#2026!). Ctrl-C stops everything and removes its data.',
    '',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().finally(() => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
