// `npm run cluster [-- --ha]`: a throw-away PostgreSQL (pg-cluster.mjs) or, with --ha, a primary and a synchronous
// standby under pg_auto_failover (pg-ha.mjs), three server instances on it and Debian's nginx in front
// (apps/server/bench/cluster-main.ts); builds the web app first when it has not been built.
// Ctrl-C stops all of it and removes its folders. See docs/deployment.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runOnThrowawayCluster } from './cluster-run.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web application (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const ha = process.argv.includes('--ha');
await runOnThrowawayCluster({
  prefix: ha ? 'portal-cluster-ha-' : 'portal-cluster-pg-',
  ha,
  program: 'apps/server/bench/cluster-main.ts',
  env: (database) => ({
    CLUSTER_PG_URL: database.url,
    ...(ha ? { CLUSTER_HA_MONITOR: database.monitorUrl } : {}),
  }),
});
