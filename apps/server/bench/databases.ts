// The bench's databases on its throw-away cluster.
import pg from 'pg';

/** A new database on the cluster of `adminUrl`; its URL. */
export async function createBenchDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Fresh planner statistics after the set-up wrote its rows. */
export async function analyze(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('analyze');
  await client.end();
}
