import { parse, type PGlite, protocol, type QueryOptions } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPglite } from '../../test/harness';
import { bindMessage, concat, readResults, RUN_PORTAL, type WireValue } from './pglite-wire';

const { serialize } = protocol;

describe('the kept statements’ wire messages', () => {
  let client: PGlite;
  let counter = 0;
  beforeAll(async () => {
    client = await ownPglite();
    await client.exec(`create table crates (id serial primary key, name text not null unique, tags text[], detail jsonb,
      weight numeric, at timestamptz, photo bytea, big bigint, ok boolean, day date)`);
    await client.exec(`insert into crates (name, tags, detail, weight, at, photo, big, ok, day) values
      ('crate', '{a,"b \\"c\\""}', '{"note": "it''s ünïcode ✓"}', 12.50, '2026-11-26T10:00:00Z', '\\x00ff10',
       9007199254740993, true, '2026-11-27'),
      ('box', null, null, null, null, null, null, null, null)`);
  });
  afterAll(() => client.close());

  /** A statement prepared under a new name: its parameters' types, as pglite-statements.ts learns them. */
  const prepare = async (text: string) => {
    const name = `wire_${++counter}`;
    const { messages } = await client.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    );
    const description = messages.find((m) => m instanceof protocol.messages.ParameterDescriptionMessage);
    return { name, types: description?.dataTypeIDs ?? [] };
  };
  const serialized = (values: Array<string | number | boolean | null>, types: number[]): WireValue[] =>
    values.map((v, i) => (v === null ? null : (client.serializers[types[i]]?.(v) ?? String(v))));

  /**
   * One call both ways, each in a transaction rolled back (a write is made twice from the same rows): PGlite reading
   * its answer, and readResults reading the same answer unread.
   */
  const bothWays = async (
    text: string,
    values: Array<string | number | boolean | null>,
    options?: QueryOptions,
    inTransaction = true,
  ) => {
    const begin = () => (inTransaction ? client.exec('begin') : undefined);
    const rollback = () => (inTransaction ? client.exec('rollback') : undefined);
    const { name, types } = await prepare(text);
    const bind = serialize.bind({ statement: name, values: serialized(values, types) });
    let theirs: unknown;
    await begin();
    try {
      const { messages } = await client.execProtocol(concat([bind, ...RUN_PORTAL]));
      theirs = parse.parseResults(messages, client.parsers, options)[0];
    } catch (error) {
      theirs = error;
    }
    await rollback();
    await begin();
    const chunks: Uint8Array[] = [];
    let ours: unknown;
    try {
      await client.execProtocolRawStream(concat([bindMessage(name, serialized(values, types)), ...RUN_PORTAL]), {
        onRawData: (chunk) => chunks.push(chunk.slice()),
      });
      ours = readResults(concat(chunks), client.parsers, options);
    } catch (error) {
      ours = error;
    }
    await rollback();
    return { theirs, ours };
  };

  it('binds values to the same bytes as PGlite’s serializer: text, bytes and NULL', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes('\u0000')),
        fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constant(null), fc.uint8Array({ maxLength: 40 })), {
          maxLength: 12,
        }),
        (name, values) => {
          const ours = bindMessage(name, values);
          const theirs = serialize.bind({ statement: name, values });
          expect(Buffer.from(ours).equals(Buffer.from(theirs))).toBe(true);
        },
      ),
    );
  });

  it('reads rows, fields, command and counts as PGlite’s parser does, in both row modes', async () => {
    const cases: Array<[string, Array<string | number | boolean | null>]> = [
      ['select * from crates order by id', []],
      ['select * from crates where name = $1', ['crate']],
      ['select * from crates where name = $1', ['nothing']],
      ['select $1::text as a, $2::int as b, null::text as c, $3::numeric as d', ['ünï ✓ "x"', 7, '1.50']],
      ['select id, name from crates where weight > $1 or weight is null', [1]],
      ['insert into crates (name, weight) values ($1, $2) returning name, weight', ['pallet', '3.25']],
      ['update crates set ok = $1 where ok is null', [false]],
      ['delete from crates where name = $1', ['pallet']],
      ['with moved as (update crates set weight = weight where id = $1 returning id) select count(*) from moved', [1]],
    ];
    for (const [text, values] of cases) {
      for (const options of [undefined, { rowMode: 'array' } as QueryOptions]) {
        const { theirs, ours } = await bothWays(text, values, options);
        expect(ours, text).toEqual(theirs);
        expect((ours as { command?: string }).command, text).toBeDefined();
      }
    }
  });

  it('throws PGlite’s own DatabaseError with the same fields', async () => {
    const { theirs, ours } = await bothWays('insert into crates (name) values ($1)', ['crate']);
    expect(ours).toBeInstanceOf(protocol.messages.DatabaseError);
    expect(theirs).toBeInstanceOf(protocol.messages.DatabaseError);
    expect({ ...(ours as object), message: (ours as Error).message }).toEqual({
      ...(theirs as object),
      message: (theirs as Error).message,
    });
    expect((ours as { code: string; constraint: string }).code).toBe('23505');
    expect((ours as { constraint: string }).constraint).toBe('crates_name_key');
  });

  it('refuses an answer carrying a notification, which comes only with a statement outside a transaction', async () => {
    const heard: string[] = [];
    const unlisten = await client.listen('crates', (payload) => heard.push(payload));
    // Inside a transaction the notification waits for its COMMIT: both ways read the same answer.
    const inside = await bothWays(`select pg_notify('crates', $1)`, ['rolled back']);
    expect(inside.ours).toEqual(inside.theirs);
    // Outside one it comes with the statement: PGlite hands it to its listeners, readResults refuses the answer.
    const { theirs, ours } = await bothWays(`select pg_notify('crates', $1)`, ['moved'], undefined, false);
    expect((theirs as { rows: unknown[] }).rows).toEqual([{ pg_notify: '' }]);
    expect(String(ours)).toMatch(/a notification came with a statement read without PGlite/);
    expect(heard).toEqual(['moved']);
    await unlisten();
  });
});
