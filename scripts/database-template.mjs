// The embedded database's template (docs/adr/0100, 0101): a PGlite data folder with every migration applied, in
// apps/server/dist/assets/empty-database, made by the server's build. A fresh data folder is a copy of it instead of
// PostgreSQL's initdb and every migration at the first start (about 3 s of 4 on a 2-core machine). It holds the
// reference data too, seeded by the build's own seed code (ADR 0116). The folder is made again only when the
// migrations, PGlite or that code change: its key is their hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'apps/server/migrations');
export const TEMPLATE_DIR = 'empty-database';
const KEY_FILE = 'empty-database.json';

/**
 * The hash of every migration (SQL and journal), the installed PGlite's version and the built files that seed the
 * reference data (`referenceFiles`: the entry and the chunks it loads).
 */
function templateKey(referenceFiles) {
  const hash = crypto.createHash('sha256');
  const visit = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) visit(file);
      else hash.update(`${path.relative(migrationsDir, file)}\0`).update(fs.readFileSync(file));
    }
  };
  visit(migrationsDir);
  const pglite = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  hash.update(`pglite ${pglite.version}`);
  // What the folder holds besides the migrations: a template made before it held one database is made again.
  hash.update('one database');
  for (const file of referenceFiles) hash.update(`\0${path.basename(file)}\0`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/**
 * Where an earlier build's template and its key file wait while the build empties its folder (beside it: a rename,
 * not a copy). The key file sits beside the template, not in it: the server copies the folder as it is.
 */
const keptFolder = (assetsDir) => `${path.dirname(assetsDir)}.kept-template`;

/** The total size of the files in a folder. */
function folderBytes(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** Moves the template of an earlier build in `assetsDir` aside before the build empties the folder; its key. */
export function keepTemplate(assetsDir) {
  const aside = keptFolder(assetsDir);
  try {
    if (!fs.existsSync(aside)) {
      fs.mkdirSync(aside);
      for (const name of [TEMPLATE_DIR, KEY_FILE]) fs.renameSync(path.join(assetsDir, name), path.join(aside, name));
    }
    return JSON.parse(fs.readFileSync(path.join(aside, KEY_FILE), 'utf8')).key;
  } catch {
    fs.rmSync(aside, { recursive: true, force: true });
    return undefined;
  }
}

/**
 * Writes the template into `assetsDir`: the kept one when its key still holds, else a new one (PGlite on a new
 * folder, the server's migrations by Drizzle's migrator, as the server runs them, the reference data by the built
 * `reference.entry`'s `seedTemplate`, then closed).
 */
export async function writeDatabaseTemplate(assetsDir, keptKey, reference) {
  const key = templateKey(reference.files);
  const folder = path.join(assetsDir, TEMPLATE_DIR);
  const aside = keptFolder(assetsDir);
  const made = keptKey !== key;
  fs.mkdirSync(assetsDir, { recursive: true });
  if (made) {
    fs.rmSync(aside, { recursive: true, force: true });
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = new PGlite({ dataDir: folder });
    try {
      await client.waitReady;
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
      const { seedTemplate } = await import(pathToFileURL(reference.entry).href);
      await seedTemplate(client, key);
      // One database, the server's: PostgreSQL's template0 and template1 (600 of some 1,500 files, 14 MB) serve only
      // CREATE DATABASE, which the embedded database never runs, and each new data folder copied them (ADR 0109).
      // One statement each: DROP DATABASE runs outside a transaction.
      await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
      await client.exec('drop database template0');
      await client.exec('drop database template1');
      await client.exec('checkpoint');
    } finally {
      await client.close();
    }
    fs.writeFileSync(path.join(assetsDir, KEY_FILE), `${JSON.stringify({ key })}\n`);
  } else {
    fs.renameSync(path.join(aside, TEMPLATE_DIR), folder);
    fs.renameSync(path.join(aside, KEY_FILE), path.join(assetsDir, KEY_FILE));
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return { key, made, bytes: folderBytes(folder) };
}
