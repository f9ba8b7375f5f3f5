// What `npm run cluster`, `npm run chaos` and `npm run proxy-check` share: Debian's packages (installed when
// missing), a throw-away PostgreSQL (pg-cluster.mjs) and a TypeScript program run on it with tsx; the cluster is
// stopped and removed when the program exits, on Ctrl-C and on any exit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDebianPackages } from './debian-packages.mjs';
import { startCluster } from './pg-cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the cluster (`prefix` names its folder; `settings` as startCluster's), then `node --import tsx <program>
 * ...args` from the repository's root with the variables `env(database)` answers; exits with the program's code.
 */
export async function runOnThrowawayCluster({ prefix, settings, program, args = [], env }) {
  let database;
  try {
    ensureDebianPackages();
    database = await startCluster({ prefix, settings });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  process.on('exit', () => database.stop());

  const child = spawn(process.execPath, ['--import', 'tsx', program, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env(database) },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    database.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
