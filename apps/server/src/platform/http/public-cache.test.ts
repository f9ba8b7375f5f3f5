import zlib from 'node:zlib';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { BusEvent, BusListener, EventBus } from '../realtime/bus';
import { z } from 'zod';
import {
  canonicalUrl,
  createPublicCache,
  declaredQueryNames,
  acceptsGzip,
  etagOf,
  gzipEtagOf,
  invalidatePublicOnTopic,
  matchesIfNoneMatch,
  PUBLIC_CHANGED_TOPIC,
  registerPublicCache,
} from './public-cache';

/** A bus that delivers what the test hands it, at once (the real one is tested in bus.test.ts). */
function fakeBus() {
  const listeners = new Set<BusListener>();
  let id = 0;
  const bus: EventBus = {
    publish: () => Promise.resolve(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => Promise.resolve(),
  };
  const deliver = (topic: string, body: unknown) => {
    const event: BusEvent = { id: ++id, topic, body };
    for (const listener of listeners) listener(event);
  };
  return { bus, deliver };
}

const text = { type: 'string' };

/** One public route counting its runs, its answer taken from `state`, cached with the tag 'news'. */
async function appWithRoute(maxEntries?: number) {
  const { bus, deliver } = fakeBus();
  const app = Fastify();
  const cache = registerPublicCache(app, bus, createPublicCache(maxEntries));
  const state = { runs: 0, text: 'first', release: Promise.resolve() };
  app.get('/list', {
    config: { access: 'public', publicCache: { tags: ['news'], when: (r) => !('mine' in (r.query as object)) } },
    schema: {
      querystring: {
        type: 'object',
        properties: { a: text, b: text, mine: text, junk: text, small: text, filter: {} },
      },
    },
    handler: async (request) => {
      state.runs += 1;
      const text = state.text;
      await state.release;
      return { text, query: request.query };
    },
  });
  app.get('/private', { config: { access: 'authenticated', publicCache: { tags: ['news'] } }, handler: () => ({}) });
  await app.ready();
  return { app, cache, state, deliver };
}

describe('public cache', () => {
  it('refuses a route that is both cached and rate limited (a hit would never be counted)', async () => {
    const app = Fastify();
    registerPublicCache(app, fakeBus().bus, createPublicCache());
    expect(() =>
      app.get('/limited', {
        config: { access: 'public', publicCache: { tags: ['news'] }, rateLimit: { max: 1, timeWindow: 1000 } },
        handler: () => ({}),
      }),
    ).toThrow(/GET \/limited: a cached public read is not rate limited/);
    await app.close();
  });

  it('answers a second request from the cache with the same body, ETag and no-cache', async () => {
    const { app, state } = await appWithRoute();
    const first = await app.inject({ url: '/list?a=1' });
    const second = await app.inject({ url: '/list?a=1' });
    expect(state.runs).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toBe(etagOf(first.body));
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    // Another query string is another answer.
    expect((await app.inject({ url: '/list?a=2' })).json().query).toEqual({ a: '2' });
    expect(state.runs).toBe(2);
  });

  it('sends a large answer gzipped, with its own ETag, to a client that accepts gzip, on a miss and on a hit', async () => {
    const { app, state } = await appWithRoute();
    state.text = 'Ankandi i mallrave të sekuestruara. '.repeat(60);
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const miss = await app.inject({ url: '/list', headers: gzip });
    const hit = await app.inject({ url: '/list', headers: gzip });
    const plain = await app.inject({ url: '/list' });
    expect(state.runs).toBe(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().text).toBe(state.text);
    for (const res of [miss, hit]) {
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(plain.body);
      expect(res.headers.etag).toBe(gzipEtagOf(etagOf(plain.body)));
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    }
    for (const res of [miss, hit, plain]) expect(res.headers.vary).toBe('accept-encoding');
    // Each form is revalidated by its own tag.
    const gzipped304 = await app.inject({
      url: '/list',
      headers: { ...gzip, 'if-none-match': String(hit.headers.etag) },
    });
    expect(gzipped304.statusCode).toBe(304);
    expect(gzipped304.headers.etag).toBe(hit.headers.etag);
    const other = await app.inject({ url: '/list', headers: { 'if-none-match': String(hit.headers.etag) } });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBeUndefined();
    // A small answer is sent as it is.
    state.text = 'short';
    const small = await app.inject({ url: '/list?small=1', headers: gzip });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().text).toBe('short');
  });

  it('reads whether Accept-Encoding takes gzip', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('gzip;q=0.000')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });

  it('answers 304 without a body to a matching If-None-Match, on a hit and on a miss', async () => {
    const { app } = await appWithRoute();
    const etag = etagOf(JSON.stringify({ text: 'first', query: {} }));
    const miss = await app.inject({ url: '/list', headers: { 'if-none-match': etag } });
    expect(miss.statusCode).toBe(304);
    expect(miss.body).toBe('');
    const hit = await app.inject({ url: '/list', headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers.etag).toBe(etag);
    expect((await app.inject({ url: '/list', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('drops the entries of a tag named by an event, and of a topic a module maps to it', async () => {
    const { app, state, deliver } = await appWithRoute();
    await app.inject({ url: '/list' });
    state.text = 'second';
    deliver(PUBLIC_CHANGED_TOPIC, { tags: ['auctions'] });
    expect((await app.inject({ url: '/list' })).json().text).toBe('first');
    deliver(PUBLIC_CHANGED_TOPIC, { tags: ['news'] });
    expect((await app.inject({ url: '/list' })).json().text).toBe('second');
    invalidatePublicOnTopic('/test/news/', ['news']);
    state.text = 'third';
    deliver('/test/news/1', {});
    expect((await app.inject({ url: '/list' })).json().text).toBe('third');
  });

  it('does not keep an answer computed across an invalidation', async () => {
    const { app, state, deliver } = await appWithRoute();
    let release!: () => void;
    state.release = new Promise((resolve) => (release = resolve));
    const slow = app.inject({ url: '/list' });
    await new Promise((resolve) => setImmediate(resolve));
    deliver(PUBLIC_CHANGED_TOPIC, { tags: ['news'] });
    state.text = 'changed';
    release();
    expect((await slow).json().text).toBe('first');
    expect((await app.inject({ url: '/list' })).json().text).toBe('changed');
    expect(state.runs).toBe(2);
  });

  it('keeps no answer a rule refuses, nor of a route that is not public', async () => {
    const { app, state, cache } = await appWithRoute();
    await app.inject({ url: '/list?mine=1' });
    await app.inject({ url: '/list?mine=1' });
    expect(state.runs).toBe(2);
    await app.inject({ url: '/private' });
    expect(cache.size).toBe(0);
  });

  it('keys an answer by its path and the parameters the route declares, in one order', async () => {
    const { app, cache, state } = await appWithRoute();
    await app.inject({ url: '/list?a=1&b=2' });
    // A cache breaker, an unknown parameter and another order: the same answer, no new entry.
    for (const url of ['/list?a=1&b=2&_=1764750000000', '/list?b=2&a=1', '/list?zzz=9&a=1&b=2&_=1']) {
      await app.inject({ url });
    }
    expect([state.runs, cache.size]).toEqual([1, 1]);
    // A declared parameter keyed with its brackets (`filter[...]`) is another answer.
    await app.inject({ url: '/list?a=1&b=2&filter[name]=x' });
    expect(state.runs).toBe(2);
    await app.inject({ url: '/list?filter[name]=x&b=2&a=1&_=5' });
    expect([state.runs, cache.size]).toEqual([2, 2]);
  });

  it('reads the declared names of a zod query through its transforms and defaults', () => {
    const query = z
      .object({ page: z.coerce.number().default(0), filter: z.record(z.string(), z.string()).optional() })
      .transform((q) => q);
    expect([...declaredQueryNames(query)].sort()).toEqual(['filter', 'page']);
    expect([...declaredQueryNames(query.optional())].sort()).toEqual(['filter', 'page']);
    expect(declaredQueryNames(undefined).size).toBe(0);
    // A list's query keeping its other parameters: its `filter[...]` ones count, a cache breaker does not.
    const list = z.object({ page: z.coerce.number().default(1) }).catchall(z.string());
    expect([...declaredQueryNames(list)].sort()).toEqual(['filter', 'page']);
    expect([...declaredQueryNames(z.object({ page: z.string() }).strict())]).toEqual(['page']);
    expect(canonicalUrl('/x?b=2&_=9&a=1&a=0', new Set(['a', 'b']))).toBe('/x?a=1&a=0&b=2');
    expect(canonicalUrl('/x?_=9', new Set(['a']))).toBe('/x');
  });

  it('holds at most its entry limit, whatever the query strings', async () => {
    const { app, cache, state } = await appWithRoute(50);
    for (let i = 0; i < 200; i++) await app.inject({ url: `/list?junk=${i}` });
    expect(cache.size).toBe(50);
    // The most recent entries stay.
    await app.inject({ url: '/list?junk=199' });
    expect(state.runs).toBe(200);
    await app.inject({ url: '/list?junk=0' });
    expect(state.runs).toBe(201);
  });

  it('evicts an entry not read since it was kept before one read lately', () => {
    const cache = createPublicCache(3);
    const entry = (etag: string) => ({ body: Buffer.from(etag), etag, contentType: 'text/plain', tags: [] });
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(key));
    expect(cache.get('a')?.etag).toBe('a');
    cache.set('d', entry('d'));
    expect(['a', 'b', 'c', 'd'].map((key) => cache.get(key)?.etag)).toEqual(['a', undefined, 'c', 'd']);
  });

  it('stays within its bound, keeps what was kept last and answers the value kept (model)', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 12 }), value: fc.nat() }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 12 }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 80 }), (max, ops) => {
        const cache = createPublicCache(max);
        // The model: the last value set per key. The cache may forget keys, never answer a stale value.
        const model = new Map<number, string>();
        for (const step of ops) {
          if (step.kind === 'set') {
            const etag = String(step.value);
            cache.set(String(step.key), { body: Buffer.alloc(0), etag, contentType: 'text/plain', tags: [] });
            model.set(step.key, etag);
            expect(cache.get(String(step.key))?.etag).toBe(etag);
          } else {
            const found = cache.get(String(step.key));
            if (found) expect(found.etag).toBe(model.get(step.key));
          }
          expect(cache.size).toBeLessThanOrEqual(max);
        }
      }),
    );
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b" , W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
  });
});
