// `npm run chaos [-- --quick] [-- --ha]`: the fault test of several instances (apps/server/bench/chaos/main.ts) on a
// throw-away PostgreSQL (pg-cluster.mjs), which the run restarts once; with --ha on a primary and a synchronous
// standby under pg_auto_failover (pg-ha.mjs), whose primary the run kills. The database is removed after.
import path from 'node:path';
import { runOnThrowawayCluster } from './cluster-run.mjs';
import { findBinDir } from './pg-cluster.mjs';

const ha = process.argv.includes('--ha');
await runOnThrowawayCluster({
  // Durable, unlike the test cluster: the run stops it at once and checks that no acknowledged bid was lost.
  prefix: ha ? 'portal-chaos-ha-' : 'portal-chaos-pg-',
  settings: ['max_connections=200'],
  ha,
  program: 'apps/server/bench/chaos/main.ts',
  args: process.argv.slice(2),
  env: (database) =>
    ha
      ? { CHAOS_PG_URL: database.url, CHAOS_HA: '1' }
      : { CHAOS_PG_URL: database.url, CHAOS_PG_DATA: path.join(database.dir, 'data'), CHAOS_PG_BIN: findBinDir() },
});
