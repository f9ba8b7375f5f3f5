// `npm run chaos [-- --quick]`: the fault test of several instances (apps/server/bench/chaos/main.ts) on a
// throw-away PostgreSQL (pg-cluster.mjs), which the run restarts once; the cluster is removed after.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDebianPackages } from './debian-packages.mjs';
import { findBinDir, startCluster } from './pg-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');

let database;
try {
  ensureDebianPackages();
  // Durable, unlike the test cluster: the run stops it at once and checks that no acknowledged bid was lost.
  database = await startCluster({ prefix: 'portal-chaos-pg-', settings: ['max_connections=200'] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.on('exit', () => database.stop());

const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'apps/server/bench/chaos/main.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHAOS_PG_URL: database.url,
      CHAOS_PG_DATA: path.join(database.dir, 'data'),
      CHAOS_PG_BIN: findBinDir(),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  database.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
