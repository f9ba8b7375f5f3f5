import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * The two messages of every kept statement's call (pglite-statements.ts) written and read here instead of by PGlite's
 * protocol classes, whose private fields cost a map lookup per byte range: binding the values (a third of a call's
 * time outside the engine) and reading the rows. The bytes and the results are the ones PGlite's `serialize.bind` and
 * `parse.parseResults` make; an answer with anything but rows and completions in it (an error, a notice, a setting
 * reported) is read by PGlite's own parser, as before.
 */

type Parsers = PGlite['parsers'];

/** After a bind: describe the unnamed portal, run it to the end, sync. */
export const RUN_PORTAL = [
  protocol.serialize.describe({ type: 'P' }),
  protocol.serialize.execute({}),
  protocol.serialize.sync(),
];

/** Messages joined into one call's bytes. */
export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
/** A value as PGlite's serializers leave it: text, bytes (sent in binary) or NULL. */
export type WireValue = string | ArrayBuffer | ArrayBufferView | null;

/** `serialize.bind` of a named statement into the unnamed portal, every result column in text. */
export function bindMessage(statement: string, values: WireValue[]): Uint8Array {
  const encoded = values.map((value) =>
    value === null
      ? null
      : typeof value === 'string'
        ? Buffer.from(value, 'utf8')
        : ArrayBuffer.isView(value)
          ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
          : Buffer.from(value),
  );
  const name = Buffer.from(statement, 'utf8');
  // Portal name (empty), statement name, format codes, values, result format codes (none: all text).
  const length =
    4 + 1 + name.length + 1 + 2 + 2 * values.length + 2 + encoded.reduce((sum, v) => sum + 4 + (v?.length ?? 0), 0) + 2;
  const out = Buffer.allocUnsafe(1 + length);
  let at = out.writeUInt8(0x42, 0); // 'B'
  at = out.writeInt32BE(length, at);
  at = out.writeUInt8(0, at);
  at += name.copy(out, at);
  at = out.writeUInt8(0, at);
  at = out.writeUInt16BE(values.length, at);
  for (const value of values) at = out.writeInt16BE(value === null || typeof value === 'string' ? 0 : 1, at);
  at = out.writeUInt16BE(values.length, at);
  for (const value of encoded) {
    if (value === null) at = out.writeInt32BE(-1, at);
    else {
      at = out.writeInt32BE(value.length, at);
      at += value.copy(out, at);
    }
  }
  out.writeInt16BE(0, at);
  return out;
}

/** Message types an answer of a kept statement is made of, read here; any other goes to PGlite's parser. */
const BIND_COMPLETE = 0x32; // '2'
const CLOSE_COMPLETE = 0x33; // '3'
const ROW_DESCRIPTION = 0x54; // 'T'
const NO_DATA = 0x6e; // 'n'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const READY_FOR_QUERY = 0x5a; // 'Z'
const KNOWN = new Set([
  BIND_COMPLETE,
  CLOSE_COMPLETE,
  ROW_DESCRIPTION,
  NO_DATA,
  DATA_ROW,
  COMMAND_COMPLETE,
  READY_FOR_QUERY,
]);
/** The commands whose count PGlite adds to `affectedRows`. */
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** Whether every message of an answer is one readResults reads itself. */
function plain(data: Buffer): boolean {
  for (let at = 0; at + 5 <= data.length; at += 1 + data.readInt32BE(at + 1)) {
    if (!KNOWN.has(data[at])) return false;
  }
  return true;
}

const parseValue = (text: string | null, type: number, parsers: Parsers): unknown => {
  if (text === null) return null;
  const parser = parsers[type] ?? types.parsers[type];
  return parser ? (parser(text, type) as unknown) : text;
};

/**
 * The first result of an answer, as `parse.parseResults` gives it: rows (objects, or arrays with `rowMode: 'array'`)
 * with each column's parser applied, fields, the command, its row count and the rows it affected. An error in the
 * answer is thrown as PGlite's `DatabaseError`.
 */
export function readResults(answer: Uint8Array, parsers: Parsers, options: QueryOptions | undefined): Results {
  const data = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  if (!plain(data)) return parseWithPglite(data, parsers, options);
  const arrays = options?.rowMode === 'array';
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  const rows: Results['rows'] = [];
  for (let at = 0; at + 5 <= data.length;) {
    const type = data[at];
    const end = at + 1 + data.readInt32BE(at + 1);
    let p = at + 5;
    if (type === ROW_DESCRIPTION) {
      const count = data.readInt16BE(p);
      p += 2;
      fields = [];
      for (let i = 0; i < count; i++) {
        const nul = data.indexOf(0, p);
        const name = data.toString('utf8', p, nul);
        // Table OID (4), column number (2), then the type's OID.
        fields.push({ name, dataTypeID: data.readInt32BE(nul + 1 + 6) });
        p = nul + 1 + 18;
      }
    } else if (type === DATA_ROW) {
      const count = data.readInt16BE(p);
      p += 2;
      const row: unknown[] | Record<string, unknown> = arrays ? new Array<unknown>(count) : {};
      for (let i = 0; i < count; i++) {
        const length = data.readInt32BE(p);
        p += 4;
        const text = length < 0 ? null : data.toString('utf8', p, p + length);
        if (length > 0) p += length;
        const value = parseValue(text, fields[i].dataTypeID, parsers);
        if (arrays) (row as unknown[])[i] = value;
        else (row as Record<string, unknown>)[fields[i].name] = value;
      }
      rows.push(row);
    } else if (type === COMMAND_COMPLETE) {
      const words = data.toString('utf8', p, end - 1).split(' ');
      const command = words[0];
      const count = parseInt(words[words.length - 1], 10);
      const result: Results = { rows, fields, command, affectedRows: AFFECTING.has(command) ? count : 0 };
      if (!Number.isNaN(count)) result.rowCount = count;
      return result;
    }
    at = end;
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

/** An answer with an error, a notice or a reported setting in it: read by PGlite's parser, as its execProtocol does. */
function parseWithPglite(data: Buffer, parsers: Parsers, options: QueryOptions | undefined): Results {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  new protocol.Parser().parse(data, (message) => messages.push(message));
  const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  if (messages.some((message) => message.name === 'notification')) {
    // Never sent to a statement inside a transaction (delivered with its COMMIT), nor to a plain select.
    throw new Error('a notification came with a statement read without PGlite: its listeners would miss it');
  }
  return parse.parseResults(messages, parsers, options)[0];
}
