import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../platform/db/database';
import { seed } from '../seed';

/**
 * Migrates and seeds an in-memory database and writes it as two tar files into the folder it is given: `migrated.tar`
 * (migrated only) and `pglite.tar` (with the demo data). Run by global-setup.ts in a process of its own, so the web's
 * and the contracts' tests run meanwhile; each file appears whole (written aside, then renamed), and the server's
 * test files wait for it (templateBytes in template-files.ts).
 */
const [folder] = process.argv.slice(2);
const database = await openDatabase({ inMemory: true });
const dump = async (name: string) => {
  const file = path.join(folder, name);
  fs.writeFileSync(`${file}.part`, Buffer.from(await (await database.dump!()).arrayBuffer()));
  fs.renameSync(`${file}.part`, file);
};
await dump('migrated.tar');
await seed(database.db, { demoSeed: true });
await dump('pglite.tar');
await database.close();
