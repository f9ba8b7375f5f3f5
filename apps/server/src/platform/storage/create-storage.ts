import type { Config } from '../config';
import type { Database } from '../db/database';
import { DatabaseStorage } from './database-storage';
import { createFileStorage } from './file-system-storage';
import type { CopyableStorage } from './storage';

/**
 * The store `FILE_STORAGE` names: the file system (default) or the database, which several instances on one
 * PostgreSQL share. Not on the embedded database: it has a single connection, and a file is stored or read while a
 * module's transaction is open (generated PDFs, a case document's upload), which would wait for that transaction
 * forever.
 */
export function createStorage(
  config: Pick<Config, 'fileStorage' | 'dataDir' | 'inMemory'>,
  database: Pick<Database, 'db' | 'kind'>,
): CopyableStorage {
  if (config.fileStorage === 'database') {
    if (database.kind !== 'postgres') throw new Error('FILE_STORAGE=database needs PostgreSQL (DATABASE_URL)');
    return new DatabaseStorage(database.db);
  }
  return createFileStorage(config);
}
