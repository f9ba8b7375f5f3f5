// fast-check arbitraries from the JSON schemas of the OpenAPI document (@fastify/swagger, OpenAPI 3.1: JSON Schema
// 2020-12 as fastify-type-provider-zod writes it from the zod schemas, `$ref`s written out by operations.ts): values that follow a schema, and the same values with
// one part poisoned (NUL, lone surrogates, tiny and huge numbers, int4 overflow, wrong types, missing fields).
import fc from 'fast-check';

export type JsonSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Values of the world worth hitting: ids of existing objects, texts such as usernames, codes and dates. */
export type Hints = { ids: readonly number[]; texts: readonly string[] };

const INT4_MAX = 2_147_483_647;

/** Strings that break stores and encoders: NUL, lone surrogates, controls, direction marks, markup. */
export const POISON_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u0001\u001f\u007f',
  '\u202Eevil',
  '%00',
  '',
  ' ',
  '\t\n',
  '😀',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  '1e-300',
  '2147483648',
  '-1',
];

/** Numbers that break numeric columns: below a cent or a thousandth, beyond int4, beyond a safe integer, negative. */
export const POISON_NUMBERS = [
  1e-300,
  5e-324,
  1e-10,
  0.001,
  0.005,
  0.1 + 0.2,
  -0,
  0,
  -1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER + 1,
  1e15,
  1e300,
];

/** What a JSON leaf may be replaced with regardless of its type. */
const WRONG_TYPES: unknown[] = [null, true, {}, [], 'abc', 1, [null], { $ne: 1 }];

/** A query or path value on the wire: texts only, but the same kinds of trouble. */
export const POISON_PARAMS = [
  ...POISON_TEXT,
  '0',
  '1.5',
  '0x10',
  ' 1',
  '1e3',
  '4294967297',
  '9007199254740993',
  '-2147483649',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '[object Object]',
];

const numberBounds = (schema: JsonSchema, integer: boolean): [number, number] => {
  let min = schema.minimum ?? (integer ? -INT4_MAX : -1e6);
  let max = schema.maximum ?? (integer ? INT4_MAX : 1e6);
  const step = integer ? 1 : 0.01;
  if (schema.exclusiveMinimum === true) min += step;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  // Safe-integer bounds of an unbounded zod int are far wider than anything useful.
  min = Math.max(min, -Number.MAX_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  return [min, max];
};

/**
 * Strings matching a pattern, by pattern: building one costs milliseconds (fast-check tokenizes sample strings of the
 * pattern), and the same few patterns come back for every operation and run. An arbitrary holds no state: the same
 * seed draws the same strings from a kept one.
 */
const matchingByPattern = new Map<string, fc.Arbitrary<string>>();
const stringMatching = (pattern: string) => {
  let arbitrary = matchingByPattern.get(pattern);
  if (!arbitrary) matchingByPattern.set(pattern, (arbitrary = fc.stringMatching(new RegExp(pattern))));
  return arbitrary;
};

function stringArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const matching = stringMatching(schema.pattern).filter(fits);
    const known = hints.texts.filter((t) => fits(t) && pattern.test(t));
    return known.length
      ? fc.oneof({ weight: 1, arbitrary: matching }, { weight: 2, arbitrary: fc.constantFrom(...known) })
      : matching;
  }
  const cap = Math.min(maxLength, Math.max(minLength, 24));
  const pad = (s: string) => (s.length < minLength ? s + 'x'.repeat(minLength - s.length) : s.slice(0, maxLength));
  const known = hints.texts.filter(fits);
  return fc.oneof(
    { weight: 3, arbitrary: known.length ? fc.constantFrom(...known) : fc.constant(pad('fuzz')) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: cap }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength: cap, unit: 'grapheme' }).map(pad) },
    { weight: 1, arbitrary: fc.constant(pad('x'.repeat(maxLength))) },
  );
}

function numberArbitrary(schema: JsonSchema, hints: Hints, integer: boolean): fc.Arbitrary<number> {
  const [min, max] = numberBounds(schema, integer);
  if (min > max) return fc.constant(min);
  const known = hints.ids.filter((n) => n >= min && n <= max);
  const small = fc.integer({ min: Math.ceil(Math.max(min, -1000)), max: Math.floor(Math.min(max, 1000)) });
  const parts: fc.WeightedArbitrary<number>[] = [
    { weight: 2, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 1, arbitrary: fc.constantFrom(Math.ceil(min), Math.floor(max)) },
  ];
  if (Math.ceil(Math.max(min, -1000)) <= Math.floor(Math.min(max, 1000))) parts.push({ weight: 3, arbitrary: small });
  if (known.length) parts.push({ weight: 4, arbitrary: fc.constantFrom(...known) });
  if (!integer) {
    const cents = fc
      .integer({ min: Math.ceil(Math.max(min, -1e7) * 100), max: Math.floor(Math.min(max, 1e7) * 100) })
      .map((c) => c / 100);
    parts.push({ weight: 3, arbitrary: cents });
  }
  return fc.oneof(...parts);
}

/** A value that follows the schema (as far as JSON Schema says; refinements of zod are not in it). */
export function valueArbitrary(schema: JsonSchema, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) {
      const usable = branches.filter((b) => Object.keys(b).length > 0);
      return usable.length ? fc.oneof(...usable.map((b) => valueArbitrary(b, hints, depth))) : fc.constant('x');
    }
    if (schema.allOf?.length) return valueArbitrary(Object.assign({}, ...schema.allOf), hints, depth);
    switch (schema.type) {
      case 'string':
        return stringArbitrary(schema, hints);
      case 'integer':
        return numberArbitrary(schema, hints, true);
      case 'number':
        return numberArbitrary(schema, hints, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
        return fc.array(valueArbitrary(schema.items ?? {}, hints, depth + 1), { minLength, maxLength });
      }
      case 'object':
        return objectArbitrary(schema, hints, depth);
      default:
        return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
}

function objectArbitrary(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = valueArbitrary(property, hints, depth + 1);
  if (Object.keys(model).length === 0) {
    return typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          valueArbitrary(schema.additionalProperties, hints, depth + 1),
          {
            maxKeys: 3,
          },
        )
      : fc.constant({});
  }
  return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
}

// --- Poison -------------------------------------------------------------------------------------

type Leaf = { path: (string | number)[]; schema: JsonSchema };

function resolveBranch(schema: JsonSchema, value: unknown): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  const match = branches.find(
    (b) =>
      (kind === 'number' && (b.type === 'number' || b.type === 'integer')) ||
      b.type === kind ||
      (b.enum && b.enum.includes(value)),
  );
  return match ?? branches[0] ?? {};
}

/** Every place of a value (objects, arrays and leaves), with the schema that describes it. */
export function placesOf(schema: JsonSchema, value: unknown, path: (string | number)[] = []): Leaf[] {
  const own = resolveBranch(schema, value);
  const places: Leaf[] = [{ path, schema: own }];
  if (Array.isArray(value)) {
    value.forEach((item, i) => places.push(...placesOf(own.items ?? {}, item, [...path, i])));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      places.push(...placesOf(own.properties?.[key] ?? {}, item, [...path, key]));
    }
    // Absent optional properties can be poisoned too.
    for (const [key, property] of Object.entries(own.properties ?? {})) {
      if (!(key in value)) places.push({ path: [...path, key], schema: property });
    }
  }
  return places;
}

/** Poisons for a place of this schema: of its own kind mostly, sometimes of another type. */
export function poisonArbitrary(schema: JsonSchema, current: unknown): fc.Arbitrary<unknown> {
  const type = schema.type ?? (schema.anyOf ? 'any' : undefined);
  const text = typeof current === 'string' ? current : 'fuzz';
  const textPoison = fc.oneof(
    fc.constantFrom(...POISON_TEXT),
    fc
      .tuple(fc.constantFrom(...POISON_TEXT.slice(0, 7)), fc.nat({ max: text.length }))
      .map(([p, at]) => text.slice(0, at) + p + text.slice(at)),
    fc.constant('y'.repeat((schema.maxLength ?? 200) + 1)),
  );
  const numberPoison = fc.oneof(
    fc.constantFrom(...POISON_NUMBERS),
    fc.constantFrom(...POISON_NUMBERS.map((n) => -n)),
    fc.constantFrom('1e-300', '2147483648', '0.001', ' 12 ', '0x10'),
  );
  const wrong = fc.constantFrom(...WRONG_TYPES);
  switch (type) {
    case 'string':
      return fc.oneof({ weight: 6, arbitrary: textPoison }, { weight: 1, arbitrary: wrong });
    case 'integer':
    case 'number':
      return fc.oneof({ weight: 6, arbitrary: numberPoison }, { weight: 1, arbitrary: wrong });
    case 'array':
      return fc.oneof(
        wrong,
        fc.constant(Array.from({ length: (schema.maxItems ?? 50) + 1 }, () => 1)),
        fc.array(fc.oneof(numberPoison, textPoison), { minLength: 1, maxLength: 3 }),
      );
    default:
      return fc.oneof(textPoison, numberPoison, wrong);
  }
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** The value with the place at `path` replaced (or, for `undefined`, removed). */
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = clone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** A valid-looking value with one place poisoned, or a required property left out. */
export function poisonedArbitrary(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  return valueArbitrary(schema, hints).chain((value) => {
    const places = placesOf(schema, value);
    return fc
      .constantFrom(...places)
      .chain((place) =>
        fc
          .oneof(
            { weight: 8, arbitrary: poisonArbitrary(place.schema, readAt(value, place.path)) },
            { weight: 1, arbitrary: fc.constant(undefined) },
          )
          .map((poison) => replaceAt(value, place.path, poison)),
      );
  });
}

export function readAt(value: unknown, path: (string | number)[]): unknown {
  let node = value;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}
