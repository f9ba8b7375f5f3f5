import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../platform/http/context';

/** Whether the database answers a trivial query (any failure means not ready). */
export async function databaseAnswers({ db }: ServiceContext): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
