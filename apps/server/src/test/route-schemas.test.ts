import { decimalSchema, idSchema, INT4_MAX, INT4_MIN, sharedInputKind, textSchema } from '@portal/contracts/input';
import { moneySchema } from '@portal/contracts/money';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from './harness';

type Zod = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const isZod = (value: unknown): value is Zod =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Zod)._zod?.def === 'object';

/**
 * What is wrong with the inputs of one schema: every text must be a `textSchema()` (no NUL, no lone surrogate),
 * every number a whole number within int4, an int8 id (`bigIdParamSchema`) or a `decimalSchema()` amount, and no
 * input may be `z.unknown()` / `z.any()` / `z.custom()` (nothing would check what it holds).
 */
function inputProblems(schema: Zod, where: string, options: { looseObjects?: boolean } = {}): string[] {
  const problems: string[] = [];
  const seen = new Set<Zod>();
  const visit = (node: Zod, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as Def;
    const at = `${where}${path}`;
    switch (def.type) {
      case 'string':
        if (sharedInputKind(node) !== 'text') problems.push(`${at}: bare z.string() (use textSchema())`);
        return;
      case 'number': {
        const kind = sharedInputKind(node);
        if (kind === 'decimal' || kind === 'int8') return;
        const { minValue, maxValue, isInt } = node as unknown as z.ZodNumber;
        if (!isInt) problems.push(`${at}: bare z.number() (use decimalSchema() or a whole number within int4)`);
        else if ((minValue ?? -Infinity) < INT4_MIN || (maxValue ?? Infinity) > INT4_MAX) {
          problems.push(`${at}: whole number outside int4 (${minValue}…${maxValue}; use idSchema / int4Schema)`);
        }
        return;
      }
      case 'bigint':
        problems.push(`${at}: bigint input`);
        return;
      case 'any':
      case 'unknown':
      case 'custom':
        problems.push(`${at}: unchecked z.${def.type}()`);
        return;
      case 'object': {
        const shape = (def as unknown as { shape: Record<string, Zod> }).shape;
        for (const [key, value] of Object.entries(shape)) visit(value, `${path}.${key}`);
        const catchall = (def as unknown as { catchall?: Zod }).catchall;
        if (
          catchall &&
          !(options.looseObjects && (catchall._zod.def.type === 'unknown' || catchall._zod.def.type === 'any'))
        ) {
          visit(catchall, `${path}.*`);
        }
        return;
      }
      case 'array':
        visit((def as unknown as { element: Zod }).element, `${path}[]`);
        return;
      case 'tuple': {
        const { items, rest } = def as unknown as { items: Zod[]; rest?: Zod | null };
        items.forEach((item, i) => visit(item, `${path}[${i}]`));
        if (rest) visit(rest, `${path}[…]`);
        return;
      }
      case 'record': {
        const { keyType, valueType } = def as unknown as { keyType: Zod; valueType: Zod };
        visit(keyType, `${path}{key}`);
        visit(valueType, `${path}{}`);
        return;
      }
      case 'union': {
        const { options: branches } = def as unknown as { options: Zod[] };
        branches.forEach((branch, i) => visit(branch, `${path}|${i}`));
        return;
      }
      case 'intersection': {
        const { left, right } = def as unknown as { left: Zod; right: Zod };
        visit(left, path);
        visit(right, path);
        return;
      }
      case 'pipe': {
        // What the input side takes is what arrives; a preprocess (transform first) is checked by its output side.
        const { in: input, out } = def as unknown as { in: Zod; out: Zod };
        visit(input._zod.def.type === 'transform' ? out : input, path);
        return;
      }
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        visit((def as unknown as { innerType: Zod }).innerType, path);
        return;
      case 'lazy':
        visit((def as unknown as { getter: () => Zod }).getter(), path);
        return;
      case 'transform':
        problems.push(`${at}: a transform without a schema before it`);
        return;
      default:
        // enum, literal, boolean, null, undefined, date, nan, never, void, template_literal: nothing stored raw.
        return;
    }
  };
  visit(schema, '');
  return problems;
}

/**
 * Every route's input schemas (body, query, path, headers) are built from the shared input schemas of contracts
 * (`@portal/contracts/input`): no bare `z.string()` / `z.number()` for values that reach the database.
 *
 * Not checked, and why: response schemas (what the server writes, not what it reads); request headers other than
 * the declared ones (a header object is open: every header of the request arrives in it); enums, literals and
 * booleans (only known values pass); the output side of a pipe (it only sees what the input side let through).
 * Multipart uploads have no body schema: their file names are cleaned by `sanitizeFileName` and the cells of a
 * vocabulary CSV are parsed with the same input schema as `POST /{type}`, which this test checks; the fuzz sends
 * both poisoned.
 */
describe('route input schemas', async () => {
  const t = await buildTestApp();
  await t.app.ready();

  it('use the shared text, id, whole number and decimal schemas everywhere', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of t.routeTable) {
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      if (!methods.length || !route.schema) continue;
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        const schema = route.schema[part];
        if (schema === undefined) continue;
        const where = `${methods.join(',')} ${route.url} ${part}`;
        if (!isZod(schema)) {
          if (!route.url.startsWith('/data/rest/docs')) problems.push(`${where}: not a zod schema`);
          continue;
        }
        checked++;
        // Headers are an open object (every request header arrives in it); only the declared ones are checked.
        problems.push(...inputProblems(schema, where, { looseObjects: part === 'headers' }));
      }
    }
    expect(checked).toBeGreaterThan(150);
    expect(problems).toEqual([]);
  });

  it('finds a bare text, a bare number, an int4 overflow and an unchecked value', () => {
    const schema = z.object({
      ok: textSchema().trim().min(1).max(10).optional(),
      id: idSchema,
      amount: moneySchema('positive'),
      quantity: decimalSchema({
        scale: 3,
        min: 'positive',
        max: 10,
        errors: { invalid: 'a', decimals: 'b', tooBig: 'c' },
      }),
      name: z.string().max(10),
      price: z.number().positive(),
      count: z.number().int(),
      extra: z.unknown(),
    });
    expect(inputProblems(schema, 'x')).toEqual([
      'x.name: bare z.string() (use textSchema())',
      'x.price: bare z.number() (use decimalSchema() or a whole number within int4)',
      'x.count: whole number outside int4 (-9007199254740991…9007199254740991; use idSchema / int4Schema)',
      'x.extra: unchecked z.unknown()',
    ]);
  });
});
