/**
 * What a test database's template holds, as statements that put it back into a copy: every table's rows and every
 * sequence's position, and a hash of the schema they belong to. build-template.ts writes it beside each template's
 * tar (`<tar>.json`) while the database it dumps is open; the worker's pool (pglite-pool.ts) reads it instead of
 * asking a fresh copy.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';

/** Runs one statement and answers its rows. */
export type RowsOf = <T = Record<string, unknown>>(query: string) => Promise<T[]>;

/** RowsOf on a PGlite client itself. */
export const clientRows =
  (client: PGlite): RowsOf =>
  async <T>(query: string) =>
    (await client.query<T>(query)).rows;

/** RowsOf on a Drizzle handle (the app's database, or a test's copy of the template). */
export const drizzleRows =
  (db: Db): RowsOf =>
  async <T>(query: string) =>
    ((await db.execute(sql.raw(query))) as { rows: T[] }).rows;

export type TemplateRows = {
  /** By quoted table name: the insert that writes the template's rows back ('' for an empty table). */
  tables: Record<string, string>;
  /** One statement setting every sequence where the template left it. */
  sequences: string;
  /** SCHEMA's hash, taken in the builder's own session: two templates with the same hash can share copies. */
  schema: string;
};

/**
 * What the schema is, not which row versions describe it: relations, columns with their types and defaults,
 * constraints, indexes, triggers, functions, types, schemas, rules, policies, extensions and session settings. Equal
 * for a database whose DDL was undone (a dropped trigger leaves other row versions behind); slower than the pool's
 * FINGERPRINT, so the pool asks it only when that one moved.
 */
export const SCHEMA = `
  select md5(concat_ws(' | ',
    (select string_agg(relname || ':' || relkind::text, ',' order by relname) from pg_class
      where relnamespace = 'public'::regnamespace),
    (select string_agg(a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
        || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''),
        ',' order by a.attrelid::regclass::text, a.attnum)
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped),
    (select string_agg(conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid),
        ',' order by conrelid::regclass::text, conname) from pg_constraint where connamespace = 'public'::regnamespace),
    (select string_agg(pg_get_indexdef(indexrelid), ',' order by indexrelid::regclass::text) from pg_index),
    (select string_agg(pg_get_triggerdef(oid), ',' order by tgrelid::regclass::text, tgname) from pg_trigger
      where not tgisinternal),
    (select string_agg(oid::regprocedure::text || ':' || md5(prosrc), ',' order by oid::regprocedure::text)
      from pg_proc where pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)),
    (select string_agg(typname, ',' order by typname) from pg_type where typnamespace = 'public'::regnamespace),
    (select string_agg(nspname, ',' order by nspname) from pg_namespace),
    (select string_agg(ev_class::regclass::text || '.' || rulename, ',' order by ev_class::regclass::text, rulename)
      from pg_rewrite),
    (select string_agg(polrelid::regclass::text || '.' || polname, ',' order by polrelid::regclass::text, polname)
      from pg_policy),
    (select string_agg(evtname, ',' order by evtname) from pg_event_trigger),
    (select string_agg(extname || ' ' || extversion, ',' order by extname) from pg_extension),
    (select string_agg(name || '=' || setting, ',' order by name) from pg_settings where source = 'session')
  )) as schema`;

export const schemaOf = async (rowsOf: RowsOf) => (await rowsOf<{ schema: string }>(SCHEMA))[0].schema;

/** The public tables, quoted, in name order. */
export const PUBLIC_TABLES = `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`;

/** Reads a database's rows and sequences as the statements that write them back (foreign keys off meanwhile). */
export async function templateRowsOf(rowsOf: RowsOf): Promise<TemplateRows> {
  const tables: Record<string, string> = {};
  for (const { name } of await rowsOf<{ name: string }>(PUBLIC_TABLES)) {
    const [{ json }] = await rowsOf<{ json: string | null }>(`select json_agg(t)::text as json from ${name} t`);
    tables[name] = json
      ? `insert into ${name} overriding system value ` +
        `select * from json_populate_recordset(null::${name}, '${json.replace(/'/g, "''")}')`
      : '';
  }
  const sequences = await rowsOf<{ name: string; last: string | null; start: string }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as last,
      start_value::text as start from pg_sequences where schemaname = 'public'`,
  );
  const setvals = sequences.map((s) =>
    s.last === null ? `setval('${s.name}', ${s.start}, false)` : `setval('${s.name}', ${s.last}, true)`,
  );
  return { tables, sequences: setvals.length ? `select ${setvals.join(', ')}` : '', schema: await schemaOf(rowsOf) };
}
