import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { idleCopies, leaseTemplateDatabase } from './pglite-pool';

const rowsOf = async (database: Database, query: string) =>
  ((await database.db.execute(sql.raw(query))) as { rows: Array<Record<string, unknown>> }).rows;
const countOf = async (database: Database, table: string) =>
  Number((await rowsOf(database, `select count(*)::int as n from ${table}`))[0].n);

// The embedded database's pool (a `*.pglite-test.ts`: a PostgreSQL run, with no template tar and no pool, leaves it out).
describe('the test databases’ pool', () => {
  const file = inject('pgliteTemplate');

  it('lends a copy back with the template’s rows after a test changed them', async () => {
    const first = await leaseTemplateDatabase(file);
    const users = await countOf(first, 'users');
    await first.db.execute(sql`delete from user_roles`);
    await first.db.execute(sql`update access_state set version = version + 100`);
    const idle = idleCopies(file);
    await first.close();
    expect(idleCopies(file)).toBe(idle + 1);
    const second = await leaseTemplateDatabase(file);
    expect(await countOf(second, 'users')).toBe(users);
    expect(await countOf(second, 'user_roles')).toBeGreaterThan(0);
    await second.close();
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
    let idle = idleCopies(file);
    await undone.close();
    expect(idleCopies(file)).toBe(idle + 1);
    const again = await leaseTemplateDatabase(file);

    // Left changed: a trigger, a column, a session setting. Each copy is closed, and no copy lent next has the change.
    for (const change of [
      'create trigger pool_probe_users after insert on users for each statement execute function raise_access_version()',
      'alter table users add column pool_probe text',
      "set datestyle = 'SQL, DMY'",
    ]) {
      const changed = await leaseTemplateDatabase(file);
      await changed.db.execute(sql.raw(change));
      idle = idleCopies(file);
      await changed.close();
      expect(idleCopies(file), change).toBe(idle);
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
