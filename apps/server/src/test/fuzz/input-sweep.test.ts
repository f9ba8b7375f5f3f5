import { afterAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../access-world';
import { buildTestApp } from '../harness';
import { createFuzzer } from './route-fuzz';

// No background work while sweeping: every change in the database comes from the request just sent.
const previousTick = process.env.SCHEDULER_TICK_MS;
process.env.SCHEDULER_TICK_MS = '2000000000';
// Files share their worker (no isolation): the next file gets the usual tick back.
afterAll(() => {
  if (previousTick === undefined) delete process.env.SCHEDULER_TICK_MS;
  else process.env.SCHEDULER_TICK_MS = previousTick;
});

/**
 * Every input of every route of the OpenAPI document, one at a time, with what answered 500 before the shared input
 * schemas: a NUL byte and a lone surrogate in texts (body places, query and path parameters, documented filters,
 * upload file names and CSV cells), a tiny positive number (1e-300, 1e-10) and an int4 overflow (2147483648) in
 * numbers. Each must be answered without a 5xx and without a stack, and a refused one must change nothing.
 */
describe('input sweep', async () => {
  const t = await buildTestApp({ auctionClock: false });
  await t.app.ready();
  const w = await buildWorld(t);
  const fuzzer = await createFuzzer(w);
  // Before the app closes (after-hooks run last-registered first): its database goes back to the pool as it was.
  afterAll(() => fuzzer.dispose());
  const started = Date.now();
  let requests = 0;

  for (const op of fuzzer.operations) {
    it(op.key, async () => {
      const result = await fuzzer.sweep(op);
      requests += result.requests;
      expect(result.failures.map((f) => `${f.reason}: ${f.status} ${f.request} -> ${f.body}`)).toEqual([]);
    });
  }

  it('swept every operation', () => {
    console.info(
      `input sweep: ${fuzzer.operations.length} operations, ${requests} requests in ${Date.now() - started} ms`,
    );
    expect(fuzzer.operations.length).toBeGreaterThan(250);
  });
});
