// What `npm run cluster` and `npm run chaos` need from Debian, installed when missing (as .ci/run does for the
// tests): PostgreSQL's server binaries and nginx, with `--ha` also pg_auto_failover (scripts/pg-ha.mjs). Without
// apt-get it says what to install and stops.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { findBinDir } from './pg-cluster.mjs';

const NEEDED = [
  { name: 'postgresql', present: () => findBinDir() !== null },
  { name: 'nginx-light', present: () => fs.existsSync('/usr/sbin/nginx') },
];
/** The highly available form (`--ha`): pg_auto_failover for the installed PostgreSQL 15, with its monitor. */
const NEEDED_HA = [{ name: 'postgresql-15-auto-failover', present: () => fs.existsSync('/usr/bin/pg_autoctl') }];

export function ensureDebianPackages({ ha = false } = {}) {
  const missing = [...NEEDED, ...(ha ? NEEDED_HA : [])].filter((p) => !p.present()).map((p) => p.name);
  if (missing.length === 0) return;
  const hint = `sudo apt-get install -y ${missing.join(' ')}`;
  if (spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) {
    throw new Error(`Missing ${missing.join(', ')}; install them (on Debian: ${hint}).`);
  }
  console.log(`Installing from Debian: ${missing.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...missing],
  ]) {
    const [command, ...rest] = [...sudo, ...args];
    if (spawnSync(command, rest, { stdio: 'inherit', env }).status !== 0) {
      throw new Error(`Installing ${missing.join(', ')} failed; install them by hand: ${hint}`);
    }
  }
}
