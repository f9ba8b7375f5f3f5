import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { buildTestApp, form, type TestApp } from '../../test/harness';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database, type Db } from '../db/database';
import { PLATFORM_JOBS } from '../scheduler/jobs';
import { databaseRateLimitStore } from './rate-limit-store';
import { rateLimitCounters } from './tables';
import { apiPath } from '../../test/api-client';

const LIMIT = 3;
const LIMITED = '/test/limited';

/** A route limited to LIMIT requests a minute per address, added before the app is ready. */
function addLimitedRoute({ app }: BuiltApp) {
  app.get(LIMITED, { config: { access: 'public', rateLimit: { max: LIMIT, timeWindow: 60_000 } } }, () => ({ ok: 1 }));
}

/**
 * Two instances on one database: the test app and a second app built on the same database (on PostgreSQL through
 * its own pool, as another process would), both with the database's rate-limit counters.
 */
describe('request rate limits counted in the database', () => {
  let first: TestApp;
  let second: BuiltApp;
  let secondDatabase: Database | undefined;

  beforeAll(async () => {
    first = await buildTestApp({ loginRateLimit: LIMIT });
    addLimitedRoute(first);
    const { config, database } = first.platform;
    secondDatabase = config.databaseUrl ? await openDatabase({ databaseUrl: config.databaseUrl }) : undefined;
    second = await buildApp(config, { database: secondDatabase ?? database, seeded: { demo: true } });
    addLimitedRoute(second);
  });
  afterAll(async () => {
    await second?.app.close();
    await secondDatabase?.close();
  });

  const apps = () => [first.app, second.app];
  const db = () => first.platform.db;
  const expire = () => db().execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second'`);

  it('lets N requests through across both instances and refuses the next on either', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await apps()[i % 2].inject({ method: 'GET', url: LIMITED });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i - 1));
    }
    for (const app of apps()) {
      const res = await app.inject({ method: 'GET', url: LIMITED });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ _error: 'too_many_requests' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own count.
    const other = await second.app.inject({ method: 'GET', url: LIMITED, remoteAddress: '10.1.2.3' });
    expect(other.statusCode).toBe(200);
  });

  it('counts sign-in attempts of both instances together (LOGIN_RATE_LIMIT)', async () => {
    const attempt = (app: BuiltApp['app']) =>
      app.inject({
        method: 'POST',
        url: apiPath('/user/authenticate'),
        remoteAddress: '10.9.9.9',
        ...form({ username: 'nobody_here', password: 'wrong password' }),
      });
    for (let i = 0; i < LIMIT; i++) expect((await attempt(apps()[i % 2])).statusCode).toBe(401);
    const refused = await attempt(first.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ _error: 'too_many_requests' });
    expect((await attempt(second.app)).statusCode).toBe(429);
  });

  it('starts a new window once the old one has passed, and the prune job deletes expired counters', async () => {
    expect((await first.app.inject({ method: 'GET', url: LIMITED })).statusCode).toBe(429);
    await expire();
    const res = await second.app.inject({ method: 'GET', url: LIMITED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));

    await expire();
    await first.app.inject({ method: 'GET', url: LIMITED }); // one live counter
    const prune = PLATFORM_JOBS.find((job) => job.code === 'rate_limit_counters_prune')!;
    const summary = await prune.run(db());
    expect(summary).toMatchObject({ key: 'job.result.deleted' });
    expect((await db().select({ n: count() }).from(rateLimitCounters))[0].n).toBe(1);
  });

  it('follows the plugin store contract for continueExceeding and exponentialBackoff', async () => {
    const Store = databaseRateLimitStore(db(), first.app.log);
    const hits = async (options: object, url: string, times: number) => {
      const store = new Store({}).child({ routeInfo: { method: 'GET', url }, ...options } as never);
      const answers: Array<{ current: number; ttl: number }> = [];
      for (let i = 0; i < times; i++) {
        answers.push(
          await new Promise((resolve, reject) =>
            store.incr('10.3.3.3', (error, result) => (error ? reject(error) : resolve(result!)), 10_000, 1),
          ),
        );
      }
      return answers;
    };
    const plain = await hits({}, '/plain', 3);
    expect(plain.map((a) => a.current)).toEqual([1, 2, 3]);
    expect(plain.every((a) => a.ttl > 9_000 && a.ttl <= 10_000)).toBe(true);
    await db().execute(sql`update rate_limit_counters set reset_at = now() + interval '2 seconds'`);
    // Over the limit, a plain window keeps its end; continueExceeding starts it again at every hit.
    const kept = await hits({}, '/plain', 1);
    expect(kept[0].current).toBe(4);
    expect(kept[0].ttl).toBeLessThanOrEqual(2_000);
    const restarted = await hits({ continueExceeding: true }, '/plain', 1);
    expect(restarted[0].current).toBe(5);
    expect(restarted[0].ttl).toBeGreaterThan(9_000);
    // exponentialBackoff doubles the window per hit over the limit: 10 s, 20 s, 40 s.
    const backoff = await hits({ exponentialBackoff: true }, '/backoff', 4);
    expect(backoff.map((a) => Math.round(a.ttl / 1000))).toEqual([10, 10, 20, 40]);
  });

  it('keeps neither the session token nor the address in the table, only their hash', async () => {
    const trader = await first.loginAs('trader');
    // The bid route counts per session token; the count comes before the body is read.
    await trader.post(apiPath('/auction/send_bid'), {});
    const keys = (await db().select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST\/data\/rest\/auction\/send_bid-/),
        expect.stringMatching(/^POST\/data\/rest\/user\/authenticate-/),
      ]),
    );
    expect(keys.filter((key) => key.includes(trader.token) || key.includes('127.0.0.1'))).toEqual([]);
  });
});

describe('the rate-limit store when the database fails', () => {
  it('lets the request through (fail open) and logs a warning', async () => {
    const warnings: unknown[] = [];
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    const Store = databaseRateLimitStore(failing, log);
    const store = new Store({}).child({ routeInfo: { method: 'GET', url: '/x' } } as never);
    const answer = await new Promise((resolve, reject) =>
      store.incr('10.0.0.1', (error, result) => (error ? reject(error) : resolve(result)), 5000, 3),
    );
    expect(answer).toEqual({ current: 0, ttl: 5000 });
    expect(warnings).toHaveLength(1);
  });
});
