import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { PGLITE_START_PARAMS, type Database, type Db } from '../platform/db/database';
import { withPreparedStatements } from '../platform/db/pglite-statements';
import { templateBytes, templateRowsFrom } from './template-files';
import { clientRows, schemaOf, type TemplateRows } from './template-rows';

/**
 * In-memory PGlite databases of a test worker, each a copy of a template (global-setup.ts), lent to one test app at a
 * time. Opening a copy from a template's tar costs a second or two of CPU; when an app closes, its database is put
 * back to the template's rows and sequences instead (a few milliseconds) and lent to the next file. Only the tables
 * whose rows changed are written back: the server's statistics count every row a table's inserts, updates and deletes
 * touched (committed or not), and a TRUNCATE gives it a new file. Both templates (migrated, and with the demo data) have
 * one schema, so a copy lent for one is put to the other's rows when a file asks for that one. A database whose schema
 * or session settings a test left changed is closed, never lent again; one whose DDL the test undid (the fuzz drops
 * its triggers and tables) is lent again.
 */

type Template = { file: string; tar: Buffer; rows: TemplateRows };

type Pooled = {
  client: PGlite;
  /** The template whose rows it holds, as of the last reset. */
  holds: Template;
  /** Each table's count of changed rows and its file, as of the last reset: a table whose mark moved has changed. */
  marks: Map<string, string>;
  /** The catalog's state after the last reset: any DDL since changes it. */
  fingerprint: string;
  /** The client Drizzle is given: its statements kept prepared (pglite-statements.ts), across the files it serves. */
  queries: PGlite;
};

/** Idle databases kept per worker (a file that builds several apps at once opens more). */
const MAX_IDLE = 4;
/** A table whose heap grew past this is truncated on reset (its deleted rows would otherwise pile up). */
const TRUNCATE_ABOVE_BYTES = 64 * 1024;

/** By tar file: the demo template and the one migrated only. */
const templates = new Map<string, Promise<Template>>();
const idle: Pooled[] = [];
/** By the templates' schema hash: the schema and session settings of this worker's copies as opened. */
const baselines = new Map<string, string>();

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

/**
 * Each table's mark (rows inserted, updated and deleted as counted so far, and its file) and whether its heap grew
 * past TRUNCATE_ABOVE_BYTES. The counts of the statements just run reach these functions once flushed.
 */
const TABLE_STATES = `
  select quote_ident(relname) as name,
    (pg_stat_get_tuples_inserted(oid) + pg_stat_get_tuples_updated(oid) + pg_stat_get_tuples_deleted(oid))::text
      || ':' || pg_relation_filenode(oid) as mark,
    pg_relation_size(oid) > ${TRUNCATE_ABOVE_BYTES} as grown
  from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`;

/** The tables given and every table whose foreign key refers to one of them, directly or not: what TRUNCATE empties. */
const referringClosure = (tables: string[]) => `
  with recursive closure(rel) as (
    select unnest(array[${tables.map((t) => `'${t.replace(/'/g, "''")}'::regclass`).join(', ')}])
    union select c.conrelid from pg_constraint c join closure on c.confrelid = closure.rel where c.contype = 'f'
  ) select quote_ident(relname) as name from closure join pg_class on pg_class.oid = closure.rel`;

const fingerprintOf = async (client: PGlite) =>
  (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0].fingerprint;

async function tableStates(client: PGlite) {
  await client.query('select pg_stat_force_next_flush()');
  return (await client.query<{ name: string; mark: string; grown: boolean }>(TABLE_STATES)).rows;
}

const marksOf = async (client: PGlite) => new Map((await tableStates(client)).map((t) => [t.name, t.mark]));

/**
 * Whether a test left the schema and session settings as the copy was opened with: no DDL at all (the catalogs' row
 * versions did not move), or DDL it undid (the same schema; the copy then keeps its new row versions as its own).
 */
async function schemaUnchanged(pooled: Pooled): Promise<boolean> {
  const fingerprint = await fingerprintOf(pooled.client);
  if (fingerprint === pooled.fingerprint) return true;
  if ((await schemaOf(clientRows(pooled.client))) !== baselines.get(pooled.holds.rows.schema)) return false;
  pooled.fingerprint = fingerprint;
  return true;
}

/** Copies waiting in this worker to be lent, or those of them holding one template's rows (the pool's own test). */
export const idleCopies = (file?: string) => idle.filter((pooled) => !file || pooled.holds.file === file).length;

const templateOf = (file: string) => {
  let template = templates.get(file);
  if (!template) {
    template = templateBytes(file).then((tar) => ({ file, tar, rows: templateRowsFrom(file) }));
    templates.set(file, template);
    // A failed read is tried again by the next file.
    template.catch(() => templates.delete(file));
  }
  return template;
};

async function open(template: Template): Promise<Pooled> {
  const client = new PGlite({ loadDataDir: new Blob([template.tar]), startParams: [...PGLITE_START_PARAMS] });
  await client.waitReady;
  // An in-memory copy outlives no process: a commit need not wait for its WAL to be written into memory (a third of
  // the CPU of a one-row insert). Each prepared statement is planned once, for any parameters, instead of for each
  // call's values on its first five calls and whenever a custom plan looks cheaper: a small database plans alike
  // for every value. What a query sees and answers is the same.
  await client.exec('set synchronous_commit = off; set plan_cache_mode = force_generic_plan');
  if (!baselines.has(template.rows.schema)) baselines.set(template.rows.schema, await schemaOf(clientRows(client)));
  return {
    client,
    holds: template,
    marks: await marksOf(client),
    fingerprint: await fingerprintOf(client),
    queries: withPreparedStatements(client),
  };
}

/**
 * Writes the template's rows back into the tables whose rows changed since the last reset (every table when the copy
 * held the other template's rows), truncating the ones that grew with the tables referring to them, and every
 * sequence's position.
 */
async function reset(pooled: Pooled, template: Template): Promise<void> {
  const { client } = pooled;
  const changed = (await tableStates(client)).filter(
    (table) => pooled.holds !== template || pooled.marks.get(table.name) !== table.mark,
  );
  const grown = changed.filter((table) => table.grown).map((table) => table.name);
  const truncated = grown.length
    ? (await client.query<{ name: string }>(referringClosure(grown))).rows.map((r) => r.name)
    : [];
  const written = [...new Set([...changed.map((table) => table.name), ...truncated])];
  await client.exec(
    [
      'set session_replication_role = replica',
      ...(truncated.length ? [`truncate table ${truncated.join(', ')}`] : []),
      ...written.filter((table) => !truncated.includes(table)).map((table) => `delete from ${table}`),
      ...written.map((table) => template.rows.tables[table]).filter(Boolean),
      template.rows.sequences,
      'reset session_replication_role',
    ]
      .filter(Boolean)
      .join(';\n'),
  );
  pooled.holds = template;
  pooled.marks = await marksOf(client);
  if (truncated.length) pooled.fingerprint = await fingerprintOf(client);
}

async function release(pooled: Pooled): Promise<void> {
  try {
    if (idle.length < MAX_IDLE && (await schemaUnchanged(pooled))) {
      await reset(pooled, pooled.holds);
      idle.push(pooled);
      return;
    }
  } catch {
    // A database that cannot be reset is not lent again.
  }
  await pooled.client.close();
}

/** An idle copy for the template: one holding its rows, else one of the other template put to its rows, else a new one. */
async function lend(template: Template): Promise<Pooled> {
  const holding = idle.findIndex((pooled) => pooled.holds === template);
  if (holding >= 0) return idle.splice(holding, 1)[0];
  const other = idle.findIndex((pooled) => pooled.holds.rows.schema === template.rows.schema);
  if (other >= 0) {
    const [pooled] = idle.splice(other, 1);
    try {
      await reset(pooled, template);
      return pooled;
    } catch {
      await pooled.client.close();
    }
  }
  return open(template);
}

/**
 * A database with the template's data, as openDatabase would answer it (same Drizzle handle, NOTIFY through PGlite);
 * its close() gives it back to the pool.
 */
export async function leaseTemplateDatabase(
  file: string,
  options: { onQuery?: (query: string) => void } = {},
): Promise<Database> {
  const pooled = await lend(await templateOf(file));
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
      await release(pooled);
    },
    dump: () => client.dumpDataDir('none'),
  };
}
