// `npm run cluster`: a throw-away PostgreSQL (pg-cluster.mjs), three server instances on it and Debian's
// nginx in front (apps/server/bench/cluster-main.ts); builds the web app first when it has not been built.
// Ctrl-C stops all of it and removes its folders. See docs/deployment.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackages } from './debian-packages.mjs';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web application (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let database;
try {
  ensureDebianPackages();
  database = await startCluster({ prefix: 'portal-cluster-pg-' });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.on('exit', () => database.stop());

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/cluster-main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CLUSTER_PG_URL: database.url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  database.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
