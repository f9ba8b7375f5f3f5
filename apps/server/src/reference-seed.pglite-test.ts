import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from './platform/db/database';
import { seedRuns } from './platform/db/tables';
import { referenceMark } from './platform/server-files';
import { ownPglite } from './test/harness';
import { seedTemplate } from './reference-seed';
import { seed } from './seed';

const config = { demoSeed: true };
const PARAMETER = 'password_max_age_days';

/**
 * Every row of every table of the app, as JSON sorted within its table. Times (when a row was written), password
 * hashes (salted) and the database's transaction numbers differ between two seeds of the same data, and are left out.
 */
async function contents(client: PGlite): Promise<Record<string, string[]>> {
  const { rows: tables } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ row: Record<string, unknown> }>(`select to_jsonb(t) as row from "${name}" t`);
    all[name] = rows
      .map(({ row }) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row).filter(
              ([column, value]) =>
                !column.endsWith('_hash') &&
                column !== 'transaction_id' &&
                !(typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)),
            ),
          ),
        ),
      )
      .sort();
  }
  return all;
}

/** The parameter's rows, and its removal, in SQL: the settings module's tables are its own. */
const parameter = async (client: PGlite) =>
  (await client.query('select value from application_parameters where code = $1', [PARAMETER])).rows;
const dropParameter = (client: PGlite) =>
  client.query('delete from application_parameters where code = $1', [PARAMETER]);

describe("the embedded database's template and its reference data (ADR 0116)", () => {
  it('a folder made from the template and seeded holds what a folder seeded whole holds', async () => {
    const template = await ownPglite();
    await seedTemplate(template, 'key-1');
    const fromTemplate = drizzle(template) as unknown as Db;
    expect(await fromTemplate.select({ fingerprint: seedRuns.fingerprint }).from(seedRuns)).toEqual([
      { fingerprint: referenceMark('key-1') },
    ]);
    expect(await parameter(template)).toHaveLength(1);
    await seed(fromTemplate, config, 'build-1', referenceMark('key-1'));

    const whole = await ownPglite();
    await seed(drizzle(whole), config, 'build-1', undefined);

    const [made, seeded] = [await contents(template), await contents(whole)];
    expect(Object.keys(made)).toEqual(Object.keys(seeded));
    for (const table of Object.keys(seeded)) expect(made[table], table).toEqual(seeded[table]);
    // The reference data is there: the tariff, the pages and the parameters are not empty.
    expect(seeded.tariffs.length).toBeGreaterThan(5000);
    expect(seeded.pages.length).toBeGreaterThan(10);
    expect(seeded.seed_runs).toHaveLength(1);
    await Promise.all([template.close(), whole.close()]);
  });

  it("leaves the reference data out only for the template's own mark", async () => {
    const client = await ownPglite();
    const db = drizzle(client) as unknown as Db;
    await seedTemplate(client, 'key-2');
    await dropParameter(client);
    // Another build's template: the reference data is seeded, the missing parameter repaired.
    await seed(db, config, 'build-2', referenceMark('key-3'));
    expect(await parameter(client)).toHaveLength(1);

    await db.delete(seedRuns);
    await db.insert(seedRuns).values({ fingerprint: referenceMark('key-2') });
    await dropParameter(client);
    // This build's template: the reference data is taken as it is.
    await seed(db, config, 'build-2', referenceMark('key-2'));
    expect(await parameter(client)).toHaveLength(0);
    expect(await db.select({ fingerprint: seedRuns.fingerprint }).from(seedRuns)).toEqual([{ fingerprint: 'build-2' }]);
    await client.close();
  });
});
