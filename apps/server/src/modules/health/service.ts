import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

/** Whether the database answers a trivial query (any failure means not ready). */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
