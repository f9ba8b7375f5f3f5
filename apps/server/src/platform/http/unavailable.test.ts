import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable } from '../db/database';
import { registerErrorHandler } from './error-handler';

/** An error as Drizzle hands it on: its own wrapper, the driver's error as the cause. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('a database that cannot be reached', () => {
  it('is told apart from a fault of the request', () => {
    expect(databaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '08006', message: 'connection failure' }))).toBe(true);
    // A write on a former primary that is a standby now (a failover), and no host accepting writes (primary.ts).
    expect(
      databaseUnavailable(wrapped({ code: '25006', message: 'cannot execute INSERT in a read-only transaction' })),
    ).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error('No database host accepts writes'), { code: '08001' }))).toBe(
      true,
    );
    expect(databaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(databaseUnavailable(wrapped({ code: '23505', message: 'duplicate key' }))).toBe(false);
    expect(databaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 with Retry-After and the general key, never the error', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/down', () => {
      throw wrapped({ code: '57P01', message: 'terminating connection due to administrator command' });
    });
    app.get('/fault', () => {
      throw new Error('boom');
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('1');
    expect(down.json()).toEqual({ _error: 'service_unavailable' });
    expect((await app.inject({ url: '/fault' })).statusCode).toBe(500);
    await app.close();
  });
});
