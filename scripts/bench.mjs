// `npm run bench [-- --quick]`: the bid benchmark. Starts a throw-away PostgreSQL cluster (pg-cluster.mjs,
// the settings of `npm run test:pg`), runs apps/server/bench/main.ts with tsx against it, and removes the
// cluster after, also when the bench fails or is interrupted. See docs/benchmarks.md, "Bidding benchmark".
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');

// The start phase alone (`-- --start`) and the documents alone (`-- --documents`) need no PostgreSQL.
if (process.argv.includes('--start') || process.argv.includes('--documents')) {
  const bench = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/main.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => bench.kill(signal));
  bench.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await runWithCluster();
}

async function runWithCluster() {
  let cluster;
  try {
    cluster = await startCluster({ prefix: 'portal-bench-pg-' });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  process.on('exit', () => cluster.stop());

  const bench = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/main.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_PG_URL: cluster.url,
      BENCH_PG_VERSION: cluster.version,
      BENCH_PG_SETTINGS: cluster.settings.join(', '),
      BENCH_PG_PID: String(cluster.pid),
      // The cluster's server log (the growth phase reads the plans auto_explain writes there).
      BENCH_PG_LOG: path.join(cluster.dir, 'log'),
    },
  });
  // Ctrl-C reaches both processes; a signal sent to this one alone is passed on. The bench cleans up its
  // own servers and folders; the cluster is stopped when it has exited.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => bench.kill(signal));
  bench.on('exit', (code, signal) => {
    cluster.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
