import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { multipart } from '../modules/attachments/test-files';
import { defaultCall, DUPLICATE_KEYS, MATRIX, rowKey, type Expect, type Row } from './access-matrix';
import { ACTORS, buildWorld, OBJECT_KINDS, type Actor, type Call, type ObjectKind, type World } from './access-world';
import { buildTestApp } from './harness';
import { API_PREFIX } from './api-client';

type Response = Awaited<ReturnType<World['t']['app']['inject']>>;

/** Whether an answer is the expected one (a status, a status and its `_error` key or its body, or a class). */
function matches(expected: Expect, res: Response): boolean {
  if (expected === 'pass') return res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500;
  if (expected === '2xx') return res.statusCode >= 200 && res.statusCode < 300;
  if (typeof expected === 'number') return res.statusCode === expected;
  if (!Array.isArray(expected)) {
    const { status, body } = expected as { status: number; body: unknown };
    if (res.statusCode !== status) return false;
    try {
      const json = res.json<unknown>();
      return typeof body === 'function' ? (body as (json: unknown) => boolean)(json) : isDeepStrictEqual(json, body);
    } catch {
      return false;
    }
  }
  const [status, key] = expected as readonly [number, string];
  if (res.statusCode !== status) return false;
  try {
    return res.json<{ _error?: string }>()._error === key;
  } catch {
    return false;
  }
}

const show = (expected: Expect) => {
  if (Array.isArray(expected)) return expected.join(' ');
  if (typeof expected !== 'object') return String(expected);
  const { status, body, shown } = expected as { status: number; body: unknown; shown?: string };
  return `${status} ${shown ?? JSON.stringify(body)}`;
};
/** An answer with its body (`{ status, body }`), not a per-actor map of answers. */
const isAnswer = (value: object) => 'status' in value && 'body' in value;

/** Whether `actual` holds `expected`: its keys, equal, recursively (a row's `body`). */
function holds(actual: unknown, expected: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return actual === expected;
  if (actual === null || typeof actual !== 'object') return false;
  return Object.entries(expected).every(([key, value]) => holds((actual as Record<string, unknown>)[key], value));
}

/**
 * Every route of the route table × every actor × (where the route acts on an object) the actor's own object,
 * someone else's and a staff account's, against the answers declared in access-matrix.ts. One app, one world.
 */
describe('access matrix', async () => {
  const t = await buildTestApp();
  await t.app.ready();
  const w = await buildWorld(t);

  // The route table as the matrix names it: `METHOD /url`, HEAD routes apart (they answer what GET answers).
  const routes = new Map<string, { method: string; url: string }>();
  const heads = new Set<string>();
  for (const route of t.routeTable) {
    for (const method of [route.method].flat()) {
      const key = rowKey(method, route.url);
      if (method === 'HEAD') heads.add(key.replace(/^HEAD /, ''));
      else routes.set(key, { method, url: route.url });
    }
  }
  for (const head of heads) {
    if (!routes.has(`GET ${head}`)) routes.set(`HEAD ${head}`, { method: 'HEAD', url: head });
  }

  it('declares a row for every route of the route table, and none for a route that is gone', () => {
    expect(routes.size).toBeGreaterThan(250);
    expect([...routes.keys()].filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !routes.has(key))).toEqual([]);
    expect(DUPLICATE_KEYS).toEqual([]);
  });

  const send = async (method: string, routeUrl: string, call: Call, actor: Actor): Promise<Response> => {
    const token = actor === 'anonymous' ? undefined : await w.token(actor, call.token === 'fresh');
    const url = `${routeUrl.startsWith(API_PREFIX) ? API_PREFIX : ''}${call.url}`;
    const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
    if (call.files) {
      const body = multipart(call.files);
      return t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    }
    if (call.form) {
      return t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(call.form).toString(),
      });
    }
    return t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
  };

  const allowedExpectation = (row: Row, actor: Actor): Expect => {
    const declared = row.expect;
    if (declared === undefined || typeof declared !== 'object' || Array.isArray(declared) || isAnswer(declared)) {
      return (declared as Expect | undefined) ?? 'pass';
    }
    return (declared as Partial<Record<Actor, Expect>>)[actor] ?? 'pass';
  };

  let requests = 0;
  const started = Date.now();

  for (const [key, row] of Object.entries(MATRIX)) {
    it(key, async () => {
      const route = routes.get(key);
      if (!route) return; // reported by the coverage test
      const failures: string[] = [];
      const check = async (actor: Actor, kind: ObjectKind | null, call: Call, expected: Expect) => {
        const res = await send(route.method, route.url, call, actor);
        requests++;
        if (!matches(expected, res)) {
          failures.push(
            `${actor}${kind ? `/${kind}` : ''} ${call.url}: expected ${show(expected)}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        } else if (row.body && row.allow.includes(actor)) {
          const body = row.body(w, actor, kind);
          if (!holds(JSON.parse(res.body || 'null'), body)) {
            failures.push(
              `${actor}${kind ? `/${kind}` : ''} ${call.url}: expected a body holding ${JSON.stringify(body)}, got ${res.body.slice(0, 300)}`,
            );
          }
        }
        return res;
      };
      for (const actor of ACTORS) {
        const allowed = row.allow.includes(actor);
        const refused: Expect = actor === 'anonymous' ? 401 : 403;
        if (!row.objects) {
          const call = row.call ? await row.call(w, actor) : defaultCall(route.method, route.url);
          const res = await check(actor, null, call, allowed ? allowedExpectation(row, actor) : refused);
          // A GET route's HEAD twin answers the same.
          if (actor === 'anonymous' && route.method === 'GET' && heads.has(key.slice(4))) {
            const head = await send('HEAD', route.url, call, actor);
            requests++;
            if (head.statusCode !== res.statusCode)
              failures.push(`anonymous HEAD ${call.url}: ${head.statusCode} ≠ GET ${res.statusCode}`);
          }
          continue;
        }
        let ran = false;
        for (const kind of OBJECT_KINDS) {
          const call = await row.objects.call(w, actor, kind);
          const declared = row.objects.expect[actor]?.[kind];
          if (!call) {
            if (allowed && declared !== undefined)
              failures.push(`${actor}/${kind}: declared ${show(declared)} but the actor has no such object`);
            continue;
          }
          if (allowed && declared === undefined) {
            failures.push(`${actor}/${kind}: no answer declared`);
            continue;
          }
          ran = true;
          const res = await check(actor, kind, call, allowed ? declared! : refused);
          if (actor === 'anonymous' && route.method === 'GET' && heads.has(key.slice(4))) {
            const head = await send('HEAD', route.url, call, actor);
            requests++;
            if (head.statusCode !== res.statusCode)
              failures.push(`anonymous/${kind} HEAD: ${head.statusCode} ≠ GET ${res.statusCode}`);
          }
        }
        if (!ran && !allowed) await check(actor, null, defaultCall(route.method, route.url), refused);
      }
      expect(failures).toEqual([]);
    });
  }

  it('ran the whole matrix', () => {
    // One line for the record: how many requests and how long they took.
    console.info(`access matrix: ${routes.size} routes, ${requests} requests in ${Date.now() - started} ms`);
    expect(requests).toBeGreaterThan(2000);
  });
});
