// `npm run test:pg`: runs the server test suite against a real PostgreSQL. Starts a throw-away
// cluster from Debian's postgresql in a temporary folder on a free port, and removes it after.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');

let cluster;
try {
  cluster = await startCluster();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let status;
try {
  console.log(`PostgreSQL test cluster on 127.0.0.1:${cluster.port}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_PG_URL: cluster.url },
  });
  status = result.status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
