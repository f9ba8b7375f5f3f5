// Generated requests of one operation: valid ones from the route's schemas, and ones with one part poisoned.
import fc from 'fast-check';
import { DOCX, PDF, PNG, type Part } from '../../modules/attachments/test-files';
import type { Actor } from '../access-world';
import type { Operation, Parameter } from './operations';
import {
  POISON_PARAMS,
  POISON_TEXT,
  placesOf,
  poisonArbitrary,
  poisonedArbitrary,
  readAt,
  replaceAt,
  valueArbitrary,
  type Hints,
  type JsonSchema,
} from './schema-arbitraries';

/** A request as generated: who sends it and its parts. */
export type FuzzInput = {
  actor: Actor;
  poisoned: boolean;
  /**
   * The body place (dotted, as 400 answers name fields) that holds an amount sent as decimal text: the request must
   * be refused 400 on that field (the sweep's check that money and quantities are taken as JSON numbers only).
   */
  textNumberAt?: string;
  path: Record<string, string>;
  query: Array<[string, string]>;
  headers: Record<string, string>;
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'form'; value: Record<string, string> }
    | { kind: 'multipart'; parts: Part[] };
};

/** Percent-encodes a text as UTF-8, lone surrogates included (as their WTF-8 bytes, which no decoder accepts). */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(text[i]);
    }
  }
  return out;
}

/** A generated value as query or path texts (arrays repeat the key). */
function asParams(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(asParams);
  switch (typeof value) {
    case 'object':
      return [JSON.stringify(value)];
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'symbol':
    case 'function':
      return [String(value)];
    default:
      return [];
  }
}

const FILE_NAMES = [
  'doc.pdf',
  'photo.png',
  'image.jpg',
  'data.csv',
  'notes.txt',
  'letter.docx',
  'run.exe',
  'noext',
  '',
];
const CSV_HEADERS = ['code,labelSQ,labelEN,labelSR,active', 'code;labelSQ;labelEN;labelSR;active;symbol', 'code'];

function fileArbitrary(): fc.Arbitrary<Part> {
  const text = fc.oneof(fc.constantFrom(...POISON_TEXT), fc.string({ maxLength: 12 }));
  const csv = fc
    .tuple(
      fc.constantFrom(...CSV_HEADERS),
      fc.array(fc.array(text, { minLength: 1, maxLength: 6 }), { minLength: 0, maxLength: 3 }),
    )
    .map(([header, rows]) => Buffer.from([header, ...rows.map((r) => r.join(','))].join('\n')));
  const content = fc.oneof(
    fc.constantFrom(PNG, PDF, DOCX, Buffer.alloc(0)),
    csv,
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  );
  const name = fc.oneof(
    fc.constantFrom(...FILE_NAMES),
    fc.tuple(fc.constantFrom(...POISON_TEXT), fc.constantFrom(...FILE_NAMES)).map(([p, n]) => `${p}${n}`),
  );
  return fc.record({
    name,
    content,
    field: fc.constantFrom('file', 'files', 'file', 'other'),
    type: fc.constantFrom('application/octet-stream', 'image/png', 'text/csv'),
  });
}

function objectSchemaOf(parameters: Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Names a paged route may take as `filter[name]`: those it documents, and the usual ones (unknown ones answer 400). */
export function filterNamesOf(op: Operation): string[] {
  const paged = op.parameters.some((p) => p.in === 'query' && p.name === 'page') || op.filters.length > 0;
  return paged ? [...new Set([...op.filters, 'search', 'status', 'code', 'name', 'number', 'username'])] : [];
}

/** Generated requests of one operation. */
export function inputArbitrary(op: Operation, actors: Actor[], hints: Hints): fc.Arbitrary<FuzzInput> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const pathSchema = objectSchemaOf(pathParams.map((p) => ({ ...p, required: true })));
  const querySchema = objectSchemaOf(queryParams);
  const headerSchema = objectSchemaOf(headerParams);
  const filterNames = filterNamesOf(op);
  const paged = filterNames.length > 0;

  const filters = paged
    ? fc.array(
        fc.tuple(
          fc.constantFrom(...filterNames),
          fc.oneof(fc.constantFrom(...hints.texts), fc.constantFrom(...POISON_PARAMS), fc.string({ maxLength: 10 })),
        ),
        { maxLength: 2 },
      )
    : fc.constant([] as Array<[string, string]>);

  const parts = ['path', 'query', 'body'].filter(
    (part) =>
      (part === 'path' && pathParams.length > 0) ||
      (part === 'query' && (queryParams.length > 0 || paged)) ||
      (part === 'body' && (op.body || op.multipart)),
  );

  return fc
    .record({
      // Mostly the owner: an anonymous request to a route that needs a session stops at the access hook.
      actor:
        actors.length > 1
          ? fc.oneof(
              { weight: 1, arbitrary: fc.constant(actors[0]) },
              { weight: 3, arbitrary: fc.constantFrom(...actors.slice(1)) },
            )
          : fc.constant(actors[0]),
      poisoned: fc.boolean(),
      target: parts.length ? fc.constantFrom(...parts) : fc.constant('none'),
    })
    .chain(({ actor, poisoned, target }) => {
      const pick = (part: string, schema: JsonSchema) =>
        poisoned && target === part ? poisonedArbitrary(schema, hints) : valueArbitrary(schema, hints);
      const path = pathParams.length
        ? poisoned && target === 'path'
          ? fc
              .tuple(
                valueArbitrary(pathSchema, hints),
                fc.constantFrom(...pathParams.map((p) => p.name)),
                fc.constantFrom(...POISON_PARAMS),
              )
              .map(([value, name, poison]) => ({ ...(value as object), [name]: poison }))
          : valueArbitrary(pathSchema, hints)
        : fc.constant({});
      const query = pick('query', querySchema);
      const headers = headerParams.length ? valueArbitrary(headerSchema, hints) : fc.constant({});
      const body: fc.Arbitrary<FuzzInput['body']> = op.body
        ? op.body.kind === 'json'
          ? fc
              .oneof(
                { weight: 12, arbitrary: pick('body', op.body.schema) },
                { weight: poisoned ? 1 : 0, arbitrary: fc.constantFrom(null, [], 'text', 0) },
              )
              .map((value) => ({ kind: 'json' as const, value }))
          : pick('body', op.body.schema).map((value) => ({
              kind: 'form' as const,
              value: Object.fromEntries(
                Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([k, v]) =>
                  asParams(v)
                    .slice(0, 1)
                    .map((text) => [k, text]),
                ),
              ),
            }))
        : op.multipart
          ? fc
              .array(fileArbitrary(), { minLength: 0, maxLength: 3 })
              .map((files) => ({ kind: 'multipart' as const, parts: files }))
          : fc.constant(undefined);
      return fc.record({
        actor: fc.constant(actor),
        poisoned: fc.constant(poisoned),
        path: path.map((value) =>
          Object.fromEntries(
            Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [k, asParams(v)[0] ?? '']),
          ),
        ),
        query: fc
          .tuple(query, filters)
          .map(([value, extra]) => [
            ...Object.entries((value ?? {}) as Record<string, unknown>).flatMap(([k, v]) =>
              asParams(v).map((text) => [k, text] as [string, string]),
            ),
            ...extra.map(([name, text]) => [`filter[${name}]`, text] as [string, string]),
          ]),
        headers: headers.map((value) =>
          Object.fromEntries(
            Object.entries((value ?? {}) as Record<string, unknown>)
              .map(([k, v]) => [k, asParams(v)[0] ?? ''])
              // Header values travel as Latin-1 without controls; anything else is not an HTTP request.
              .filter(([, v]) => /^[\x20-\x7e]*$/.test(v)),
          ),
        ),
        body,
      });
    });
}

/**
 * A known good request (the access matrix's, or a generated one the schemas accept) with one input replaced: by a
 * poison of its kind, or by another value its schema allows. It reaches deeper than a request generated whole.
 */
export function mutatedArbitrary(op: Operation, base: FuzzInput, hints: Hints): fc.Arbitrary<FuzzInput> {
  type Mutation = fc.Arbitrary<FuzzInput>;
  const mutations: Mutation[] = [];
  for (const name of Object.keys(base.path)) {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {};
    mutations.push(
      fc
        .oneof(
          fc.constantFrom(...POISON_PARAMS),
          valueArbitrary(schema, hints).map((v) => asParams(v)[0] ?? ''),
        )
        .map((value) => ({ ...base, poisoned: true, path: { ...base.path, [name]: value } })),
    );
  }
  const queryNames = [
    ...op.parameters.filter((p) => p.in === 'query').map((p) => p.name),
    ...filterNamesOf(op).map((name) => `filter[${name}]`),
  ];
  if (queryNames.length) {
    mutations.push(
      fc
        .tuple(
          fc.constantFrom(...queryNames),
          fc.oneof(fc.constantFrom(...POISON_PARAMS), fc.constantFrom(...hints.texts)),
        )
        .map(([name, value]) => ({
          ...base,
          poisoned: true,
          query: [...base.query.filter(([k]) => k !== name), [name, value]],
        })),
    );
  }
  const body = base.body;
  if (body?.kind === 'json' && op.body) {
    const places = placesOf(op.body.schema, body.value).filter((p) => p.path.length > 0);
    if (places.length) {
      mutations.push(
        fc.constantFrom(...places).chain((place) =>
          fc
            .oneof(
              { weight: 2, arbitrary: poisonArbitrary(place.schema, readAt(body.value, place.path)) },
              { weight: 1, arbitrary: valueArbitrary(place.schema, hints) },
            )
            .map((value) => ({
              ...base,
              poisoned: true,
              body: { kind: 'json' as const, value: replaceAt(body.value, place.path, value) },
            })),
        ),
      );
    }
  }
  if (body?.kind === 'form') {
    const names = Object.keys(op.body?.schema.properties ?? {});
    if (names.length) {
      mutations.push(
        fc.tuple(fc.constantFrom(...names), fc.constantFrom(...POISON_PARAMS)).map(([name, value]) => ({
          ...base,
          poisoned: true,
          body: { kind: 'form' as const, value: { ...body.value, [name]: value } },
        })),
      );
    }
  }
  if (op.multipart) {
    mutations.push(
      fc
        .array(fileArbitrary(), { minLength: 1, maxLength: 2 })
        .map((parts) => ({ ...base, poisoned: true, body: { kind: 'multipart' as const, parts } })),
    );
  }
  return mutations.length ? fc.oneof(fc.constant(base), ...mutations) : fc.constant(base);
}

/** The URL of a generated request. */
export function urlOf(op: Operation, input: FuzzInput): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoose(input.path[name] ?? ''));
  const query = input.query.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}
