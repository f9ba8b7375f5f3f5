import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../platform/db/database';
import { withPreparedStatements } from '../platform/db/pglite-statements';
import { templateBytes } from './template-files';

/**
 * In-memory PGlite databases of a test worker, each a copy of the template (global-setup.ts), lent to one test app
 * at a time. Opening a copy from the template's tar costs a second or two of CPU; when an app closes, its database
 * is put back to the template's rows and sequences instead (a few milliseconds) and lent to the next file. A database
 * whose schema or session settings a test left changed is closed, never lent again; one whose DDL the test undid
 * (the fuzz drops its triggers and tables) is lent again.
 */

type Pooled = {
  client: PGlite;
  /** The catalog's state after the last reset: any DDL since changes it. */
  fingerprint: string;
  /** The client Drizzle is given: its statements kept prepared (pglite-statements.ts), across the files it serves. */
  queries: PGlite;
};

/** Idle databases kept per template and worker (a file that builds several apps at once opens more). */
const MAX_IDLE = 3;
/** A table whose heap grew past this is truncated on reset (its deleted rows would otherwise pile up). */
const TRUNCATE_ABOVE_BYTES = 64 * 1024;

type Template = { tar: Buffer; restore: string; schema: string; idle: Pooled[] };
/** By tar file: the demo template and the one migrated only. */
const templates = new Map<string, Template>();

/**
 * Row versions and counts of the catalogs DDL writes, and the settings a session changed: equal before and after a
 * test file only if the file left the schema as it found it. (Reset's own TRUNCATEs write pg_class: taken after.)
 */
const FINGERPRINT = `
  select concat_ws(' ',
    (select count(*) || ':' || max(xmin::text::bigint) from pg_class),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_attribute),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_attrdef),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_constraint),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_index),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_trigger),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_proc),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_type),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_namespace),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_rewrite),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_policy),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_event_trigger),
    (select count(*) || ':' || max(xmin::text::bigint) from pg_extension),
    (select string_agg(name || '=' || setting, ',' order by name) from pg_settings where source = 'session')
  ) as fingerprint`;

const fingerprintOf = async (client: PGlite) =>
  (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0].fingerprint;

/**
 * What the schema is, not which row versions describe it: relations, columns with their types and defaults,
 * constraints, indexes, triggers, functions, types, schemas, rules, policies, extensions and session settings. Equal
 * for a database whose DDL was undone (a dropped trigger leaves other row versions behind); slower than FINGERPRINT,
 * so asked only when that one moved.
 */
const SCHEMA = `
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

const schemaOf = async (client: PGlite) => (await client.query<{ schema: string }>(SCHEMA)).rows[0].schema;

/**
 * Whether a test left the schema and session settings as the template has them: no DDL at all (the catalogs' row
 * versions did not move), or DDL it undid (the same schema; the copy then keeps its new row versions as its own).
 */
async function schemaUnchanged(pooled: Pooled, template: Template): Promise<boolean> {
  const fingerprint = await fingerprintOf(pooled.client);
  if (fingerprint === pooled.fingerprint) return true;
  if ((await schemaOf(pooled.client)) !== template.schema) return false;
  pooled.fingerprint = fingerprint;
  return true;
}

const publicTables = async (client: PGlite) =>
  (
    await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).rows.map((row) => row.name);

/**
 * The statements that put a copy of the template back: every table's template rows (read once from a fresh copy)
 * and every sequence where the template left it. Foreign keys and triggers are off while it runs (replica role).
 */
async function restoreScript(client: PGlite): Promise<string> {
  const statements: string[] = [];
  for (const table of await publicTables(client)) {
    const { rows } = await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${table} t`);
    const json = rows[0].json;
    if (json) {
      statements.push(
        `insert into ${table} overriding system value ` +
          `select * from json_populate_recordset(null::${table}, '${json.replace(/'/g, "''")}')`,
      );
    }
  }
  const sequences = (
    await client.query<{ name: string; last: string | null; start: string }>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as last,
        start_value::text as start from pg_sequences where schemaname = 'public'`,
    )
  ).rows;
  if (sequences.length) {
    const setvals = sequences.map((s) =>
      s.last === null ? `setval('${s.name}', ${s.start}, false)` : `setval('${s.name}', ${s.last}, true)`,
    );
    statements.push(`select ${setvals.join(', ')}`);
  }
  return statements.join(';\n');
}

/** Copies of a template waiting in this worker to be lent (the pool's own test counts them). */
export const idleCopies = (file: string) => templates.get(file)?.idle.length ?? 0;

async function open(template: Template): Promise<Pooled> {
  const client = new PGlite({ loadDataDir: new Blob([template.tar]) });
  await client.waitReady;
  // An in-memory copy outlives no process: a commit need not wait for its WAL to be written into memory (a third of
  // the CPU of a one-row insert). What a query sees and answers is the same.
  await client.exec('set synchronous_commit = off');
  template.restore ||= await restoreScript(client);
  template.schema ||= await schemaOf(client);
  return { client, fingerprint: await fingerprintOf(client), queries: withPreparedStatements(client) };
}

/** Empties every table (truncating the ones that grew) and writes the template's rows and sequences back. */
async function reset(pooled: Pooled, template: Template): Promise<void> {
  const { client } = pooled;
  const tables = await publicTables(client);
  const grown = (
    await client.query<{ name: string }>(
      `select quote_ident(relname) as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_relation_size(oid) > ${TRUNCATE_ABOVE_BYTES}`,
    )
  ).rows.map((row) => row.name);
  const deleted = tables.filter((table) => !grown.includes(table));
  await client.exec(
    [
      'set session_replication_role = replica',
      // Cascading to the tables that refer to them (PostgreSQL refuses otherwise): they are emptied anyway.
      ...(grown.length ? [`truncate table ${grown.join(', ')} cascade`] : []),
      ...deleted.map((table) => `delete from ${table}`),
      template.restore,
      'reset session_replication_role',
    ].join(';\n'),
  );
  if (grown.length) pooled.fingerprint = await fingerprintOf(client);
}

async function release(pooled: Pooled, template: Template): Promise<void> {
  try {
    if (template.idle.length < MAX_IDLE && (await schemaUnchanged(pooled, template))) {
      await reset(pooled, template);
      template.idle.push(pooled);
      return;
    }
  } catch {
    // A database that cannot be reset is not lent again.
  }
  await pooled.client.close();
}

/**
 * A database with the template's data, as openDatabase would answer it (same Drizzle handle, NOTIFY through PGlite);
 * its close() gives it back to the pool.
 */
export async function leaseTemplateDatabase(
  file: string,
  options: { onQuery?: (query: string) => void } = {},
): Promise<Database> {
  let template = templates.get(file);
  if (!template) {
    const tar = await templateBytes(file);
    template = templates.get(file) ?? { tar, restore: '', schema: '', idle: [] };
    templates.set(file, template);
  }
  const pooled = template.idle.pop() ?? (await open(template));
  const { client, queries } = pooled;
  const { onQuery } = options;
  let closed = false;
  return {
    db: drizzle({
      client: queries,
      logger: onQuery ? { logQuery: (query) => onQuery(query) } : undefined,
    }) as unknown as Db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      if (closed) return;
      closed = true;
      await release(pooled, template);
    },
    dump: () => client.dumpDataDir('none'),
  };
}
