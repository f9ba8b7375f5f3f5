import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import { loadConfig, type Config } from '../platform/config';
import { openDatabase } from '../platform/db/database';
import type { FileSystemStorage } from '../platform/storage/file-system-storage';
import { DEMO_PASSWORD } from '../modules/accounts/seed';

export type TestApp = BuiltApp & {
  /** Signs in as a demo account and answers request helpers carrying its token. */
  loginAs(username: string, password?: string): Promise<Session>;
  close(): Promise<void>;
};

type InjectResponse = Awaited<ReturnType<BuiltApp['app']['inject']>>;

export type Session = {
  token: string;
  get(url: string): Promise<InjectResponse>;
  post(url: string, payload?: unknown): Promise<InjectResponse>;
};

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL cluster named by TEST_PG_URL (`npm run test:pg`). Closed after the file's tests.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: { onQuery?: (query: string) => void } = {},
): Promise<TestApp> {
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_PG_URL;
  // The demo data of the default configuration is migrated and seeded once per run (global-setup.ts).
  const fromTemplate = overrides.demoSeed !== false && overrides.inMemory !== false;
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
      ...overrides,
    },
  );
  const templateFile = !databaseUrl && fromTemplate && config.inMemory ? inject('pgliteTemplate') : '';
  // An in-memory database starts from the template; a query counter needs its logger: both opened here.
  const database =
    options.onQuery || templateFile
      ? await openDatabase({
          databaseUrl: config.databaseUrl,
          inMemory: config.inMemory,
          onQuery: options.onQuery,
          loadDataDir: templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined,
        })
      : undefined;
  const copiedTemplate = (databaseUrl !== undefined && fromTemplate) || templateFile !== '';
  const built = await buildApp(config, { database, seeded: copiedTemplate ? { demo: true } : undefined });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await built.app.close();
    await database?.close();
    await dropDatabase?.();
  };
  afterAll(close);

  const session = (token: string): Session => ({
    token,
    get: (url) => built.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } }),
    post: (url, payload) =>
      built.app.inject({ method: 'POST', url, headers: { 'x-auth-token': token }, payload: payload as never }),
  });

  return {
    ...built,
    close,
    async loginAs(username, password = DEMO_PASSWORD) {
      const res = await built.app.inject({
        method: 'POST',
        url: '/data/rest/user/authenticate',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
      return session(res.json().token);
    },
  };
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
  afterAll(() => {
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
