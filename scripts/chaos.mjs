// `npm run chaos [-- --quick]`: the fault test of several instances (apps/server/bench/chaos/main.ts) on a
// throw-away PostgreSQL (pg-cluster.mjs), which the run restarts once; the cluster is removed after.
import path from 'node:path';
import { runOnThrowawayCluster } from './cluster-run.mjs';
import { findBinDir } from './pg-cluster.mjs';

await runOnThrowawayCluster({
  // Durable, unlike the test cluster: the run stops it at once and checks that no acknowledged bid was lost.
  prefix: 'portal-chaos-pg-',
  settings: ['max_connections=200'],
  program: 'apps/server/bench/chaos/main.ts',
  args: process.argv.slice(2),
  env: (database) => ({
    CHAOS_PG_URL: database.url,
    CHAOS_PG_DATA: path.join(database.dir, 'data'),
    CHAOS_PG_BIN: findBinDir(),
  }),
});
