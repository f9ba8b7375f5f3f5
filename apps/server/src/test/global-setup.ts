import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database';
import { seed } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated and seeded with the demo data, as a tar file (in-memory runs). */
    pgliteTemplate: string;
    /** The same data folder migrated only, before any seed (in-memory runs of other seed configurations). */
    pgliteMigrated: string;
    /** A database on the TEST_PG_URL cluster, migrated and seeded, to copy with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one database before the server tests, so each test file copies it instead of
 * migrating and seeding its own (on PGlite a copy migrated only serves apps with another seed configuration;
 * the harness falls back to a fresh database for the rest).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_PG_URL;
  if (adminUrl) {
    const name = `portal_template_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await seed(database.db, { demoSeed: true });
    await database.close();
    project.provide('pgTemplate', name);
    project.provide('pgliteTemplate', '');
    project.provide('pgliteMigrated', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ inMemory: true });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const dump = async (name: string) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    return file;
  };
  project.provide('pgliteMigrated', await dump('migrated.tar'));
  await seed(database.db, { demoSeed: true });
  project.provide('pgliteTemplate', await dump('pglite.tar'));
  await database.close();
  project.provide('pgTemplate', '');
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
