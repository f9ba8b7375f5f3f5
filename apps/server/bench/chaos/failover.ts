// The fault of `npm run chaos -- --ha`: the primary of the pg_auto_failover formation (scripts/pg-ha.mjs, run by
// scripts/cluster-run.mjs, which this process asks over IPC) killed with SIGKILL, its pg_autoctl with it; then the
// time until a host accepts writes again, the old primary started again and the time until it is back as standby.
import pg from 'pg';
import { parseMultiHostUrl, primaryConnection } from '../../src/platform/db/primary';

type NodeState = { nodename: string; nodeport: number; current_group_state: string; assigned_group_state: string };

export type Failover = {
  /** The node killed and when (ms since the epoch). */
  killed: string;
  killedAt: number;
  /** The primary's synchronous_standby_names and synchronous_commit before the kill. */
  syncBefore: string;
  /** From the kill until some host accepted writes again. */
  withoutPrimaryMs: number;
  /** From the kill until the old primary reported itself a standby again (secondary) beside a primary. */
  rejoinedMs: number;
  /** How often the supervisor started a keeper again that had exited by itself (by node name). */
  keeperRestarts: Record<string, number>;
};

let nextId = 0;
const waiting = new Map<number, { resolve: (answer: unknown) => void; reject: (error: Error) => void }>();
process.on('message', (message: { id: number; answer?: unknown; error?: string }) => {
  const pending = waiting.get(message.id);
  if (!pending) return;
  waiting.delete(message.id);
  if (message.error) pending.reject(new Error(message.error));
  else pending.resolve(message.answer);
});

/** A request to scripts/cluster-run.mjs, which holds the formation. */
function ask<T>(op: string, extra: Record<string, unknown> = {}): Promise<T> {
  if (!process.send) throw new Error('chaos --ha runs under scripts/chaos.mjs (it holds the database formation)');
  const id = ++nextId;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
    process.send!({ id, op, ...extra });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any host of the multi-host `url` accepts writes now (each asked with a short timeout). */
async function someHostWritable(url: string): Promise<boolean> {
  const parsed = parseMultiHostUrl(url)!;
  const answers = await Promise.all(
    parsed.hosts.map(async (host) => {
      const client = new pg.Client({ connectionString: parsed.forHost(host), connectionTimeoutMillis: 1_000 });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const result = await client.query<{ transaction_read_only: string }>('show transaction_read_only');
        return result.rows[0]?.transaction_read_only === 'off';
      } catch {
        return false;
      } finally {
        client.end().catch(() => undefined);
      }
    }),
  );
  return answers.some(Boolean);
}

/** The primary's replication settings: that a commit waits for the standby. */
export async function primarySync(url: string): Promise<string> {
  const { Client, connectionString } = primaryConnection(url);
  const client = new Client({ connectionString });
  await client.connect();
  try {
    const names = await client.query<{ synchronous_standby_names: string }>('show synchronous_standby_names');
    const commit = await client.query<{ synchronous_commit: string }>('show synchronous_commit');
    return `synchronous_standby_names '${names.rows[0].synchronous_standby_names}', synchronous_commit ${commit.rows[0].synchronous_commit}`;
  } finally {
    await client.end();
  }
}

/** Waits until the formation has a primary and no standby catching up. */
export async function untilFormationHealthy(timeoutMs = 120_000): Promise<NodeState[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const nodes = await ask<NodeState[]>('state').catch(() => []);
    const settled = nodes.every((n) => n.current_group_state === n.assigned_group_state);
    if (settled && nodes.some((n) => n.current_group_state === 'primary')) return nodes;
    if (Date.now() > until) throw new Error(`the formation did not settle: ${JSON.stringify(nodes)}`);
    await sleep(500);
  }
}

export async function killPrimary(url: string, log: (line: string) => void): Promise<Failover> {
  const syncBefore = await primarySync(url);
  // The time of the kill itself (finding the primary first takes the monitor a moment).
  const { index, name, killedAt } = await ask<{ index: number; name: string; killedAt: number }>('kill-primary');
  log(`SIGKILL of the primary ${name} (its PostgreSQL and pg_autoctl); ${syncBefore}`);
  while (!(await someHostWritable(url))) {
    if (Date.now() - killedAt > 180_000) throw new Error('no primary 3 minutes after the kill');
    await sleep(200);
  }
  const withoutPrimaryMs = Date.now() - killedAt;
  log(`a host accepts writes again after ${(withoutPrimaryMs / 1000).toFixed(1)} s; ${name} started again`);
  await ask('start', { index });
  const nodes = await untilFormationHealthy(180_000);
  const old = nodes.find((n) => n.nodename === name);
  if (old?.current_group_state !== 'secondary') throw new Error(`${name} came back as ${old?.current_group_state}`);
  const rejoinedMs = Date.now() - killedAt;
  log(`${name} is a standby again after ${(rejoinedMs / 1000).toFixed(1)} s`);
  const keeperRestarts = await ask<Record<string, number>>('restarts');
  return { killed: name, killedAt, syncBefore, withoutPrimaryMs, rejoinedMs, keeperRestarts };
}
