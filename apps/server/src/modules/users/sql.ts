import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { users } from './tables';

// SQL pieces other modules put in their own queries, so they never read the users table themselves. What an
// account's company or person is called is asked of those modules, handed in as `companyName`/`personName`.

type Piece = (id: AnyColumn | SQL) => SQL;

/** The username of the account whose id is in `userId`. */
export const usernameSql = (userId: AnyColumn | SQL): SQL =>
  sql`(select ${users.username} from ${users} where ${users.id} = ${userId})`;

/** How lists name an account: its company's name, else its person's, else its username. */
export const accountNameSql = (userId: AnyColumn | SQL, companyName: Piece, personName: Piece): SQL =>
  sql`(select coalesce(${companyName(users.companyId)}, ${personName(users.individualId)}, ${users.username})
    from ${users} where ${users.id} = ${userId})`;

/** Whether the account whose id is in `userId` matches a search: its username, or its company or person does. */
export const accountMatchesSql = (
  userId: AnyColumn | SQL,
  pattern: string,
  companyMatches: (id: AnyColumn | SQL, pattern: string) => SQL,
  personMatches: (id: AnyColumn | SQL, pattern: string) => SQL,
): SQL =>
  sql`exists (select 1 from ${users} where ${users.id} = ${userId} and (${users.username} ilike ${pattern}
    or ${companyMatches(users.companyId, pattern)} or ${personMatches(users.individualId, pattern)}))`;
