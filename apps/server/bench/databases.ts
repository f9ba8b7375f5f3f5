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
/**
 * Before each bid phase: every notice read, and the table vacuumed. A bid's outbid notice is pushed with its
 * recipient's unread count, which costs more the more unread notices they have; the bench's bidders never read theirs,
 * so without this each phase would run against more of them than the one before.
 */
export async function readAllNotices(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('update notices set read_at = now() where read_at is null');
    await client.query('vacuum notices');
  } finally {
    await client.end();
  }
}

export async function analyze(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('analyze');
  await client.end();
}
