// Property-based fuzzing of every route of the OpenAPI document: inputs generated from the route's own schemas
// (valid ones, and ones with one part poisoned), sent as anonymous and as the route's owning role. Properties:
// no 5xx, no stack trace in any body, and a refused request (4xx) changed nothing in the database.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { PDF, PNG, multipart } from '../../modules/attachments/test-files';
import { resolveSession } from '../../modules/auth';
import { users } from '../../modules/users/tables';
import { MATRIX } from '../access-matrix';
import { type Actor, type Call, type SignedIn, type World } from '../access-world';
import {
  actorsOf,
  isBookkeeping,
  operationsOf,
  STACK,
  SWEEP_NUMBERS,
  SWEEP_PARAMS,
  SWEEP_TEXTS,
  type FuzzFailure,
  type Operation,
  type RunResult,
} from './operations';
import { encodeLoose, filterNamesOf, inputArbitrary, mutatedArbitrary, urlOf, type FuzzInput } from './requests';
import { placesOf, readAt, replaceAt, type Hints } from './schema-arbitraries';
import { API_PREFIX, apiPath } from '../api-client';

export type Fuzzer = {
  operations: Operation[];
  /** Rows changed (committed) since the last call (an identical change twice in one transaction is told once). */
  changesSince(): Promise<ChangeRow[]>;
  /** Random requests of one operation (`runs` of them from `seed`), valid and poisoned, as anonymous and its owner. */
  fuzz(op: Operation, options: { seed: number; runs: number }): Promise<RunResult>;
  /** Each input of one operation in turn (every body place, query and path parameter, documented filter and upload
   * file name) poisoned with NUL, a lone surrogate, a tiny number and an int4 overflow, as the owner; and each number
   * amount of a JSON body sent as decimal text, which must be refused 400 on its field. */
  sweep(op: Operation): Promise<RunResult>;
  /** Takes the fuzz's triggers, function and saved tables out of the database again (its schema as it was). */
  dispose(): Promise<void>;
};

/** The tables that decide who may do what: roles' and users' pages and roles, the application parameters. */
const ACCESS_TABLES = ['role_pages', 'user_roles', 'user_pages', 'application_parameters'];
/** The NOTIFY channel of the row changes (see createFuzzer). */
const CHANGES_CHANNEL = 'fuzz_changes';
/**
 * Saved rows put back only while what they point to still exists: the fuzz may have deleted an account without
 * history (`DELETE /users/{id}`), a role or a page since.
 */
const STILL_THERE: Record<string, string> = {
  role_pages: 'role_id in (select id from roles) and page_id in (select id from pages)',
  user_roles: 'user_id in (select id from users) and role_id in (select id from roles)',
  user_pages: 'user_id in (select id from users) and page_id in (select id from pages)',
  application_parameters: 'true',
};

export type ChangeRow = { id: string | number; tbl: string; op: string; detail: string | null };

/** Sets up the fuzz on a test app and its world: the change log, the hints, the sessions. */
export async function createFuzzer(w: World): Promise<Fuzzer> {
  const { t } = w;
  const db = t.platform.db;
  const document = (await t.app.inject({ url: apiPath('/openapi.json') })).json();
  const operations = operationsOf(document);

  // Every committed row change, by table, told by NOTIFY from a trigger on each table: PostgreSQL delivers a
  // notification only when its transaction commits (a rolled-back one tells nothing), and PGlite hands it to the
  // listener before the statement that committed it answers, so no query per request is needed to read them.
  await db.execute(
    sql.raw(`create or replace function fuzz_note() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANGES_CHANNEL}', json_build_array(TG_TABLE_NAME, TG_OP,
          case when TG_OP = 'DELETE' then null else to_jsonb(NEW) ->> 'action' end)::text);
        return null;
      end $$`),
  );
  const tables = (await db.execute(sql.raw(`select tablename from pg_tables where schemaname = 'public'`))) as {
    rows: Array<{ tablename: string }>;
  };
  for (const { tablename } of tables.rows) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_note_${tablename} after insert or update or delete on "${tablename}" for each row execute function fuzz_note()`,
      ),
    );
  }
  let lastChange = 0;
  let accessChanged = false;
  const heard: ChangeRow[] = [];
  let marker: { text: string; heard: () => void } | undefined;
  let markers = 0;
  const unlisten = await t.platform.database.listen(CHANGES_CHANNEL, (payload) => {
    if (payload.startsWith('marker ')) {
      if (payload === marker?.text) marker.heard();
      return;
    }
    const [tbl, op, detail] = JSON.parse(payload) as [string, string, string | null];
    heard.push({ id: ++lastChange, tbl, op, detail });
  });
  const changesSince = async () => {
    if (t.platform.database.kind === 'postgres') {
      // On PostgreSQL another connection listens: a marker sent now is heard after every change committed before it.
      const text = `marker ${++markers}`;
      const sent = new Promise<void>((resolve) => (marker = { text, heard: resolve }));
      await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${text})`);
      await sent;
    }
    const rows = heard.splice(0);
    for (const row of rows) if (ACCESS_TABLES.includes(row.tbl)) accessChanged = true;
    return rows;
  };
  // Who may do what, as the world left it: put back before each operation when fuzzed administration changed it
  // (a role's pages taken away, a parameter that expires every password), so every role is fuzzed as itself.
  for (const table of ACCESS_TABLES) {
    await db.execute(sql.raw(`create table fuzz_saved_${table} as select * from "${table}"`));
  }
  const restoreAccess = async () => {
    if (!accessChanged) return;
    for (const table of ACCESS_TABLES) {
      await db.execute(sql.raw(`delete from "${table}"`));
      await db.execute(sql.raw(`insert into "${table}" select * from fuzz_saved_${table} where ${STILL_THERE[table]}`));
    }
    await changesSince();
    accessChanged = false;
  };

  // Ids and texts of the world, so valid requests reach real objects.
  const ids = new Set<number>([1, 2, 3, 4, 5, 10, 2_147_480_000]);
  const texts = new Set<string>([
    ...['EUR', 'en', 'sq', 'sr', 'all', 'true', 'false', 'HELP', 'terms', 'published', 'running'],
    ...['id', 'id,desc', 'code', 'createdAt,desc', 'APPROVED', 'PENDING_APPROVAL', 'ACTIVE', 'AVAILABLE'],
  ]);
  const collect = (value: unknown, depth = 0) => {
    if (depth > 4 || value === null || value === undefined) return;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) ids.add(value);
    else if (typeof value === 'string' && value.length <= 60) texts.add(value);
    else if (Array.isArray(value)) value.forEach((v) => collect(v, depth + 1));
    else if (typeof value === 'object') Object.values(value).forEach((v) => collect(v, depth + 1));
  };
  const { t: _t, token: _token, account: _account, ...objects } = w;
  collect(objects);
  // The actors' own usernames are left out: blocking the account a role is fuzzed as would end the fuzz of that role.
  for (const account of Object.values(w.account)) texts.delete(account.username);
  const now = Date.now();
  for (const days of [-1, 1, 2, 30]) {
    const d = new Date(now + days * 86_400_000);
    texts.add(d.toISOString());
    texts.add(
      `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()} 10:00`,
    );
  }
  const hints: Hints = { ids: [...ids], texts: [...texts] };

  // Sessions: one per signed-in actor, repaired when a fuzzed request ended it (logout, block, disable).
  const tokens = new Map<SignedIn, string>();
  const tokenOf = async (actor: SignedIn) => {
    let token = tokens.get(actor);
    if (!token) {
      token = await w.token(actor);
      tokens.set(actor, token);
    }
    return token;
  };
  const ensureSession = async (actor: SignedIn) => {
    // The server's own session check (what every request runs first), not GET /user and its eight reads.
    const session = await resolveSession(db, await tokenOf(actor));
    if (session && !session.passwordExpired) return;
    await db
      .update(users)
      .set({ status: 'APPROVED', blockReason: null, disabledTo: null, passwordChangedAt: new Date() })
      .where(eq(users.id, w.account[actor].id));
    // Fuzzed sign-ins count as failures; the repair's own sign-in must not need a captcha.
    await db.execute(sql`delete from login_attempts`);
    tokens.set(actor, await w.token(actor, true));
  };

  const send = async (op: Operation, input: FuzzInput) => {
    const headers: Record<string, string> = { ...input.headers };
    if (input.actor !== 'anonymous') headers['x-auth-token'] = await tokenOf(input.actor);
    let payload: string | Buffer | undefined;
    if (input.body?.kind === 'json') {
      if (input.body.value !== undefined) {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(input.body.value);
      }
    } else if (input.body?.kind === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = Object.entries(input.body.value)
        .map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`)
        .join('&');
    } else if (input.body?.kind === 'multipart' && input.body.parts.length) {
      const body = multipart(input.body.parts);
      Object.assign(headers, body.headers);
      payload = body.payload;
    }
    // From an address of its own, so fuzzed sign-ins never put a captcha before the actors' own sign-ins.
    return t.app.inject({ method: op.method, url: urlOf(op, input), headers, payload, remoteAddress: '198.51.100.7' });
  };

  const describeInput = (op: Operation, input: FuzzInput) =>
    JSON.stringify({
      actor: input.actor,
      url: urlOf(op, input),
      headers: input.headers,
      body:
        input.body?.kind === 'multipart'
          ? input.body.parts.map((p) => ({ field: p.field, name: p.name, bytes: Buffer.from(p.content).length }))
          : input.body?.value,
    });

  /** Sends the inputs one by one and checks the three properties after each. */
  const runAll = async (op: Operation, inputs: Iterable<FuzzInput>, seed: number): Promise<RunResult> => {
    await restoreAccess();
    const actors = actorsOf(MATRIX[op.key]);
    for (const actor of actors) if (actor !== 'anonymous') await ensureSession(actor);
    await changesSince();
    const failures: FuzzFailure[] = [];
    const statuses: Record<number, number> = {};
    let requests = 0;
    for (const input of inputs) {
      const res = await send(op, input);
      requests++;
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const fail = (reason: string) =>
        failures.push({
          route: op.key,
          seed,
          reason,
          request: describeInput(op, input),
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      if (res.statusCode >= 500) fail('5xx');
      const type = String(res.headers['content-type'] ?? '');
      if ((type.includes('json') || type.includes('text')) && STACK.test(res.body))
        fail('stack or internals in the body');
      if (input.textNumberAt !== undefined) {
        const body = type.includes('json') ? res.json<Record<string, unknown>>() : {};
        if (res.statusCode !== 400 || typeof body[input.textNumberAt] !== 'string')
          fail(`an amount sent as text was not refused on ${input.textNumberAt}`);
      }
      const changes = await changesSince();
      if (res.statusCode >= 400 && res.statusCode < 500) {
        const changed = changes.filter((c) => !isBookkeeping(c, op.key));
        if (changed.length) {
          const what = new Set(changed.map((c) => `${c.op} ${c.tbl}${c.detail ? ` (${c.detail})` : ''}`));
          fail(`refused, yet changed ${[...what].join(', ')}`);
        }
      }
      // A request that ended the fuzzed session (logout, block, password change) is repaired before the next one.
      if (input.actor !== 'anonymous' && res.statusCode === 401) {
        await ensureSession(input.actor);
        await changesSince();
      }
    }
    return { failures, requests, statuses };
  };

  /** The owner's valid request of an operation: generated with a fixed seed, then the matrix's own call laid over it. */
  const baseInput = async (op: Operation, actor: Actor): Promise<FuzzInput> => {
    // Only the required query parameters: a random `sort` would be refused before the input under test is read.
    const required = new Set(op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name));
    const candidates = fc
      .sample(
        inputArbitrary(op, [actor], hints).filter((i) => !i.poisoned),
        { seed: 1, numRuns: op.method === 'GET' ? 8 : 1 },
      )
      .map((g): FuzzInput => ({ ...g, actor, query: g.query.filter(([k]) => required.has(k)) }));
    // The access matrix's own request comes first: it names real objects and changes nothing later rows need.
    const row = MATRIX[op.key];
    let call: Call | undefined;
    try {
      call = row?.objects
        ? ((await row.objects.call(w, actor, 'own')) ?? (await row.objects.call(w, actor, 'other')))
        : await row?.call?.(w, actor);
    } catch {
      // A matrix call that makes its object first (a disposable licence or document) needs the world's own
      // sessions, which the fuzz may have ended: the generated request stands.
    }
    if (call && call.token !== 'fresh') {
      const input: FuzzInput = { ...candidates[0], path: { ...candidates[0].path } };
      const [pathPart, queryPart = ''] = call.url.split('?');
      const template = new RegExp(`^${op.path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`);
      const match = template.exec(pathPart);
      if (match?.groups) input.path = { ...input.path, ...match.groups };
      input.query = [...new URLSearchParams(queryPart).entries()];
      if (call.body !== undefined && op.body?.kind === 'json') input.body = { kind: 'json', value: call.body };
      if (call.form && op.body?.kind === 'form') input.body = { kind: 'form', value: call.form };
      if (call.files && op.multipart) input.body = { kind: 'multipart', parts: call.files };
      candidates.unshift(input);
    }
    // A read may be tried: the first one its schemas accept reaches deepest.
    if (op.method === 'GET') {
      for (const candidate of candidates) {
        if ((await send(op, candidate)).statusCode !== 400) return candidate;
      }
    }
    return candidates[0];
  };

  const sweepInputs = (op: Operation, base: FuzzInput): FuzzInput[] => {
    const inputs: FuzzInput[] = [];
    for (const name of Object.keys(base.path)) {
      for (const poison of SWEEP_PARAMS) inputs.push({ ...base, path: { ...base.path, [name]: poison } });
    }
    const queryNames = new Set([
      ...op.parameters.filter((p) => p.in === 'query').map((p) => p.name),
      ...filterNamesOf(op).map((name) => `filter[${name}]`),
    ]);
    for (const name of queryNames) {
      for (const poison of SWEEP_PARAMS) {
        inputs.push({ ...base, query: [...base.query.filter(([k]) => k !== name), [name, poison]] });
      }
    }
    const body = base.body;
    if (body?.kind === 'json' && op.body) {
      for (const place of placesOf(op.body.schema, body.value)) {
        if (place.path.length === 0) continue;
        const type = place.schema.type;
        const poisons =
          type === 'string'
            ? SWEEP_TEXTS
            : type === 'integer' || type === 'number'
              ? SWEEP_NUMBERS
              : type
                ? []
                : [...SWEEP_TEXTS, ...SWEEP_NUMBERS];
        for (const poison of poisons) {
          inputs.push({ ...base, body: { kind: 'json', value: replaceAt(body.value, place.path, poison) } });
        }
        // An amount (money, a quantity: a shared decimal schema, told by its multipleOf) is a JSON number: the same
        // amount as decimal text ("1250.5") is refused on the field.
        if (type === 'number' && place.schema.multipleOf !== undefined) {
          const current = readAt(body.value, place.path);
          const text = typeof current === 'number' ? String(current) : '1';
          inputs.push({
            ...base,
            textNumberAt: place.path.join('.'),
            body: { kind: 'json', value: replaceAt(body.value, place.path, text) },
          });
        }
      }
    }
    if (body?.kind === 'form') {
      for (const name of Object.keys(op.body?.schema.properties ?? {})) {
        for (const poison of SWEEP_PARAMS)
          inputs.push({ ...base, body: { kind: 'form', value: { ...body.value, [name]: poison } } });
      }
    }
    if (op.multipart) {
      const file = (name: string, content: Buffer | string) => ({
        ...base,
        body: { kind: 'multipart' as const, parts: [{ name, content }] },
      });
      for (const poison of SWEEP_TEXTS) {
        inputs.push(file(`${poison}.pdf`, PDF), file(`${poison}.png`, PNG));
        inputs.push(
          file('import.csv', `code,labelSQ,labelEN,labelSR,active\nFZ1,${poison},${poison},${poison},true\n`),
        );
      }
    }
    return inputs;
  };

  return {
    operations,
    changesSince,
    async fuzz(op, { seed, runs }) {
      await restoreAccess();
      const actors = actorsOf(MATRIX[op.key]);
      for (const actor of actors) if (actor !== 'anonymous') await ensureSession(actor);
      const base = await baseInput(op, actors[actors.length - 1]);
      const inputs = fc.oneof(
        { weight: 1, arbitrary: inputArbitrary(op, actors, hints) },
        { weight: 1, arbitrary: mutatedArbitrary(op, base, hints) },
      );
      return runAll(op, fc.sample(inputs, { seed, numRuns: runs }), seed);
    },
    async sweep(op) {
      await restoreAccess();
      const owner = actorsOf(MATRIX[op.key])[1];
      return runAll(op, sweepInputs(op, await baseInput(op, owner)), 0);
    },
    async dispose() {
      await unlisten();
      for (const { tablename } of tables.rows) {
        await db.execute(sql.raw(`drop trigger if exists fuzz_note_${tablename} on "${tablename}"`));
      }
      await db.execute(sql.raw('drop function if exists fuzz_note()'));
      for (const table of ACCESS_TABLES) await db.execute(sql.raw(`drop table if exists fuzz_saved_${table}`));
    },
  };
}
