import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { idleCopies, leaseTemplateDatabase } from './pglite-pool';
import { templateBytes } from './template-files';
import { clientRows, drizzleRows, PUBLIC_TABLES, type RowsOf } from './template-rows';

const rowsOf = (database: Database, query: string) => drizzleRows(database.db)(query);
const countOf = async (database: Database, table: string) =>
  Number((await rowsOf(database, `select count(*)::int as n from ${table}`))[0].n);

/** Every public table's rows (a hash of them in a fixed order) and every sequence's position. */
async function contentOf(rows: RowsOf): Promise<Record<string, unknown>> {
  const content: Record<string, unknown> = {};
  for (const { name } of await rows<{ name: string }>(PUBLIC_TABLES)) {
    content[name] = (
      await rows(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${name} t`,
      )
    )[0];
  }
  content.sequences = await rows(
    `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return content;
}

/**
 * What a copy of the template holds when opened from its tar, before any test touched it: read once per template
 * (the tar does not change during the run; an open costs seconds of a busy worker).
 */
const fresh = new Map<string, Promise<Record<string, unknown>>>();
function freshContent(file: string) {
  let content = fresh.get(file);
  if (!content) {
    content = (async () => {
      const client = new PGlite({ loadDataDir: new Blob([await templateBytes(file)]) });
      try {
        return await contentOf(clientRows(client));
      } finally {
        await client.close();
      }
    })();
    fresh.set(file, content);
  }
  return content;
}

const contentOfCopy = (database: Database) => contentOf(drizzleRows(database.db));

// The embedded database's pool (a `*.pglite-test.ts`: a PostgreSQL run, with no template tar and no pool, leaves it out).
describe('the test databases’ pool', () => {
  const file = inject('pgliteTemplate');

  const migrated = inject('pgliteMigrated');

  it('lends a copy back with the template’s rows after a test changed them', async () => {
    const demo = await freshContent(file);
    const first = await leaseTemplateDatabase(file);
    const users = await countOf(first, 'users');
    await first.db.execute(sql`delete from user_roles`);
    await first.db.execute(sql`update access_state set version = version + 100`);
    await first.db.execute(sql`insert into audit_log (action, entity) values ('pool.probe', 'probe')`);
    // Rows a transaction wrote and took back are counted as changed too: the table is written back all the same.
    await first.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from languages`);
        tx.rollback();
      })
      .catch(() => undefined);
    const idle = idleCopies();
    await first.close();
    expect(idleCopies()).toBe(idle + 1);
    const second = await leaseTemplateDatabase(file);
    expect(await countOf(second, 'users')).toBe(users);
    expect(await countOf(second, 'user_roles')).toBeGreaterThan(0);
    expect(await contentOfCopy(second)).toEqual(demo);
    await second.close();
  });

  it('puts back a table a TRUNCATE emptied (no row counted), with the tables referring to it', async () => {
    const demo = await freshContent(file);
    const copy = await leaseTemplateDatabase(file);
    expect(await countOf(copy, 'languages')).toBeGreaterThan(0);
    await copy.db.execute(sql`truncate languages cascade`);
    await copy.close();
    const next = await leaseTemplateDatabase(file);
    expect(await contentOfCopy(next)).toEqual(demo);
    await next.close();
  });

  it('truncates a table that grew, with the tables referring to it, and writes them all back', async () => {
    const demo = await freshContent(file);
    const copy = await leaseTemplateDatabase(file);
    // Row versions pile up past the pool's limit (64 KiB); role_pages and user_roles refer to roles.
    await copy.db.execute(sql.raw(`do $$ begin for i in 1..1500 loop update roles set name = name; end loop; end $$`));
    const sizeOf = async (database: Database) =>
      Number((await rowsOf(database, `select pg_relation_size('roles')::int as n`))[0].n);
    expect(await sizeOf(copy)).toBeGreaterThan(64 * 1024);
    const idle = idleCopies();
    await copy.close();
    // Kept, not closed (a TRUNCATE without the referring tables would have failed the reset).
    expect(idleCopies()).toBe(idle + 1);
    const next = await leaseTemplateDatabase(file);
    expect(await sizeOf(next)).toBeLessThanOrEqual(64 * 1024);
    expect(await contentOfCopy(next)).toEqual(demo);
    await next.close();
  });

  it('lends a copy of one template for the other, with the other’s rows, instead of opening one', async () => {
    const [demo, empty] = [await freshContent(file), await freshContent(migrated)];
    expect(demo).not.toEqual(empty);
    // One copy of the demo template waiting, none of the migrated one (an earlier file of the worker may have left one).
    const holding: Database[] = [];
    while (idleCopies(migrated) > 0) holding.push(await leaseTemplateDatabase(migrated));
    await (await leaseTemplateDatabase(file)).close();
    const idle = idleCopies();
    const asMigrated = await leaseTemplateDatabase(migrated);
    expect(idleCopies()).toBe(idle - 1);
    expect(await contentOfCopy(asMigrated)).toEqual(empty);
    await asMigrated.db.execute(sql`insert into audit_log (action, entity) values ('pool.probe', 'probe')`);
    await asMigrated.close();
    const asDemo = await leaseTemplateDatabase(file);
    expect(await contentOfCopy(asDemo)).toEqual(demo);
    await asDemo.close();
    for (const database of holding) await database.close();
  });

  it('lends again a copy whose DDL the test undid, and never one whose schema it left changed', async () => {
    // Copies already waiting, as a worker's earlier files leave them.
    const waiting = await Promise.all([leaseTemplateDatabase(file), leaseTemplateDatabase(file)]);
    await Promise.all(waiting.map((database) => database.close()));
    const undone = await leaseTemplateDatabase(file);
    await undone.db.execute(sql`create table pool_probe (id int)`);
    // A table without triggers: its catalog row changes (relhastriggers) and stays changed after the drop.
    await undone.db.execute(
      sql`create trigger pool_probe_counters after insert on rate_limit_counters for each statement execute function raise_access_version()`,
    );
    await undone.db.execute(sql`drop trigger pool_probe_counters on rate_limit_counters`);
    await undone.db.execute(sql`drop table pool_probe`);
    // Whether this copy joins the waiting ones.
    let idle = idleCopies();
    await undone.close();
    expect(idleCopies()).toBe(idle + 1);
    const again = await leaseTemplateDatabase(file);

    // Left changed: a trigger, a column, a session setting. Each copy is closed, and no copy lent next has the change.
    for (const change of [
      'create trigger pool_probe_users after insert on users for each statement execute function raise_access_version()',
      'alter table users add column pool_probe text',
      "set datestyle = 'SQL, DMY'",
    ]) {
      const changed = await leaseTemplateDatabase(file);
      await changed.db.execute(sql.raw(change));
      idle = idleCopies();
      await changed.close();
      expect(idleCopies(), change).toBe(idle);
      const next = await leaseTemplateDatabase(file);
      expect(await rowsOf(next, `select tgname from pg_trigger where tgname = 'pool_probe_users'`)).toEqual([]);
      expect(await rowsOf(next, `select 1 from information_schema.columns where column_name = 'pool_probe'`)).toEqual(
        [],
      );
      expect((await rowsOf(next, 'show datestyle'))[0].DateStyle).toBe('ISO, MDY');
      await next.close();
    }
    await again.close();
  });
});
