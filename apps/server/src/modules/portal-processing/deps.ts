import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/storage';

/** What the workflow's commands need: the database, the file store (generated PDFs) and the portal's address (mails). */
export type ProcessingDeps = { db: Db; storage: FileStorage; publicUrl: string };
