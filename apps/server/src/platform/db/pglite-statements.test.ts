import { type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownPglite } from '../../test/harness';
import { withPreparedStatements } from './pglite-statements';

const things = pgTable('things', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tags: text('tags').array(),
  detail: jsonb('detail'),
  size: integer('size'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
});

const prepared = async (client: PGlite) =>
  (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0].n;

describe('PGlite with kept prepared statements', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await ownPglite();
    await client.exec(`create table things (id serial primary key, name text not null unique, tags text[],
      detail jsonb, size int, at timestamptz)`);
  });
  afterAll(() => client.close());

  it("answers Drizzle's queries as PGlite's own query() does, each statement prepared once", async () => {
    const plain = drizzle({ client });
    const kept = drizzle({ client: withPreparedStatements(client) });
    const at = new Date('2026-11-26T10:00:00.000Z');
    const row = { name: 'crate', tags: ['a', 'b "c"'], detail: { weight: 12, note: "it's" }, size: 3, at };
    const [inserted] = await kept.insert(things).values(row).returning();
    expect(inserted).toEqual({ id: 1, ...row });
    await kept.insert(things).values({ name: 'box', tags: null, detail: null, size: null, at: null });
    const afterInserts = await prepared(client);

    for (let i = 0; i < 3; i++) {
      const read = () =>
        plain
          .select()
          .from(things)
          .where(sql`${things.size} is null or ${things.size} > ${i}`);
      expect(
        await kept
          .select()
          .from(things)
          .where(sql`${things.size} is null or ${things.size} > ${i}`),
      ).toEqual(await read());
      const raw = sql`select name, at, detail from things where id = ${1} and ${true}`;
      expect((await kept.execute(raw)).rows).toEqual((await plain.execute(raw)).rows);
    }
    // The select and the raw read: one statement each, however often they ran.
    expect(await prepared(client)).toBe(afterInserts + 2);
  });

  it('sends other statements unnamed and keeps none of them', async () => {
    const kept = drizzle({ client: withPreparedStatements(client) });
    const before = await prepared(client);
    await kept.execute(sql`set application_name = 'statements'`);
    await kept.execute(sql`create index if not exists things_size on things (size)`);
    expect((await kept.execute(sql.raw(`show application_name`))).rows).toEqual([{ application_name: 'statements' }]);
    expect(await prepared(client)).toBe(before);
  });

  it("tells a database error with its SQLSTATE and the statement, as PGlite's query() does", async () => {
    const kept = withPreparedStatements(client);
    await expect(kept.query('select * from nowhere')).rejects.toMatchObject({
      code: '42P01',
      query: 'select * from nowhere',
    });
    await expect(kept.query('insert into things (name) values ($1)', ['crate'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(kept.query('select $1::int as n', ['x'])).rejects.toMatchObject({ code: '22P02' });
    // The connection is usable after each.
    expect((await kept.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('runs a transaction on its own: rolled back on error, unseen by queries outside it', async () => {
    const kept = drizzle({ client: withPreparedStatements(client) });
    await expect(
      kept.transaction(async (tx) => {
        await tx.insert(things).values({ name: 'rolled back' });
        await tx.insert(things).values({ name: 'crate' });
      }),
    ).rejects.toThrow();
    expect(
      await kept
        .select()
        .from(things)
        .where(sql`${things.name} = 'rolled back'`),
    ).toEqual([]);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const inserted = new Promise<void>((resolve) => (written = resolve));
    const writing = kept.transaction(async (tx) => {
      await tx.insert(things).values({ name: 'never committed' });
      written();
      await held;
      throw new Error('changed its mind');
    });
    await inserted;
    // Sent while the transaction is open: it waits for the transaction, and never sees its row.
    const waiting = vi.spyOn(client, '_runExclusiveTransaction');
    const outside = kept
      .select({ name: things.name })
      .from(things)
      .where(sql`${things.name} = 'never committed'`)
      .execute();
    // The transaction ends once the query outside it is queued behind it.
    await vi.waitFor(() => expect(waiting).toHaveBeenCalled(), { interval: 5 });
    waiting.mockRestore();
    release();
    await expect(writing).rejects.toThrow('changed its mind');
    expect(await outside).toEqual([]);
  });

  it('prepares a statement again when DDL changed its result type', async () => {
    const kept = withPreparedStatements(client);
    await client.exec(`create table shapes (id int)`);
    await client.exec(`insert into shapes values (1)`);
    expect((await kept.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1 }]);
    await client.exec(`alter table shapes add column label text default 'round'`);
    expect((await kept.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1, label: 'round' }]);
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const kept = withPreparedStatements(client, { maxStatements: 2 });
    const before = await prepared(client);
    await kept.query('select 1 as a where $1::int > 0', [1]);
    await kept.query('select 2 as b where $1::int > 0', [1]);
    await kept.query('select 1 as a where $1::int > 0', [1]);
    await kept.query('select 3 as c where $1::int > 0', [1]);
    // `select 2` went; the next call closed it.
    expect((await kept.query('select 1 as a where $1::int > 0', [1])).rows).toEqual([{ a: 1 }]);
    expect(await prepared(client)).toBe(before + 2);
  });

  it('hands notifications to listeners before the statement that sent them answers', async () => {
    const kept = withPreparedStatements(client);
    const heard: string[] = [];
    const unlisten = await client.listen('statements_test', (payload) => heard.push(payload));
    await kept.query('select pg_notify($1, $2)', ['statements_test', 'hello']);
    expect(heard).toEqual(['hello']);
    await unlisten();
  });
});
