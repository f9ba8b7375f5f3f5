import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, copyTemplateTo } from '../../test/harness';
import { copyStoredFiles } from './copy-files';
import { CHUNK_BYTES, DatabaseStorage } from './database-storage';
import { FileSystemStorage } from './file-system-storage';
import type { CopyableStorage } from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copy-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const folder = () => new FileSystemStorage(fs.mkdtempSync(path.join(root, 'files-')));

async function contents(storage: CopyableStorage): Promise<Map<string, string>> {
  const all = new Map<string, string>();
  for await (const key of storage.keys()) all.set(key, (await buffer(await storage.open(key))).toString('base64'));
  return all;
}

describe('copying stored files between stores (storage:migrate)', () => {
  let database: DatabaseStorage;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    const { platform } = await buildTestApp();
    database = new DatabaseStorage(platform.db);
    databaseUrl = platform.config.databaseUrl;
  });

  it('copies the file system into the database and back under the same keys; a second run copies nothing', async () => {
    const source = folder();
    for (const content of [crypto.randomBytes(2 * CHUNK_BYTES + 99), Buffer.from('small'), Buffer.alloc(0)]) {
      await source.put(Readable.from([content]));
    }
    const original = await contents(source);
    expect(original.size).toBe(3);

    expect(await copyStoredFiles(source, database)).toEqual({ copied: 3, present: 0, failed: [] });
    expect(await contents(database)).toEqual(original);
    expect(await contents(source)).toEqual(original); // the source is left as it was
    expect(await copyStoredFiles(source, database)).toEqual({ copied: 0, present: 3, failed: [] });

    const back = folder();
    expect(await copyStoredFiles(database, back)).toEqual({ copied: 3, present: 0, failed: [] });
    expect(await contents(back)).toEqual(original);
    expect(await copyStoredFiles(database, back)).toEqual({ copied: 0, present: 3, failed: [] });
    for (const key of original.keys()) await database.remove(key);
  });

  it('keeps no copy that reads back different from the source', async () => {
    const source = folder();
    const { key } = await source.put(Readable.from([Buffer.from('the original bytes')]));
    const target = folder();
    // A target that damages what it stores (a failing disk): the copy is refused and removed.
    const damaging: CopyableStorage = Object.assign(Object.create(target) as CopyableStorage, {
      putAt: async (k: string, content: AsyncIterable<Uint8Array>) => {
        const bytes = await buffer(content);
        bytes[0] ^= 0xff;
        return target.putAt(k, Readable.from([bytes]));
      },
    });
    const report = await copyStoredFiles(source, damaging);
    expect(report).toEqual({ copied: 0, present: 0, failed: [{ key, reason: expect.stringMatching(/SHA-256/) }] });
    expect(await contents(target)).toEqual(new Map());
  });

  it('runs as `npm run storage:migrate -- --to database` on the configured database, idempotently', async () => {
    const dataDir = fs.mkdtempSync(path.join(root, 'data-'));
    // The data folder of a portal in use (its database migrated and seeded), whose files move to the database.
    if (!databaseUrl) await copyTemplateTo(dataDir);
    const files = new FileSystemStorage(path.join(dataDir, 'files'));
    {
      const { key } = await files.put(Readable.from([Buffer.from('migrated by the command')]));
      // What main.ts would open: this file's PostgreSQL database on `npm run test:pg`, else the embedded one in DATA_DIR.
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dataDir, DEMO_SEED: '0' };
      if (databaseUrl) env.DATABASE_URL = databaseUrl;
      const run = (...args: string[]) =>
        spawnSync(
          process.execPath,
          ['--import', 'tsx', path.resolve(import.meta.dirname, '../../storage-migrate.ts'), ...args],
          {
            env,
            encoding: 'utf8',
            timeout: 120_000,
          },
        );
      expect(run('--to', 'nowhere').status).toBe(2);
      const first = run('--to', 'database');
      expect(first.stderr).toBe('');
      expect(first.stdout).toContain(`copied ${key}`);
      expect(first.stdout).toContain('copied 1, already there 0, failed 0');
      expect(first.status).toBe(0);
      const second = run('--to', 'database');
      expect(second.stdout).toContain('copied 0, already there 1, failed 0');
      const back = run('--to', 'filesystem');
      expect(back.stdout).toContain('copied 0, already there 1, failed 0');
      await database.remove(key);
    }
  }, 180_000);
});
