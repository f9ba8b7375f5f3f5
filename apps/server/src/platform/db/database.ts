import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { withPreparedStatements } from './pglite-statements';
import { databaseTemplateFolder, serverFolder } from '../server-files';
import { primaryConnection } from './primary';
import { pgliteFolder, startTemplateCopy, takeTemplateCopy } from './template-copy';
/**
 * The Drizzle handle, the same type on PGlite and PostgreSQL; a transaction is one too. It carries no schema:
 * queries name their tables (each module owns its own), so the platform needs no feature's tables.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>, any>;

/**
 * PGlite's start parameters: its own with 32 MB of shared buffers instead of initdb's 128 MB (ADR 0109). The buffers
 * are memory of PGlite's WebAssembly instance, made at every open: 128 MB cost about 100 ms of a start and 100 MiB of
 * resident memory, for an embedded database (development, demonstration, tests) of some 30–45 MB whose other pages
 * are a file read away. A parameter, not postgresql.conf: PGlite's `postgresqlconf` replaces the whole file.
 */
export const PGLITE_START_PARAMS: readonly string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Receives NOTIFY payloads of `channel` (committed notifications only). On PostgreSQL a lost listening
   * connection is opened again (retried until the database answers) and `onReconnect` is called once it
   * listens again: notifications sent in between were lost, the caller reads what it missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tar archive (tests make their template with it). */
  dump?: () => Promise<Blob>;
};

/** Read when migrating, not on import (drizzle-kit loads the tables, and so this file, as CommonJS). */
const migrationsFolder = () => path.join(serverFolder(), 'migrations');
const MIGRATION_LOCK = 7_271_001;
/** Wait before opening a lost listening connection again. */
const LISTEN_RETRY_MS = 1000;

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** Called with every statement's text (tests count queries with it). */
  onQuery?: (query: string) => void;
  /** An in-memory PGlite starts from this dump of a data folder (tests: a database migrated and seeded once). */
  loadDataDir?: Blob;
  /**
   * A migrated data folder a new data folder starts as a copy of (ADR 0101); by default the build's
   * (`databaseTemplateFolder`), none when running from the sources; `null` for none.
   */
  template?: string | null;
};

const queryLogger = (onQuery?: (query: string) => void) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onQuery) : openPglite(options);
}

async function openPglite({ dataDir, inMemory, onQuery, loadDataDir, template }: DatabaseOptions): Promise<Database> {
  let dataPath: string | undefined;
  if (!inMemory) {
    if (!dataDir) throw new Error('dataDir is required for the embedded database');
    dataPath = pgliteFolder(dataDir);
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = await startPglite(dataPath, loadDataDir, template === undefined ? databaseTemplateFolder() : template);
  const db = drizzlePglite(withPreparedStatements(client), { logger: queryLogger(onQuery) }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async close() {
      await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * PGlite on the data folder: a new folder (no PG_VERSION yet) starts as a copy of the template, a data folder with
 * every migration applied (ADR 0100, 0101), instead of PostgreSQL's initdb and each migration; a template PGlite
 * cannot open (broken, or made by another version) is left aside and the folder made as without one.
 */
async function startPglite(
  dataPath: string | undefined,
  loadDataDir: Blob | undefined,
  template: string | null | undefined,
): Promise<PGlite> {
  if (template && dataPath && !loadDataDir) {
    // Started by main.ts while the modules loaded, else here.
    startTemplateCopy(template, dataPath);
    const copy = takeTemplateCopy(dataPath);
    if (copy) {
      try {
        await copy;
        const client = new PGlite({ dataDir: dataPath, startParams: [...PGLITE_START_PARAMS] });
        await client.waitReady;
        return client;
      } catch {
        fs.rmSync(dataPath, { recursive: true, force: true });
        fs.mkdirSync(dataPath, { recursive: true });
      }
    }
  }
  const client = new PGlite({ dataDir: dataPath, loadDataDir, startParams: [...PGLITE_START_PARAMS] });
  await client.waitReady;
  return client;
}

/** How long a starting instance waits for a database that is starting up, restarting or failing over. */
const START_WAIT_MS = 60_000;

/**
 * The first connection of a starting instance: while the database cannot be reached yet (starting up after a crash,
 * refusing connections, no primary during a failover) it is tried again every half second, up to START_WAIT_MS, so an
 * instance started beside its database waits for it instead of exiting.
 */
async function connectWhenReady(make: () => pg.Client): Promise<pg.Client> {
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    const client = make();
    // A connection's failure is the connect's rejection; without a listener it would also end the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (error) {
      client.end().catch(() => undefined);
      if (!databaseUnavailable(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function openPostgres(url: string, onQuery?: (query: string) => void): Promise<Database> {
  // A URL naming several hosts (a primary and its standbys) connects to the one that accepts writes (primary.ts).
  const { connectionString, Client } = primaryConnection(url);
  // Migrations run on one connection under an advisory lock so several instances can start together.
  const migrator = await connectWhenReady(() => new Client({ connectionString }));
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(migrator), { migrationsFolder: migrationsFolder() });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await migrator.end();
  }
  const pool = new pg.Pool({ connectionString, Client, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', () => undefined); // idle client errors are retried by the pool
  // A checked-out client whose connection ends (the database restarted) emits 'error' too: without a listener
  // that would end the process. Its query fails with the same error, the request answers 503, the pool drops it.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    oneQueryAtATime(client);
  });
  const db = drizzlePg(pool, { logger: queryLogger(onQuery) }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  let closed = false;

  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload, onReconnect) {
      let client: pg.Client | undefined;
      let stopped = false;
      let started = false;
      // One connection at a time: a lost one (error, end or a failed attempt) schedules the next attempt once.
      const connect = async (again: boolean): Promise<void> => {
        const c = new Client({ connectionString });
        // Notifications that arrive with the LISTEN's answer wait until the caller has been told of the
        // reconnect: its catch-up must come before anything newer.
        let held: string[] | undefined = again ? [] : undefined;
        c.on('notification', (msg) => {
          if (msg.channel !== channel || msg.payload === undefined) return;
          if (held) held.push(msg.payload);
          else onPayload(msg.payload);
        });
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          listeners.delete(c);
          c.end().catch(() => undefined);
          if (started && !stopped && !closed) setTimeout(retry, LISTEN_RETRY_MS).unref();
        };
        c.on('error', onLost);
        c.on('end', onLost);
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          onLost();
          throw error;
        }
        client = c;
        listeners.add(c);
        if (held) {
          onReconnect?.();
          const waiting = held;
          held = undefined;
          for (const payload of waiting) onPayload(payload);
        }
      };
      // Retried every second until the database answers again (a restart takes a few seconds).
      const retry = () => {
        if (stopped || closed) return;
        connect(true).catch(() => undefined);
      };
      await connect(false);
      started = true;
      return async () => {
        stopped = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}

/**
 * A transaction's queries share its one client, and a command may read several things at once (`Promise.all`). pg
 * queues such queries itself, a use it deprecates (and pg 9 drops); the client's queries are chained here instead,
 * each sent once the one before has answered. Callback and submittable queries (the pool's own) pass as they are.
 */
export function oneQueryAtATime(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return query(...args);
    const result = previous.then(() => query(...args));
    previous = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
}

/** The SQLSTATE of a database error, through Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  const direct = (error as { code?: unknown }).code;
  if (typeof direct === 'string') return direct;
  const cause = (error as { cause?: unknown }).cause;
  return cause ? sqlState(cause) : undefined;
}

/**
 * Whether an error means the database could not be reached (connection refused or ended, the server shutting
 * down or starting up, a standby where a primary was) rather than a fault of the request: such a request is answered 503, try again.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // 25006: a write reached a server that is (now) a standby, during a failover.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '25006', 'ECONNREFUSED', 'ECONNRESET'].includes(code))
      return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(e.message)
    )
      return true;
  }
  return false;
}
