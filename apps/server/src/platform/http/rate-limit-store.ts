import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type SQL } from 'drizzle-orm';
import { builtOnce } from '../db/built-once';
import type { Db } from '../db/database';
import { rateLimitCounters } from './tables';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** What the plugin passes to `new Store(…)` and to `child(…)`: its merged settings (only these two matter here). */
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: unknown; url?: unknown };
};

/** The longest window exponential backoff may reach (the plugin's own store allows any safe integer). */
const MAX_BACKOFF_MS = 365 * 24 * 3_600_000;

type HitValues = { key: string; windowMs: number; max: number };

/**
 * The counter after one hit, in one statement so concurrent hits on any instance are counted exactly: a missing or
 * expired row starts again at 1 with a fresh window. As the plugin's Redis store: with `continueExceeding` every hit
 * over `max` starts the window again, with `exponentialBackoff` it doubles per hit over `max`. One text per way of
 * counting, built once (it is said on every limited request).
 */
function hitStatement(way: 'window' | 'continueExceeding' | 'exponentialBackoff') {
  return builtOnce<HitValues>(`rate_limit_hit_${way}`, () => {
    const t = rateLimitCounters;
    const windowMs = sql`${sql.placeholder('windowMs')}::float8`;
    const max = sql`${sql.placeholder('max')}::int`;
    const ms = (value: SQL) => sql`(${value}) * interval '1 millisecond'`;
    const fresh = sql`now() + ${ms(windowMs)}`;
    const next = sql`(${t.count} + 1)`;
    const over = sql`${t.resetAt} > now() and ${next} > ${max}`;
    const extend =
      way === 'continueExceeding'
        ? sql`when ${over} then ${fresh}`
        : way === 'exponentialBackoff'
          ? sql`when ${over} then now() + ${ms(sql`least(${windowMs} * power(2, ${next} - ${max} - 1), ${MAX_BACKOFF_MS}::float8)`)}`
          : sql``;
    return sql`
      insert into ${t} (key, count, reset_at) values (${sql.placeholder('key')}, 1, ${fresh})
      on conflict (key) do update set
        count = case when ${t.resetAt} <= now() then 1 else ${next} end,
        reset_at = case when ${t.resetAt} <= now() then ${fresh} ${extend} else ${t.resetAt} end
      returning count as current, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000)) as ttl`;
  });
}
const HITS = {
  window: hitStatement('window'),
  continueExceeding: hitStatement('continueExceeding'),
  exponentialBackoff: hitStatement('exponentialBackoff'),
};

async function hit(db: Db, key: string, windowMs: number, max: number, options: StoreOptions): Promise<Counted> {
  const way = options.continueExceeding
    ? 'continueExceeding'
    : options.exponentialBackoff
      ? 'exponentialBackoff'
      : 'window';
  const [row] = await HITS[way].run<Row>(db, { key, windowMs, max });
  return counted(row);
}

/** The counter without a hit (the plugin's `read`, for `{ increment: false }`). */
async function peek(db: Db, key: string): Promise<Counted> {
  const t = rateLimitCounters;
  const result = await db.execute(sql`
    select ${t.count} as current, ceil(extract(epoch from (${t.resetAt} - now())) * 1000) as ttl
    from ${t} where ${t.key} = ${key} and ${t.resetAt} > now()`);
  const [row] = (result as { rows: Row[] }).rows;
  return row ? counted(row) : { current: 0, ttl: 0 };
}

/** Numbers as either driver answers them (`numeric` comes back as text). */
type Row = { current: number | string; ttl: number | string };
const counted = (row: Row): Counted => ({ current: Number(row.current), ttl: Number(row.ttl) });

/**
 * The `store` of `@fastify/rate-limit` on the database, so every instance counts the same hits (the plugin's own
 * store counts per process). Keys are the route (as the plugin's Redis store names it) and a hash of the caller's
 * key, which may be a session token. A failing database lets the request through with a warning: a limiter that
 * answered 500 would take the route down with it (docs/adr/0057-shared-state-of-several-instances.md).
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  // The plugin's types call the settings `RouteOptions`; they are its merged rate-limit settings (index.js).
  class DatabaseRateLimitStore {
    constructor(
      private readonly options: StoreOptions,
      private readonly prefix = '',
    ) {}

    private keyOf(key: string): string {
      return this.prefix + crypto.createHash('sha256').update(key).digest('base64url');
    }

    private answer(work: Promise<Counted>, callback: Callback, fallback: Counted) {
      work.then(
        (counted) => callback(null, counted),
        (err: unknown) => {
          log.warn({ err }, 'rate limit counter unavailable; request let through');
          callback(null, fallback);
        },
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.answer(hit(db, this.keyOf(key), timeWindow, max, this.options), callback, { current: 0, ttl: timeWindow });
    }

    read(key: string, callback: Callback): void {
      this.answer(peek(db, this.keyOf(key)), callback, { current: 0, ttl: 0 });
    }

    child(routeOptions: StoreOptions): DatabaseRateLimitStore {
      const { method = '', url = '' } = routeOptions.routeInfo ?? {};
      return new DatabaseRateLimitStore(routeOptions, `${this.prefix}${String(method)}${String(url)}-`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
