// `npm start`: builds the web app and the server when they have not been built or their sources are newer than the
// build, then runs the built server, `node apps/server/dist/main.js` (embedded database in ./data unless DATABASE_URL
// is set). A tree installed without the development packages (`npm ci --omit=dev`) runs the builds it has.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServerIfStale, newestChange } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

// What the web build is made of: its sources, its static files and the contracts it imports.
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];
const built = newestChange(['apps/web/dist/index.html']);
const stale = built > 0 && newestChange(WEB_SOURCES) > built;
const canBuild = fs.existsSync(path.join(root, 'node_modules/vite'));
if (built === 0 || (stale && canBuild)) {
  console.log(
    built === 0
      ? 'Building the web application (first start)…'
      : 'Building the web application (its sources changed since the last build)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (stale) {
  console.log(
    "The web application's sources are newer than its build, and vite is not installed: serving the build as it is.",
  );
}

try {
  await buildServerIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
