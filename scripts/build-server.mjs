// Builds the server into JavaScript (`node scripts/build-server.mjs`; `npm start` runs it when the server's sources
// are newer than the build): one esbuild bundle of apps/server/src with @portal/contracts and the plain JavaScript
// packages it imports inside it (KEPT_OUTSIDE are left to node_modules), → apps/server/dist/main.js (chunks beside
// it, loaded when main.ts imports them), and every other entry the server starts, each beside it: the content-check
// worker threads (disarm-worker.js), the document threads (pdf-document-worker.js, ADR 0117) and the storage migration
// (storage-migrate.js); and reference-seed.js, which only the build runs (it seeds the embedded database's template,
// ADR 0116). The running server needs no TypeScript compiler; `npm run dev` and the tests still run the sources with
// tsx and Vitest.
//
// Files the sources read beside themselves (`new URL('./word-list.txt', import.meta.url)`) are copied to dist/assets
// and the reference rewritten to the copy; folders outside the sources (migrations, the web app's language files) are
// found from the server's folder (src/platform/server-files.ts). Any other use of `import.meta.url` or
// `import.meta.dirname` in the server's sources fails the build: it would point into dist once bundled.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { keepTemplate, writeDatabaseTemplate } from './database-template.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const serverSrc = path.join(serverDir, 'src');

/** The built entries: name in dist → source. */
export const SERVER_ENTRIES = {
  main: 'src/main.ts',
  'disarm-worker': 'src/modules/attachments/disarm/worker.ts',
  'pdf-document-worker': 'src/platform/pdf/document-worker.ts',
  'storage-migrate': 'src/storage-migrate.ts',
  // Run by the build alone: it seeds the reference data into the embedded database's template (ADR 0116).
  'reference-seed': 'src/reference-seed.ts',
};

/** The only file that may read its own location (it tells the sources' layout from the bundle's). */
const LOCATION_FILE = path.join(serverSrc, 'platform/server-files.ts');
const SIBLING_FILE = /new URL\((['"])\.\/([^'"]+)\1,\s*import\.meta\.url\)/g;
const OWN_REQUIRE = /createRequire\(import\.meta\.url\)/g;

/** Rewrites `new URL('./file', import.meta.url)` to a copy in dist/assets; refuses other location reads. */
function siblingFiles(outdir, copied) {
  return {
    name: 'sibling-files',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(serverSrc + path.sep) || args.path === LOCATION_FILE) return undefined;
        let text = await fs.promises.readFile(args.path, 'utf8');
        if (!text.includes('import.meta')) return undefined;
        text = text.replace(SIBLING_FILE, (_match, _quote, relative) => {
          const source = path.resolve(path.dirname(args.path), relative);
          if (!fs.existsSync(source)) throw new Error(`${args.path}: ${relative} does not exist`);
          if (/\.(ts|mjs|js)$/.test(relative)) return _match; // a worker's TypeScript entry, chosen at run time
          const name = path.basename(source);
          const earlier = copied.get(name);
          if (earlier && earlier !== source) throw new Error(`two files named ${name}: ${earlier} and ${source}`);
          copied.set(name, source);
          return `new URL(${JSON.stringify(`./assets/${name}`)}, import.meta.url)`;
        });
        const rest = text.replace(SIBLING_FILE, '').replace(OWN_REQUIRE, '');
        if (/import\.meta\.(url|dirname|filename)/.test(rest)) {
          throw new Error(
            `${path.relative(root, args.path)} reads its own location (import.meta), which is apps/server/dist once ` +
              "built: use src/platform/server-files.ts, or read a file beside it with new URL('./file', import.meta.url)",
          );
        }
        return { contents: text, loader: 'ts' };
      });
    },
  };
}

/**
 * The packages the bundle leaves to node_modules: native addons (argon2, sharp); packages that read files beside
 * themselves or start worker threads from their own folder (PGlite's WebAssembly and data, Swagger UI's pages, the
 * swagger plugin's package.json, pino's transports, piscina's workers); `pg`, which tries its optional native client
 * by name; and `ws`, which tries its optional native helpers by name. Every other package the sources import is
 * bundled: Node then neither resolves it nor scans its CommonJS exports at every start (0.15–0.25 s of an existing data
 * folder's start, docs/benchmarks.md). The libraries loaded where they are first used (`lazyPackage`) are required by
 * name at run time and stay in node_modules too. A bundled package that reads its own location fails the build
 * (`ownLocationReads`).
 */
export const KEPT_OUTSIDE = new Set([
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  'pg',
  'piscina',
  'pino',
  'sharp',
  'ws',
]);

/** The package a bare import names: `@scope/name` or `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** KEPT_OUTSIDE stays in node_modules; the workspace's contracts and every other package are bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (path.isAbsolute(args.path) || !KEPT_OUTSIDE.has(packageOf(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * In the bundle, CommonJS code of bundled packages requires the packages left outside: each file defines `require`
 * (esbuild's shim calls the one in scope; the sources' own `require` is renamed by esbuild).
 */
const REQUIRE_BANNER =
  "import { createRequire as createRequireOfBundle } from 'node:module';\nconst require = createRequireOfBundle(import.meta.url);";

/** esbuild's line above each bundled file's code: `// node_modules/<package>/<file>`, `// apps/…`, `// packages/…`. */
const SOURCE_LINE = /^\/\/ (?:node_modules\/((?:@[^/\s]+\/)?[^/\s]+)|apps|packages)\/\S+$/;
const LOCATION_READ = /\b__dirname\b|\b__filename\b|\bimport\.meta\b/;

/**
 * The bundled packages whose code reads its own location (`__dirname`, `__filename`, `import.meta`): in dist it would
 * be undefined or point into dist. The sources' own reads are siblingFiles' to check.
 */
export function ownLocationReads(outdir) {
  const found = new Set();
  for (const file of fs.readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
    let source = null;
    for (const line of fs.readFileSync(path.join(outdir, file), 'utf8').split('\n')) {
      const marker = SOURCE_LINE.exec(line);
      if (marker) source = marker[1] ?? null;
      else if (source && LOCATION_READ.test(line)) found.add(source);
    }
  }
  return [...found].sort();
}

/** The output files an entry loads (its own, and the chunks it imports, statically or not), paths from the root. */
function entryFiles(metafile, entry) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file) || !metafile.outputs[file]) return;
    files.add(file);
    for (const imported of metafile.outputs[file].imports) visit(imported.path);
  };
  visit(entry);
  return [...files].sort().map((file) => path.resolve(root, file));
}

/**
 * Builds the server into `outdir` (a folder directly in apps/server: the server finds its files from there) and
 * answers the packages the bundle imports.
 */
export async function buildServer({ outdir = path.join(serverDir, 'dist'), quiet = false } = {}) {
  const esbuild = await import('esbuild');
  const started = performance.now();
  if (path.dirname(path.resolve(outdir)) !== serverDir) throw new Error(`${outdir} is not a folder in ${serverDir}`);
  const keptKey = keepTemplate(path.join(outdir, 'assets'));
  fs.rmSync(outdir, { recursive: true, force: true });
  const copied = new Map();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(SERVER_ENTRIES).map(([n, s]) => [n, path.join(serverDir, s)])),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [packagesOutside, siblingFiles(outdir, copied)],
    banner: { js: REQUIRE_BANNER },
  });
  const reading = ownLocationReads(outdir);
  if (reading.length > 0)
    throw new Error(
      `bundled packages read their own location, which is apps/server/dist once bundled: ${reading.join(', ')}; ` +
        'add them to KEPT_OUTSIDE in scripts/build-server.mjs',
    );
  fs.mkdirSync(path.join(outdir, 'assets'), { recursive: true });
  for (const [name, source] of copied) fs.copyFileSync(source, path.join(outdir, 'assets', name));
  const template = await writeDatabaseTemplate(path.join(outdir, 'assets'), keptKey, {
    entry: path.join(outdir, 'reference-seed.js'),
    files: entryFiles(result.metafile, path.relative(root, path.join(outdir, 'reference-seed.js'))),
  });
  // What this build is, for the seed's fingerprint (ADR 0100): its JavaScript and the migrations of its template.
  const id = crypto.createHash('sha256').update(template.key);
  for (const file of Object.keys(result.metafile.outputs)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    id.update(fs.readFileSync(path.resolve(root, file)));
  }
  fs.writeFileSync(path.join(outdir, 'assets', 'build.json'), `${JSON.stringify({ id: id.digest('hex') })}\n`);
  const packages = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const parts = imported.path.split('/');
      packages.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  fs.writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
  if (!quiet) {
    const bytes = Object.entries(result.metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .reduce((sum, [, o]) => sum + o.bytes, 0);
    console.log(
      `Server built into ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms ` +
        `(${(bytes / 1024 / 1024).toFixed(1)} MB of JavaScript, ${copied.size} files beside it; the embedded ` +
        `database's template ${template.made ? 'made' : 'kept'}, ${(template.bytes / 1024 / 1024).toFixed(1)} MB)`,
    );
  }
  return { packages: [...packages].sort() };
}

/** The newest modification time of the files under these folders and files (0 when none exists). */
export function newestChange(paths) {
  let newest = 0;
  const visit = (file) => {
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(file)) if (name !== 'node_modules') visit(path.join(file, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.resolve(root, p));
  return newest;
}

/** What the server's build is made of: its sources and migrations, the contracts, the lock file and its scripts. */
const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/migrations',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/database-template.mjs',
];

/**
 * Builds the server when it has not been built or its sources are newer than the build (`npm start`, the browser
 * tests, the bench). A built tree installed without the development packages (`npm ci --omit=dev`, no esbuild) runs
 * the build it has.
 */
export async function buildServerIfStale() {
  const built = newestChange(['apps/server/dist/main.js']);
  if (built > 0 && newestChange(SERVER_SOURCES) <= built) return;
  if (
    built > 0 &&
    !(await import('esbuild').then(
      () => true,
      () => false,
    ))
  ) {
    console.log(
      "The server's sources are newer than its build, and esbuild is not installed: running the build as it is.",
    );
    return;
  }
  console.log(
    built === 0
      ? 'Building the server (first start)…'
      : 'Building the server (its sources changed since the last build)…',
  );
  await buildServer();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
