import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { individuals } from './tables';

// SQL pieces other modules put in their own queries (a list's name column, a search box), so they never read the
// individuals table themselves.

const fullName = sql`(${individuals.firstName} || ' ' || ${individuals.lastName})`;

/** The full name of the person whose id is in `individualId` (null when none). */
export const personNameSql = (individualId: AnyColumn | SQL): SQL =>
  sql`(select ${fullName} from ${individuals} where ${individuals.id} = ${individualId})`;

/** Whether the person whose id is in `individualId` has `pattern` (an ILIKE pattern) in their name or number. */
export const personMatchesSql = (individualId: AnyColumn | SQL, pattern: string): SQL =>
  sql`exists (select 1 from ${individuals} where ${individuals.id} = ${individualId} and (${fullName} ilike ${pattern}
    or ${individuals.personalNumber} ilike ${pattern}))`;
