import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type Config } from '../platform/config';
import { openDatabase, PGLITE_START_PARAMS, type Database } from '../platform/db/database';
import type { FileSystemStorage } from '../platform/storage/file-system-storage';
import { DEMO_PASSWORD } from '../modules/accounts/seed/seed';
import { apiPath, type AnswerOf, type ApiUrl, type ServerApiPath } from './api-client';
import { cleanUpAfterUse } from './cleanups';
import { leaseTemplateDatabase } from './pglite-pool';
import { templateBytes } from './template-files';

export type TestApp = BuiltApp & {
  /** Signs in as a demo account and answers request helpers carrying its token. */
  loginAs(username: string, password?: string): Promise<Session>;
  close(): Promise<void>;
};

type InjectResponse = Awaited<ReturnType<BuiltApp['app']['inject']>>;

/** An answer whose `json()` is typed, by default as what its path answers (`AnswerOf`, api-client.ts). */
export type ApiResponse<A> = Omit<InjectResponse, 'json'> & { json<T = A>(): T };

/**
 * A signed-in caller's requests: `session.post(apiPath('/auction/send_bid'), body)` answers a `SendBidAnswer`; a URL
 * written by hand (a query string added, a path that is not the server's) answers `any`.
 */
export type Session = {
  token: string;
  get<P extends ServerApiPath>(url: ApiUrl<P>): Promise<ApiResponse<AnswerOf<P>>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a URL written by hand answers JSON as each test reads it
  get(url: string): Promise<ApiResponse<any>>;
  post<P extends ServerApiPath>(url: ApiUrl<P>, payload?: unknown): Promise<ApiResponse<AnswerOf<P>>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as get
  post(url: string, payload?: unknown): Promise<ApiResponse<any>>;
};

/**
 * A fresh app on a fresh copy of the template database: in-memory PGlite by default (lent by the worker's pool,
 * pglite-pool.ts), or a new database on the PostgreSQL cluster named by TEST_PG_URL (`npm run test:pg`). Closed
 * after the test or the suite that built it (cleanUpAfterUse).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { onQuery?: (query: string) => void; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_PG_URL;
  // The demo data of the default configuration is migrated and seeded once per run (global-setup.ts), and copied
  // into a new data folder on disk too (an app on a data folder that holds a database opens that one).
  const onDisk = !adminUrl && overrides.inMemory === false && overrides.dataDir !== undefined;
  const freshOnDisk = onDisk && overrides.demoSeed !== false && !fs.existsSync(path.join(overrides.dataDir!, 'pglite'));
  const fromTemplate = overrides.demoSeed !== false && (overrides.inMemory !== false || freshOnDisk);
  if (adminUrl) {
    const name = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const template = fromTemplate ? inject('pgTemplate') : '';
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig(
    {},
    {
      inMemory: !databaseUrl,
      databaseUrl,
      demoSeed: true,
      demoFiles: false,
      logLevel: 'silent',
      webDist: '/nonexistent',
      loginRateLimit: 1000,
      // Tests bid as fast as the machine goes, one session through many tests; send-bid.test.ts tests the limit.
      bidRateLimit: 1000,
      ...overrides,
    },
  );
  if (freshOnDisk) await copyTemplateTo(config.dataDir);
  // In memory, the demo data comes with the template; other seed configurations start from its migrated copy.
  const templateFile =
    !databaseUrl && config.inMemory ? inject(fromTemplate ? 'pgliteTemplate' : 'pgliteMigrated') : '';
  // An in-memory database is a copy of the template lent by the worker's pool (put back when the app closes); a
  // query counter needs its logger: both opened here.
  const database = templateFile
    ? await leaseTemplateDatabase(templateFile, { onQuery: options.onQuery })
    : options.onQuery
      ? await openDatabase({ databaseUrl: config.databaseUrl, inMemory: config.inMemory, onQuery: options.onQuery })
      : undefined;
  const copiedTemplate = fromTemplate && (databaseUrl !== undefined || templateFile !== '' || freshOnDisk);
  const built = await buildApp(config, {
    database,
    seeded: copiedTemplate ? { demo: true } : undefined,
    logStream: options.logStream,
  });
  const close = cleanUpAfterUse(async () => {
    await built.app.close();
    await database?.close();
    await dropDatabase?.();
  });

  const session = (token: string): Session => ({
    token,
    get: (url: string) => built.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } }),
    post: (url: string, payload?: unknown) =>
      built.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload: payload as never }),
  });

  return {
    ...built,
    close,
    async loginAs(username, password = DEMO_PASSWORD) {
      const res = await built.app.inject({
        method: 'POST',
        url: apiPath('/user/authenticate'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
      return session(res.json().token);
    },
  };
}

/**
 * Writes the demo template into a data folder's embedded database (`<dataDir>/pglite`, where main.ts opens it): a
 * portal's data folder as `npm start` leaves it, without migrating and seeding a new one.
 */
export async function copyTemplateTo(dataDir: string): Promise<void> {
  const client = new PGlite({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([await templateBytes(inject('pgliteTemplate'))]),
    startParams: [...PGLITE_START_PARAMS],
  });
  await client.waitReady;
  await client.close();
}

/**
 * A PGlite client of a test's own on a copy of the migrated template (the app's tables, no rows), for tests of the
 * embedded database itself: loading the copy takes a third of the CPU of creating a new database (initdb). A run
 * without the template (`npm run test:pg`) gets a new database.
 */
export async function ownPglite(): Promise<PGlite> {
  const file = inject('pgliteMigrated');
  const client = new PGlite({
    ...(file ? { loadDataDir: new Blob([await templateBytes(file)]) } : {}),
    startParams: [...PGLITE_START_PARAMS],
  });
  await client.waitReady;
  return client;
}

/**
 * For an app a test builds itself (`buildApp(config, { database, seeded: { demo: true } })`): a copy of the demo
 * template lent by the worker's pool, which the app leaves open; close it after the app. Undefined on PostgreSQL
 * runs (no PGlite template): the app then opens its own database.
 */
export async function demoDatabase(): Promise<Database | undefined> {
  const file = inject('pgliteTemplate');
  return file ? leaseTemplateDatabase(file) : undefined;
}

/**
 * A test app whose stored files go to a temporary folder of this test file only (on PostgreSQL the
 * data folder would otherwise be ./data); the folder and the storage root are removed after its tests.
 */
export async function buildTestAppWithFiles(
  name: string,
  overrides: Partial<Config> = {},
): Promise<TestApp & { storageRoot: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${name}-`));
  const t = await buildTestApp({ dataDir, ...overrides });
  const storageRoot = (t.platform.storage as FileSystemStorage).root;
  // The app is closed first, so that nothing it still writes makes a folder again.
  cleanUpAfterUse(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(storageRoot, { recursive: true, force: true });
  });
  return { ...t, storageRoot };
}

export function form(values: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(values).toString(),
  };
}
