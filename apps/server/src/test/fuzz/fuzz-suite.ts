import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../access-world';
import { buildTestApp } from '../harness';
import { routeSeed, STACK } from './operations';
import { createFuzzer } from './route-fuzz';

/**
 * In the server suite: a fixed seed and 60 requests per operation (445 operations, about 26,700 requests in all;
 * about 22 s per file on two cores). `npm run fuzz` runs it longer with a random seed (FUZZ_SEED, FUZZ_RUNS;
 * FUZZ_ROUTE narrows it to the operations whose `METHOD /url` contains that text) and prints the seed of a failure.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const ROUTE = process.env.FUZZ_ROUTE ?? '';
const replay = (route: string) =>
  `seed ${SEED}: replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_ROUTE='${route}' npm run fuzz`;

/**
 * Property-based fuzzing of every operation of the OpenAPI document (see route-fuzz.ts): valid and poisoned
 * inputs generated from the route's schemas, as anonymous and as the owning role; no 5xx, no stack in a body,
 * and a refused request changed nothing.
 *
 * The operations are dealt to `shards` test files (`fuzz-<n>.test.ts`, every shard-th from the shard-th on), each on
 * its own app and world, so the suite's workers share the fuzz; an operation's requests come from its own seed
 * (routeSeed) whichever file runs it.
 */
export function describeRouteFuzz(shard: number, shards: number) {
  // No background work while fuzzing: every change in the database comes from the request just sent.
  const previousTick = process.env.SCHEDULER_TICK_MS;
  process.env.SCHEDULER_TICK_MS = '2000000000';
  // Files share their worker (no isolation): the next file gets the usual tick back.
  afterAll(() => {
    if (previousTick === undefined) delete process.env.SCHEDULER_TICK_MS;
    else process.env.SCHEDULER_TICK_MS = previousTick;
  });

  describe(`route fuzz ${shard}/${shards}`, async () => {
    const t = await buildTestApp({ auctionClock: false });
    await t.app.ready();
    const w = await buildWorld(t);
    const fuzzer = await createFuzzer(w);
    // Before the app closes (after-hooks run last-registered first): its database goes back to the pool as it was.
    afterAll(() => fuzzer.dispose());
    const operations = fuzzer.operations.filter((op, i) => i % shards === shard - 1 && op.key.includes(ROUTE));
    const started = Date.now();
    let requests = 0;
    const statuses: Record<string, number> = {};
    const reached = new Set<string>();
    const slowest: Array<[string, number]> = [];

    it('sees committed changes only, and knows a stack when it sees one', async () => {
      await fuzzer.changesSince();
      await t.platform.db
        .transaction(async (tx) => {
          await tx.execute(sql`update languages set weight = weight where code = 'en'`);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await fuzzer.changesSince()).toEqual([]);
      await t.platform.db.execute(sql`update languages set weight = weight where code = 'en'`);
      expect((await fuzzer.changesSince()).map((c) => `${c.op} ${c.tbl}`)).toEqual(['UPDATE languages']);
      expect(STACK.test('Error: boom\n    at handler (/app/src/modules/x/routes.ts:12:7)')).toBe(true);
      expect(STACK.test('{"_error":"internal_error"}')).toBe(false);
    });

    for (const op of operations) {
      it(
        op.key,
        async () => {
          const at = Date.now();
          const result = await fuzzer.fuzz(op, { seed: routeSeed(SEED, op.key), runs: RUNS });
          slowest.push([op.key, Date.now() - at]);
          requests += result.requests;
          for (const [status, n] of Object.entries(result.statuses)) {
            statuses[status[0] + 'xx'] = (statuses[status[0] + 'xx'] ?? 0) + n;
            if (status.startsWith('2')) reached.add(op.key);
          }
          const failures = result.failures.map((f) => `${f.reason}: ${f.status} ${f.request} -> ${f.body}`);
          if (failures.length) console.error(`fuzz failure in ${op.key}, ${replay(op.key)}\n${failures.join('\n')}`);
          expect(failures, replay(op.key)).toEqual([]);
        },
        // Generous: PDF routes take a while; a hung request still ends the test.
        Math.max(30_000, RUNS * 1_000),
      );
    }

    it('fuzzed every operation', () => {
      slowest.sort((a, b) => b[1] - a[1]);
      console.info(
        `route fuzz ${shard}/${shards}: seed ${SEED}, ${RUNS} runs per operation, ${operations.length} operations, ` +
          `${requests} requests in ` +
          `${Date.now() - started} ms; answers ${JSON.stringify(statuses)}; ${reached.size} operations answered 2xx; ` +
          `never 2xx: ${operations
            .filter((op) => !reached.has(op.key))
            .map((op) => op.key)
            .join(', ')}; slowest ${slowest
            .slice(0, 3)
            .map(([k, ms]) => `${k} ${ms} ms`)
            .join(', ')}`,
      );
      if (!ROUTE) expect(fuzzer.operations.length).toBeGreaterThan(250);
    });
  });
}
