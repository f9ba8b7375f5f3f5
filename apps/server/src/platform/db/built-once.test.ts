import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { rateLimitCounters } from '../http/tables';
import { builtOnce } from './built-once';

// On the embedded database, and on PostgreSQL under `npm run test:pg`.
describe('a statement built once', async () => {
  const t = await buildTestApp();
  const { db } = t.platform;

  it('renders its text the first time only, and fills the values of every run in', async () => {
    let builds = 0;
    const sum = builtOnce<{ a: number; b: number }>('built_once_sum', () => {
      builds++;
      return sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int + ${100}::int as total`;
    });
    expect(await sum.run(db, { a: 1, b: 2 })).toEqual([{ total: 103 }]);
    expect(await sum.run(db, { a: 10, b: 20 })).toEqual([{ total: 130 }]);
    // The constant stays a parameter of its own; the values take their places in the text's order.
    expect(sum.query({ a: 5, b: 6 })).toEqual({
      name: 'built_once_sum',
      text: 'select $1::int + $2::int + $3::int as total',
      values: [5, 6, 100],
    });
    expect(builds).toBe(1);
    // A value left out is an error before anything is sent.
    await expect(sum.run(db, { a: 1 } as { a: number; b: number })).rejects.toThrow('"b"');
  });

  it('runs in the caller’s transaction: rolled back with it, or kept when it commits', async () => {
    const keep = builtOnce<{ key: string }>(
      'built_once_keep',
      () => sql`insert into rate_limit_counters (key, count, reset_at)
        values (${sql.placeholder('key')}, 1, now() + interval '1 minute') returning key`,
    );
    const counter = (key: string) =>
      db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    await expect(
      db.transaction(async (tx) => {
        expect(await keep.run(tx, { key: 'built-once-rolled-back' })).toEqual([{ key: 'built-once-rolled-back' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const prepared = await db.transaction(async (tx) => {
      await keep.run(tx, { key: 'built-once-kept' });
      // The same connection, which ran the statement just now.
      const names = await tx.execute(sql`select name from pg_prepared_statements`);
      return (names as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
    });
    expect(await counter('built-once-rolled-back')).toEqual([]);
    expect(await counter('built-once-kept')).toEqual([{ key: 'built-once-kept' }]);
    // PostgreSQL keeps it prepared under its name; the embedded database keeps every statement under a name of its own.
    if (process.env.TEST_PG_URL) expect(prepared).toContain('built_once_keep');
    else expect(prepared.length).toBeGreaterThan(0);
  });
});
