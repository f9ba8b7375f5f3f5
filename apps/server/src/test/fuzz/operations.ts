// The operations of the OpenAPI document as the route fuzz sends them, who sends them, and what a refused request
// may still write (its session's use, the audit of the refusal).
import type { Expect, Row } from '../access-matrix';
import { rowKey } from '../access-matrix';
import type { Actor, SignedIn } from '../access-world';
import type { JsonSchema } from './schema-arbitraries';

export type Method = 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH';

export type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };

/** One operation of the OpenAPI document, as the fuzz sends it. */
export type Operation = {
  /** `METHOD /url` as the access matrix names it. */
  key: string;
  method: Method;
  /** The OpenAPI path (`/data/rest/users/{id}`). */
  path: string;
  summary: string;
  parameters: Parameter[];
  body?: { kind: 'json' | 'form'; schema: JsonSchema };
  /** A POST without a declared body takes multipart uploads (attachments, imports) or nothing. */
  multipart: boolean;
  /** Filter names the route documents (`filter[a|b]` in its summary), for the paging helper's `filter[...]`. */
  filters: string[];
};

export type FuzzFailure = {
  route: string;
  seed: number;
  reason: string;
  request: string;
  status: number;
  body: string;
};

/**
 * A session's last use (or its end once idle), a sign-in attempt, a captcha solution spent, a hit on a route's
 * request rate limit (counted before the request is looked at, whatever its answer).
 */
const WRITE_BOOKKEEPING: Record<string, string[]> = {
  sessions: ['UPDATE', 'DELETE'],
  login_attempts: ['INSERT'],
  used_captchas: ['INSERT'],
  rate_limit_counters: ['INSERT', 'UPDATE'],
};

/**
 * Writes of one route that are not the refused command's: an approved bidder's pseudonym number is given at their
 * first bid or first look at the bidding screen, before and whatever the bid's outcome (Pseudonyms in
 * docs/adr/0038-anti-sniping-maximum-bids-pseudonyms-idempotency.md); a bid's refusal (a 409, or a 400 above the bid
 * ceiling) is kept as its Idempotency-Key's decision, so no other send of the key is taken later (Idempotency in
 * docs/adr/0038-anti-sniping-maximum-bids-pseudonyms-idempotency.md, docs/adr/0037-bid-ceiling-and-money.md).
 */
const ROUTE_BOOKKEEPING: Record<string, string[]> = {
  'POST /auction/send_bid': ['auction_bidders', 'bid_keys'],
  'GET /auction/:id/lot_bids': ['auction_bidders'],
  // The lock after repeated failed sign-ins mails the account's owner (docs/adr/0003-sign-in-protection.md).
  'POST /user/authenticate': ['mail_outbox'],
};

/**
 * Writes a refused request may still make: its session's last use, sign-in attempts, the audit of the refusal, and
 * the audit of a look-up in the authority's registers (`lookup.…`, written whatever the answer).
 */
export function isBookkeeping(change: { tbl: string; op: string; detail: string | null }, route = ''): boolean {
  if (WRITE_BOOKKEEPING[change.tbl]?.includes(change.op)) return true;
  if (ROUTE_BOOKKEEPING[route]?.includes(change.tbl) && change.op === 'INSERT') return true;
  if (change.tbl === 'audit_log' && change.op === 'INSERT') {
    return /^(access\.refused\.|login\.|lookup\.)/.test(change.detail ?? '');
  }
  return false;
}

/**
 * A schema with its `$ref`s to the document's named components written out (a component met again inside itself is
 * left as any value), as the arbitraries read schemas.
 */
export function inlineRefs(schema: unknown, components: Record<string, unknown>, seen: string[] = []): JsonSchema {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, components, seen)) as JsonSchema;
  if (schema === null || typeof schema !== 'object') return schema as JsonSchema;
  const { $ref, ...rest } = schema as { $ref?: unknown };
  if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/')) {
    const name = $ref.slice('#/components/schemas/'.length);
    if (seen.includes(name)) return {};
    return { ...inlineRefs(components[name], components, [...seen, name]), ...inlineRefs(rest, components, seen) };
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlineRefs(value, components, seen)]));
}

/** Operations of the OpenAPI document (hidden routes are not in it). */
export function operationsOf(document: {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}): Operation[] {
  const components = document.components?.schemas ?? {};
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [lower, raw] of Object.entries(methods)) {
      const op = raw as {
        summary?: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      };
      const method = lower.toUpperCase() as Method;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      const form = content['application/x-www-form-urlencoded'];
      const summary = op.summary ?? '';
      const filters = [...summary.matchAll(/filter\[([^\]]+)\]/g)].flatMap((m) =>
        m[1].split('|').filter((name) => /^[A-Za-z][A-Za-z0-9_.]*$/.test(name)),
      );
      operations.push({
        key: rowKey(method, path.replace(/\{(\w+)\}/g, ':$1')),
        method,
        path,
        summary,
        parameters: (op.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
          .map((p) => ({ ...p, schema: inlineRefs(p.schema, components) })),
        body: json
          ? { kind: 'json', schema: inlineRefs(json.schema, components) }
          : form
            ? { kind: 'form', schema: inlineRefs(form.schema, components) }
            : undefined,
        // A POST of files (its body `multipart/form-data`), or of nothing.
        multipart: method === 'POST' && (!op.requestBody || 'multipart/form-data' in content),
        filters,
      });
    }
  }
  return operations;
}

/** The status an expectation names (a class names none). */
const statusOf = (expected: Expect | undefined): number | undefined =>
  typeof expected === 'number'
    ? expected
    : Array.isArray(expected)
      ? (expected as readonly [number, string])[0]
      : typeof expected === 'object'
        ? (expected as { status: number }).status
        : undefined;
const isRefusal = (expected: Expect | undefined) => [401, 403, 404].includes(statusOf(expected) ?? 0);

/**
 * The actors a route is fuzzed as: anonymous, and the role that owns it (the access matrix's first allowed
 * signed-in actor that is not refused; for public routes a signed-in account holder as well).
 */
export function actorsOf(row: Row | undefined): Actor[] {
  if (!row) return ['anonymous', 'admin'];
  const signedIn = row.allow.filter((a): a is SignedIn => a !== 'anonymous');
  const declared = (actor: SignedIn): Expect | undefined => {
    if (row.objects) {
      const own = row.objects.expect[actor];
      return own?.own ?? own?.other;
    }
    const expect = row.expect;
    if (expect === undefined || typeof expect !== 'object' || Array.isArray(expect) || 'status' in expect)
      return expect as Expect | undefined;
    return (expect as Partial<Record<Actor, Expect>>)[actor];
  };
  const owner =
    signedIn.find((a) => a !== 'admin' && !isRefusal(declared(a))) ??
    signedIn.find((a) => !isRefusal(declared(a))) ??
    signedIn[0] ??
    'admin';
  return ['anonymous', owner];
}

/** A stack trace, a source location or an internal error text in a body. */
export const STACK =
  /\n\s+at\s|\bat\s+\S+\s+\([^)]*:\d+:\d+\)|node_modules|\.(?:ts|js|mjs|cjs):\d+|PGlite|drizzle|ZodError|syntax error at/i;

/** The four kinds of input that answered 500 before the shared input schemas (issue: "No 5xx on any input"). */
export const SWEEP_TEXTS = ['a\u0000b', 'x\uD800y'];
export const SWEEP_NUMBERS = [1e-300, 1e-10, 2_147_483_648];
export const SWEEP_PARAMS = ['a\u0000b', 'x\uD800y', '1e-300', '2147483648'];

export type RunResult = { failures: FuzzFailure[]; requests: number; statuses: Record<number, number> };

/** The seed of one operation's run: the run's seed mixed with the operation (so each operation draws its own). */
export function routeSeed(seed: number, key: string): number {
  let hash = seed | 0;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16_777_619);
  return hash | 0;
}
