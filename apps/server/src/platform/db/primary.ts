// Several database hosts in one connection string, as libpq writes them and as `pg_autoctl show uri` answers:
// postgres://user@host1:5432,host2:5432/db?target_session_attrs=read-write. node-postgres (pg 8) connects to
// one host only and knows no target_session_attrs, so a pool given such a string gets the client class here:
// before it connects it finds the host that accepts writes (the current primary), remembers it, and checks on
// every new connection that the host still does. After a failover the next connection finds the new primary.
import pg from 'pg';

export type DatabaseHost = { host: string; port: number };

export type MultiHostUrl = {
  hosts: DatabaseHost[];
  /** The same connection string with one host and without target_session_attrs (which pg would not know). */
  forHost(host: DatabaseHost): string;
};

const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)(.*)$/;

/**
 * The hosts of a libpq URL with more than one host or with target_session_attrs=read-write (other values are
 * refused: only the primary takes the portal's writes); undefined for an ordinary URL.
 */
export function parseMultiHostUrl(url: string): MultiHostUrl | undefined {
  const parts = URL_PARTS.exec(url);
  if (!parts) return undefined;
  const [, scheme, userInfo = '', hostList, rest] = parts;
  const [pathPart, query = ''] = splitOnce(rest, '?');
  const params = query.split('&').filter(Boolean);
  const attrs = params.find((p) => p.startsWith('target_session_attrs='));
  if (!hostList.includes(',') && !attrs) return undefined;
  if (attrs && attrs !== 'target_session_attrs=read-write' && attrs !== 'target_session_attrs=any') {
    throw new Error(`Unsupported ${attrs}: the portal needs target_session_attrs=read-write`);
  }
  const hosts = hostList.split(',').map(parseHost);
  const kept = params.filter((p) => p !== attrs).join('&');
  const tail = pathPart + (kept ? `?${kept}` : '');
  return {
    hosts,
    forHost: (h) => `${scheme}${userInfo}${h.host.includes(':') ? `[${h.host}]` : h.host}:${h.port}${tail}`,
  };
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

function parseHost(item: string): DatabaseHost {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(item);
  const [host, port] = bracketed ? [bracketed[1], bracketed[2]] : splitOnce(item, ':');
  if (!host) throw new Error(`A database host is empty in the connection string`);
  return { host: decodeURIComponent(host), port: port ? Number(port) : 5432 };
}

/** An error databaseUnavailable() recognises (SQLSTATE 08001): the request answers 503, try again. */
function noPrimary(message: string): Error {
  return Object.assign(new Error(message), { code: '08001' });
}

const PROBE_TIMEOUT_MS = 2_000;

/** Whether the connected server accepts writes (libpq's test for read-write: transaction_read_only is off). */
async function acceptsWrites(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ transaction_read_only: string }>('show transaction_read_only');
  return result.rows[0]?.transaction_read_only === 'off';
}

/**
 * For an ordinary URL: pg's own Client and the URL. For a multi-host one: a Client class that connects to the
 * current primary and the single-host URL of the first host (the user, database and options the class keeps).
 */
export function primaryConnection(url: string): { connectionString: string; Client: typeof pg.Client } {
  const parsed = parseMultiHostUrl(url);
  if (!parsed) return { connectionString: url, Client: pg.Client };
  let known: DatabaseHost | undefined;
  let finding: Promise<DatabaseHost> | undefined;

  const probe = async (host: DatabaseHost): Promise<boolean> => {
    const client = new pg.Client({ connectionString: parsed.forHost(host), connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return await acceptsWrites(client);
    } catch {
      return false;
    } finally {
      client.end().catch(() => undefined);
    }
  };
  // One search at a time; every host is asked (in order) until one accepts writes.
  const findPrimary = (): Promise<DatabaseHost> => {
    if (known) return Promise.resolve(known);
    finding ??= (async () => {
      try {
        for (const host of parsed.hosts) {
          if (await probe(host)) return (known = host);
        }
        throw noPrimary(
          `No database host accepts writes (${parsed.hosts.map((h) => `${h.host}:${h.port}`).join(', ')})`,
        );
      } finally {
        finding = undefined;
      }
    })();
    return finding;
  };

  class PrimaryClient extends pg.Client {
    private async connectToPrimary(): Promise<pg.Client> {
      const target = await findPrimary();
      this.host = target.host;
      this.port = target.port;
      try {
        await new Promise<void>((resolve, reject) =>
          super.connect((error: Error | null) => (error ? reject(error) : resolve())),
        );
        if (!(await acceptsWrites(this))) throw noPrimary(`${target.host}:${target.port} no longer accepts writes`);
        return this;
      } catch (error) {
        if (known === target) known = undefined;
        this.end().catch(() => undefined);
        throw error;
      }
    }

    // pg.Pool connects with a callback, pg.Client's users without.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(
      callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void),
    ): Promise<pg.Client> | void {
      const connected = this.connectToPrimary();
      if (!callback) return connected;
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      connected.then(
        (client) => done(null, client),
        (error: Error) => done(error),
      );
    }
  }
  return { connectionString: parsed.forHost(parsed.hosts[0]), Client: PrimaryClient };
}
