import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { bindMessage, concat, readResults, RUN_PORTAL, type WireValue } from './pglite-wire';

/**
 * PGlite's `query()` walks the extended protocol one message at a time (parse, describe, bind, describe, execute,
 * sync: six calls into the engine) and parses and plans the statement again on every call. Drizzle's statements are
 * a few hundred texts said over and over, so the embedded database keeps each one prepared under a name: the first
 * call parses it and learns its parameter types, every later call binds and executes it in one message (a select by
 * key: about 0.35 ms → 0.1 ms). The same values go in (PGlite's serializers by parameter type) and the same rows come
 * out (its parsers), so Drizzle sees no difference.
 *
 * Statements other than select, insert, update, delete and with (migrations, DDL, SET) and very long texts are sent
 * unnamed, in two calls. A prepared statement whose result type changed under it (DDL on its table) is prepared again.
 */

/** Prepared statements kept per database; the least recently used one is closed beyond this. */
const MAX_STATEMENTS = 1000;
/** Longer texts carry their data inline (a restore script, a literal list): sent unnamed, never kept. */
const MAX_NAMED_LENGTH = 8_000;
const NAMED = /^\s*(select|insert|update|delete|with)\b/i;
const SELECT = /^\s*select\b/i;
/** `cached plan must not change result type`: the statement is prepared again. */
const FEATURE_NOT_SUPPORTED = '0A000';

type Statement = { name: string; types: number[] };
type Run = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined) => Promise<Results>;

const { serialize } = protocol;
const UNNAMED = '';
/** Names are unique in the process: two clients over one database never take the same name. */
let counter = 0;

/** Whether a parser gives back the text it is given (Drizzle's for dates, timestamps and intervals). */
const PROBE = '\u0000probe';
function leavesText(parser: (text: string, type?: number) => unknown): boolean {
  try {
    return parser(PROBE) === PROBE;
  } catch {
    return false;
  }
}

/**
 * The client Drizzle is given for a PGlite database: `query()` and `transaction()` (with its own `query()`) through
 * the kept statements. Everything else (listen, exec, close) stays on the PGlite client itself.
 */
export function withPreparedStatements(client: PGlite, { maxStatements = MAX_STATEMENTS } = {}): PGlite {
  const statements = new Map<string, Statement>();
  /** Statements evicted from the map, closed at the head of the next call. */
  let toClose: Uint8Array[] = [];
  /**
   * The default parsers with a query's own laid over them. Drizzle sends the same few with every query (its dates,
   * timestamps and intervals left as text), each time a new object: merged once per set of types they leave as text.
   */
  const textParsers = new Map<string, PGlite['parsers']>();
  const parsersFor = (options: QueryOptions | undefined): PGlite['parsers'] => {
    const own = options?.parsers as PGlite['parsers'] | undefined;
    if (!own) return client.parsers;
    const types = Object.keys(own);
    if (!types.every((type) => leavesText(own[type]))) return { ...client.parsers, ...own };
    const key = types.join(',');
    let merged = textParsers.get(key);
    if (!merged) textParsers.set(key, (merged = { ...client.parsers, ...own }));
    return merged;
  };

  const serializeParams = (params: unknown[], types: number[], options: QueryOptions | undefined): WireValue[] =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]] ?? client.serializers[types[i]];
      return serializer ? serializer(value) : (value as { toString(): string }).toString();
    });

  /** Sends messages in one call; an error answer is thrown once the whole call (up to its Sync) has run. */
  const send = async (parts: Uint8Array[], syncToFs: boolean) => {
    const closing = toClose;
    toClose = [];
    return (await client.execProtocol(concat([...closing, ...parts]), { syncToFs })).messages;
  };

  const describe = async (name: string, text: string, syncToFs: boolean): Promise<Statement> => {
    const messages = await send(
      [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()],
      syncToFs,
    );
    const description = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    return { name, types: description?.dataTypeIDs ?? [] };
  };

  const prepared = async (text: string, syncToFs: boolean): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the map's first entry is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const statement = await describe(`drizzle_${++counter}`, text, syncToFs);
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldest, { name }] = statements.entries().next().value as [string, Statement];
      statements.delete(oldest);
      toClose.push(serialize.close({ type: 'S', name }));
    }
    return statement;
  };

  /**
   * Sends messages in one call and gives back the answer's bytes, left unread by PGlite (pglite-wire.ts reads them).
   * Its parser is also what hands notifications to their listeners, so only an answer that cannot hold one comes this
   * way (see `unread`).
   */
  const sendUnread = async (parts: Uint8Array[], syncToFs: boolean) => {
    const closing = toClose;
    toClose = [];
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(concat([...closing, ...parts]), {
      syncToFs,
      // A view of the engine's memory, written over by the next chunk.
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    return chunks.length === 1 ? chunks[0] : concat(chunks);
  };

  const execute = async (
    statement: Statement,
    params: unknown[],
    options: QueryOptions | undefined,
    sync: boolean,
    unread: boolean,
  ) => {
    const parts = [bindMessage(statement.name, serializeParams(params, statement.types, options)), ...RUN_PORTAL];
    if (unread) return readResults(await sendUnread(parts, sync), parsersFor(options), options);
    return parse.parseResults(await send(parts, sync), parsersFor(options), { rowMode: options?.rowMode })[0];
  };

  const run = async (
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> => {
    try {
      // A notification comes with the COMMIT of the transaction that sent it, or with the statement itself outside one.
      const unread = inTransaction || (SELECT.test(text) && !text.includes('pg_notify'));
      if (!NAMED.test(text) || text.length > MAX_NAMED_LENGTH) {
        return await execute(await describe(UNNAMED, text, false), params, options, !inTransaction, unread);
      }
      try {
        return await execute(await prepared(text, false), params, options, !inTransaction, unread);
      } catch (error) {
        // DDL changed the statement's result type: prepared again, unless a transaction was lost with the error.
        if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED || inTransaction) throw error;
        const stale = statements.get(text);
        if (!stale) throw error;
        statements.delete(text);
        toClose.push(serialize.close({ type: 'S', name: stale.name }));
        return await execute(await prepared(text, false), params, options, true, unread);
      }
    } catch (error) {
      // As PGlite's own query() tells it: what was sent with the error.
      if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  };

  // Options PGlite's query() handles itself (a blob for COPY, given parameter types) go to it.
  const own = (options: QueryOptions | undefined) => options?.blob !== undefined || options?.paramTypes !== undefined;

  const query: Run = async (text, params, options) => {
    if (own(options)) return client.query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options, false)));
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) => {
      const txQuery: Run = (text, params, options) => {
        if (own(options)) return tx.query(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return client._runExclusiveQuery(() => run(text, params, options, true));
      };
      return callback(Object.assign(Object.create(tx) as Transaction, { query: txQuery }));
    });

  return { query, transaction } as unknown as PGlite;
}
