import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { holdsDatabase, pgliteFolder, startTemplateCopy } from './template-copy';

/** A new data folder starts as a copy of the build's template (ADR 0101), or as without one when it is broken. */
describe('a new embedded data folder and the template', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const folder = (name: string) => path.join(root, name);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const rows = async (database: Database, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> => {
    const result: unknown = await database.db.execute(query);
    return (result as { rows: Record<string, unknown>[] }).rows;
  };
  const migrations = async (database: Database) =>
    Number((await rows(database, sql`select count(*) as n from drizzle.__drizzle_migrations`))[0]?.n);

  it('is made as without a template when PGlite cannot open the template; a good one is copied', async () => {
    const broken = folder('broken');
    fs.mkdirSync(path.join(broken, 'base'), { recursive: true });
    fs.writeFileSync(path.join(broken, 'PG_VERSION'), '99\n');

    // The broken template is left aside: the folder is created and migrated as PGlite makes a new one.
    const made = await openDatabase({ dataDir: folder('made'), template: broken });
    const applied = await migrations(made);
    expect(applied).toBeGreaterThan(40);
    await made.db.execute(sql`create table template_marker (made_from text)`);
    await made.db.execute(sql`insert into template_marker values ('made')`);
    await made.close();
    const template = path.join(folder('made'), 'pglite');

    // A good template is copied and needs no migration.
    const copied = await openDatabase({ dataDir: folder('copied'), template });
    expect(await rows(copied, sql`select made_from from template_marker`)).toEqual([{ made_from: 'made' }]);
    expect(await migrations(copied)).toBe(applied);
    await copied.db.execute(sql`update template_marker set made_from = 'copied'`);
    await copied.close();

    // A folder that holds a database is opened as it is: the template is not copied over it.
    const reopened = await openDatabase({ dataDir: folder('copied'), template });
    expect(await rows(reopened, sql`select made_from from template_marker`)).toEqual([{ made_from: 'copied' }]);
    await reopened.close();

    // A copy started before the open (main.ts, while the modules load) is the one the open waits for; a half-made
    // copy left by a stopped start sits beside the folder and does not make it look like a database.
    const early = pgliteFolder(folder('early'));
    fs.mkdirSync(`${early}.partial`, { recursive: true });
    fs.writeFileSync(path.join(`${early}.partial`, 'PG_VERSION'), '17\n');
    expect(holdsDatabase(early)).toBe(false);
    startTemplateCopy(template, early);
    const opened = await openDatabase({ dataDir: folder('early'), template });
    expect(await rows(opened, sql`select made_from from template_marker`)).toEqual([{ made_from: 'made' }]);
    expect(fs.existsSync(`${early}.partial`)).toBe(false);
    await opened.close();
  }, 120_000);
});
