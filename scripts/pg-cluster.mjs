// A throw-away PostgreSQL cluster from Debian's postgresql in a temporary folder on a free port, for
// `npm run test:pg` and `npm run bench`. As root the cluster belongs to the postgres user (PostgreSQL
// refuses to run as root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Settings of the throw-away cluster: no durability (nothing here must survive a crash), room for many
 * connections. Both scripts use these, so the bench measures the cluster the tests run on.
 */
export const CLUSTER_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=200'];

/** The newest installed server's bin folder (/usr/lib/postgresql/<v>/bin), or null. */
export function findBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * initdb + pg_ctl start in a new temporary folder. Answers the superuser URL, the server version, the
 * postmaster's pid and `stop()`, which stops the cluster (immediate) and removes the folder; safe to call more than once.
 * Throws with an install hint when the binaries are missing.
 */
export async function startCluster({ settings = CLUSTER_SETTINGS, prefix = 'portal-pg-' } = {}) {
  const bin = findBinDir();
  if (!bin)
    throw new Error('PostgreSQL server binaries not found. Install them with: sudo apt-get install -y postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) => {
    const full = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    execFileSync(full[0], full[1], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const data = path.join(dir, 'data');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // never started, or already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
    const port = await freePort();
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
    const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...settings.map((s) => `-c ${s}`)];
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', 'start', '-o', options.join(' ')]);
    const version = path.basename(path.dirname(bin));
    // The postmaster's pid is the first line of postmaster.pid (its processes are its children).
    const pid = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, version, settings, pid, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
