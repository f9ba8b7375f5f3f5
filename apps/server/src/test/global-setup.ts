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
    /** A database on the TEST_PG_URL cluster, migrated and seeded, to copy with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds one database before the server tests, so each test file copies it instead of
 * migrating and seeding its own (the harness falls back to a fresh database for other configurations).
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
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ inMemory: true });
  await seed(database.db, { demoSeed: true });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-')), 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
