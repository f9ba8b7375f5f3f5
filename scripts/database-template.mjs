// The embedded database's template (docs/adr/0100): a PGlite data folder with every migration applied, as a gzipped
// tar archive in apps/server/dist/assets, made by the server's build. A fresh data folder starts from it instead of
// running PostgreSQL's initdb and every migration at the first start (about 3 s of 4 on a 2-core machine). The
// archive is made again only when the migrations or PGlite change: its key is their hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'apps/server/migrations');
export const TEMPLATE_FILE = 'empty-database.tar.gz';
const KEY_FILE = 'empty-database.json';

/** The hash of every migration (SQL and journal) and the installed PGlite's version. */
function templateKey() {
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
  return hash.digest('hex');
}

/** The template of an earlier build in `assetsDir`, read before the build empties the folder. */
export function keptTemplate(assetsDir) {
  try {
    const key = JSON.parse(fs.readFileSync(path.join(assetsDir, KEY_FILE), 'utf8')).key;
    return { key, archive: fs.readFileSync(path.join(assetsDir, TEMPLATE_FILE)) };
  } catch {
    return undefined;
  }
}

/**
 * Writes the template into `assetsDir`: the kept one when its key still holds, else a new one (an in-memory PGlite,
 * the server's migrations by Drizzle's migrator, as the server runs them, then the data folder's dump).
 */
export async function writeDatabaseTemplate(assetsDir, kept) {
  const key = templateKey();
  let archive = kept?.key === key ? kept.archive : undefined;
  if (!archive) {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = new PGlite();
    try {
      await client.waitReady;
      await migrate(drizzle(client), { migrationsFolder: migrationsDir });
      archive = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  }
  fs.mkdirSync(assetsDir, { recursive: true });
  fs.writeFileSync(path.join(assetsDir, TEMPLATE_FILE), archive);
  fs.writeFileSync(path.join(assetsDir, KEY_FILE), `${JSON.stringify({ key })}\n`);
  return { key, made: archive !== kept?.archive, bytes: archive.length };
}
