// What `npm run cluster`, `npm run chaos` and `npm run proxy-check` share: Debian's packages (installed when
// missing), a throw-away PostgreSQL (pg-cluster.mjs) or, with `ha`, a primary and a synchronous standby under
// pg_auto_failover (pg-ha.mjs), and a TypeScript program run on it with tsx; the database is stopped and removed
// when the program exits, on Ctrl-C and on any exit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDebianPackages } from './debian-packages.mjs';
import { startCluster } from './pg-cluster.mjs';
import { startHaCluster } from './pg-ha.mjs';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Starts the database (`prefix` names its folder; `settings` as startCluster's; `ha` the pg_auto_failover
 * formation instead), then `node --import tsx <program> ...args` from the repository's root with the variables
 * `env(database)` answers; exits with the program's code. With `ha` the program may ask, over IPC, for the
 * formation's state and for a node to be killed or started again (answerHa).
 */
export async function runOnThrowawayCluster({ prefix, settings, program, args = [], env, ha = false }) {
  let database;
  try {
    ensureDebianPackages({ ha });
    if (ha) console.log('Starting the pg_auto_failover monitor, the primary and its synchronous standby…');
    database = ha ? await startHaCluster({ prefix }) : await startCluster({ prefix, settings });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const stopNow = () => (ha ? database.stopNow() : database.stop());
  process.on('exit', stopNow);

  const child = spawn(process.execPath, ['--import', 'tsx', program, ...args], {
    cwd: root,
    stdio: ha ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    env: { ...process.env, ...env(database) },
  });
  if (ha) child.on('message', (message) => answerHa(database, child, message));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    // A failed run under the formation shows what pg_auto_failover did, before stop() removes the logs.
    if (ha && code !== 0) console.error(database.logTails());
    void Promise.resolve(ha ? database.stop() : stopNow()).finally(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The program's requests on the formation: `state` (the monitor's view of every node), `kill-primary` (SIGKILL
 * of the primary's pg_autoctl and PostgreSQL; answers its index and the time), `start` (node `index`'s pg_autoctl
 * again) and `restarts` (how often the supervisor started a keeper again that had exited by itself).
 */
function answerHa(ha, child, message) {
  const { id, op, index } = message ?? {};
  let answer;
  try {
    if (op === 'state') answer = ha.state();
    else if (op === 'kill-primary') {
      const primary = ha.primary();
      if (!primary) throw new Error('no primary to kill');
      const at = ha.nodes.indexOf(primary);
      ha.kill(at);
      answer = { index: at, name: primary.name, killedAt: Date.now() };
    } else if (op === 'start') answer = ha.start(index) ?? null;
    else if (op === 'restarts') answer = ha.restarts();
    else throw new Error(`unknown request ${op}`);
    child.send({ id, answer });
  } catch (error) {
    child.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
