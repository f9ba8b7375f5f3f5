import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { createStorage } from './create-storage';
import { DatabaseStorage } from './database-storage';
import { FileSystemStorage } from './file-system-storage';

describe('FILE_STORAGE', () => {
  it('is the file system unless set, the database on PostgreSQL, and anything else refuses to start', () => {
    expect(loadConfig({}).fileStorage).toBe('filesystem');
    expect(loadConfig({ FILE_STORAGE: 'filesystem' }).fileStorage).toBe('filesystem');
    expect(loadConfig({ FILE_STORAGE: 'database', DATABASE_URL: 'postgres://x/y' }).fileStorage).toBe('database');
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(
      'FILE_STORAGE must be one of filesystem, database, got s3',
    );
    expect(() => loadConfig({ FILE_STORAGE: 'database' })).toThrow(/FILE_STORAGE=database needs DATABASE_URL/);
  });

  it('picks the store; the embedded database cannot hold the files', () => {
    const db = {} as Db;
    const config = { dataDir: '/srv/portal', inMemory: false };
    expect(createStorage({ ...config, fileStorage: 'filesystem' }, { db, kind: 'pglite' })).toBeInstanceOf(
      FileSystemStorage,
    );
    expect(createStorage({ ...config, fileStorage: 'database' }, { db, kind: 'postgres' })).toBeInstanceOf(
      DatabaseStorage,
    );
    expect(() => createStorage({ ...config, fileStorage: 'database' }, { db, kind: 'pglite' })).toThrow(
      /needs PostgreSQL/,
    );
  });
});
