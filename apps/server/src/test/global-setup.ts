import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database';
import { seed } from '../seed';
import { writeTemplateFailure } from './template-files';

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
  // The project's environment (the suites' password hashing) for the template, made here or by the process below.
  Object.assign(process.env, project.config.env);
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
  // The embedded database's template is built by a process of its own while the web's and the contracts' files run
  // (the sequencer in vitest.config.ts puts the server's last); the server's files wait for its files.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const builder = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'build-template.ts'), folder],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  let done = false;
  builder.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
  builder.on('exit', (code, signal) => {
    if (code !== 0 && !done) writeTemplateFailure(folder, `exit ${code ?? signal}\n${errors}`);
  });
  builder.on('error', (error) => writeTemplateFailure(folder, String(error)));
  project.provide('pgliteMigrated', path.join(folder, 'migrated.tar'));
  project.provide('pgliteTemplate', path.join(folder, 'pglite.tar'));
  project.provide('pgTemplate', '');
  return () => {
    done = true;
    builder.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
