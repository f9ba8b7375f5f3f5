import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { companies } from './tables';

// SQL pieces other modules put in their own queries (a list's name column, a search box), so they never read the
// companies table themselves.

/** The name of the company whose id is in `companyId` (null when none). */
export const companyNameSql = (companyId: AnyColumn | SQL): SQL =>
  sql`(select ${companies.companyName} from ${companies} where ${companies.id} = ${companyId})`;

/** Whether the company whose id is in `companyId` has `pattern` (an ILIKE pattern) in its name or numbers. */
export const companyMatchesSql = (companyId: AnyColumn | SQL, pattern: string): SQL =>
  sql`exists (select 1 from ${companies} where ${companies.id} = ${companyId} and (${companies.companyName} ilike ${pattern}
    or ${companies.companyUniqueNumber} ilike ${pattern} or ${companies.fiscalNumber} ilike ${pattern}))`;
