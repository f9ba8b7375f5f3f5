import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../platform/db/database';
import { seed } from '../seed';
import { drizzleRows, templateRowsOf } from './template-rows';

/**
 * Migrates and seeds an in-memory database and writes it as two tar files into the folder it is given: `migrated.tar`
 * (migrated only) and `pglite.tar` (with the demo data), each with its rows beside it (`<tar>.json`, template-rows.ts).
 * Run by global-setup.ts in a process of its own, so the web's and the contracts' tests run meanwhile; each tar
 * appears whole (written aside, then renamed) after its rows, and the server's test files wait for it (templateBytes
 * in template-files.ts).
 */
const [folder] = process.argv.slice(2);
const database = await openDatabase({ inMemory: true });
const rowsOf = drizzleRows(database.db);
const dump = async (name: string) => {
  const file = path.join(folder, name);
  // A copy of a dump taken without a checkpoint starts by replaying the WAL since the last one, which moves every
  // sequence used on by the values it logged ahead (32): after a checkpoint a copy holds what the rows below say.
  await rowsOf('checkpoint');
  fs.writeFileSync(`${file}.json`, JSON.stringify(await templateRowsOf(rowsOf)));
  fs.writeFileSync(`${file}.part`, Buffer.from(await (await database.dump!()).arrayBuffer()));
  fs.renameSync(`${file}.part`, file);
};
await dump('migrated.tar');
await seed(database.db, { demoSeed: true });
await dump('pglite.tar');
await database.close();
