// `npm run test:pg`: runs the server test suite against a real PostgreSQL. Starts a throw-away
// cluster from Debian's postgresql in a temporary folder on a free port, and removes it after.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function findBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const bin = findBinDir();
if (!bin) {
  console.error('PostgreSQL server binaries not found. Install them with: sudo apt-get install -y postgresql');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
// PostgreSQL refuses to run as root; as root the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0;
const run = (cmd, args) => {
  const full = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
    : [path.join(bin, cmd), args];
  execFileSync(full[0], full[1], { stdio: ['ignore', 'ignore', 'inherit'] });
};
if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);

const port = await freePort();
const data = path.join(dir, 'data');
let status;
try {
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-instructions']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
  ]);
  console.log(`PostgreSQL test cluster on 127.0.0.1:${port}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_PG_URL: `postgres://postgres@127.0.0.1:${port}/postgres` },
  });
  status = result.status ?? 1;
} finally {
  try {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  } catch {
    // already stopped
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
