import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { publishEvent, type EventBus } from '../realtime/bus';
import { routeAccess } from './access';

/**
 * What a cached answer depends on. A command that changes it names the tag (`publicDataChanged`) and every instance
 * drops the answers carrying it: 'auctions' (the auction lists, the promoted auctions, the lot lists and chains),
 * 'bids' (what a bid changes: the lot lists and chains; the auction lists stay), 'products' (products on offer),
 * 'news' (published news), 'translations' (`/i18n`), 'settings' (the settings every visitor reads), 'templates' (the
 * public document templates, e.g. help), 'navigation' (the visitor's menu: pages and page groups).
 */
export type PublicTag =
  'auctions' | 'bids' | 'products' | 'news' | 'translations' | 'settings' | 'templates' | 'navigation';

/**
 * A public GET route whose answer is the same for everyone: cached per instance by its path and the query parameters
 * its schema declares, in one order (`canonicalUrl`): a parameter the route does not read (a client's cache breaker
 * `_=…`, a typo) neither makes a new entry nor pushes a useful one out. `when` is asked with the validated request
 * before an answer is kept (a variant that depends on the caller, e.g. "my lots", answers false); `vary` adds what
 * else the answer depends on (e.g. a language read from a header) to the key.
 */
export type PublicCacheRule = {
  tags: readonly PublicTag[];
  when?: (request: FastifyRequest) => boolean;
  vary?: (request: FastifyRequest) => string;
  /** Filled in when the route is registered: the query parameters its schema declares (the rest are not keyed). */
  queryNames?: ReadonlySet<string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache the answer per instance (see `registerPublicCache`); only on `access: 'public'` routes. */
    publicCache?: PublicCacheRule;
  }
}

/** The bus topic of `publicDataChanged` (internal: never a STOMP destination). */
export const PUBLIC_CHANGED_TOPIC = 'internal:public_changed';
export type PublicChangedBody = { tags: PublicTag[] };

/** The answer's header saying whether it came from this instance's cache (`hit`) or was computed (`miss`). */
export const CACHE_STATUS_HEADER = 'x-cache';

/** Entries per instance: hostile query strings evict old entries instead of growing memory. */
export const PUBLIC_CACHE_MAX_ENTRIES = 1000;
/** A larger answer is served but not kept. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** From this size an answer is also kept gzipped, for the clients that accept it (every browser). */
const GZIP_FROM_BYTES = 1024;

/**
 * The body is kept encoded: a hit sends the bytes without encoding a large answer (`/i18n`) again; `gzip` is the
 * same body compressed once (when that made it smaller), sent with its own ETag.
 */
export type PublicCacheEntry = {
  body: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  tags: readonly PublicTag[];
};
type Entry = PublicCacheEntry;

export type PublicCache = {
  get(key: string): Entry | undefined;
  set(key: string, entry: Entry): void;
  /** Drops the entries carrying any of the tags, and any answer being computed meanwhile. */
  invalidate(tags: readonly string[]): void;
  readonly size: number;
  /** Bumped by every invalidation: an answer computed across one is not kept. */
  readonly epoch: number;
};

/**
 * A bounded map that evicts entries not read lately (the CLOCK approximation of least-recently-used): a hit only marks
 * its slot, and only an insertion past the bound walks the map from its oldest slots, giving a marked one a second
 * chance at the end instead of evicting it. A hit no longer moves its entry (a delete and a set on every read).
 */
export function createPublicCache(maxEntries = PUBLIC_CACHE_MAX_ENTRIES): PublicCache {
  const entries = new Map<string, { entry: Entry; used: boolean }>();
  let epoch = 0;
  return {
    get(key) {
      const slot = entries.get(key);
      if (!slot) return undefined;
      slot.used = true;
      return slot.entry;
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, { entry, used: false });
      // Each marked slot is moved once with its mark cleared, so the walk ends within two rounds; never the new one.
      for (const [oldest, slot] of entries) {
        if (entries.size <= maxEntries) break;
        if (oldest === key) continue;
        entries.delete(oldest);
        if (slot.used) {
          slot.used = false;
          entries.set(oldest, slot);
        }
      }
    },
    invalidate(tags) {
      epoch += 1;
      for (const [key, { entry }] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) entries.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
    get epoch() {
      return epoch;
    },
  };
}

/** The caches of the apps in this process, dropped at once by a command of this process (see below). */
const localCaches = new Set<PublicCache>();
/** How often each tag was dropped in this process, by a command here or by any instance's event. */
const tagGenerations = new Map<PublicTag, number>();
const countDropped = (tags: readonly PublicTag[]) => {
  for (const tag of tags) tagGenerations.set(tag, (tagGenerations.get(tag) ?? 0) + 1);
};

/**
 * How many times `tag` has been dropped in this process: a module that keeps a value read from the data behind a tag
 * (the business time zone, 'settings') keeps it while this count stays the same, and reads it again once it moved.
 */
export function publicTagGeneration(tag: PublicTag): number {
  return tagGenerations.get(tag) ?? 0;
}
/** Tags a module's own bus topics change (bids change the lot lists), keyed by topic prefix. */
const topicTags = new Map<string, readonly PublicTag[]>();
/** The tag sets a transaction already announced: one event each, however many rows it changes. */
const publishedIn = new WeakMap<Db, Set<string>>();

/**
 * Drops `tags` on every instance when an event whose topic starts with `prefix` is delivered: for
 * commands that already publish an event of their own (an accepted bid, a translation).
 */
export function invalidatePublicOnTopic(prefix: string, tags: readonly PublicTag[]): void {
  topicTags.set(prefix, tags);
}

/**
 * Drops `tags` in this process's caches at once, without an event: for a command whose own bus event already tells
 * every instance (an accepted bid, its topic mapped by `invalidatePublicOnTopic`), called after its commit so that
 * the caller's next read on this instance does not wait for the notification (PostgreSQL delivers it a moment later).
 */
export function dropLocalPublicCaches(tags: readonly PublicTag[]): void {
  countDropped(tags);
  for (const cache of localCaches) cache.invalidate(tags);
}

/**
 * Inside a command's transaction: the answers carrying `tags` are stale once it commits. One bus event
 * (once per transaction and tag set) drops them on every instance after the commit; this instance's
 * caches are dropped at once too, so the caller's next read sees its change without waiting for the
 * event (a read before the commit may cache the old answer again: the event drops it).
 */
export async function publicDataChanged(tx: Db, tags: readonly PublicTag[]): Promise<void> {
  // Only a transaction is remembered: the database handle itself outlives every command.
  if (typeof (tx as { rollback?: unknown }).rollback === 'function') {
    let done = publishedIn.get(tx);
    if (!done) publishedIn.set(tx, (done = new Set()));
    const key = [...tags].sort().join(',');
    if (done.has(key)) return;
    done.add(key);
  }
  dropLocalPublicCaches(tags);
  await publishEvent(tx, PUBLIC_CHANGED_TOPIC, { tags: [...tags] } satisfies PublicChangedBody);
}

type SchemaNode = {
  shape?: Record<string, unknown>;
  properties?: Record<string, unknown>;
  _zod?: { def?: { in?: unknown; innerType?: unknown; schema?: unknown } };
};

/**
 * The names of the query parameters a route's schema declares (zod, through transforms, pipes and defaults, or a JSON
 * schema): the object's keys (`filter` stands for `filter[name]` too), and `filter` for a list's query that keeps the
 * parameters it does not name. None when the route declares no query.
 */
export function declaredQueryNames(schema: unknown): ReadonlySet<string> {
  let node = schema as SchemaNode | undefined;
  for (let depth = 0; node && depth < 10; depth++) {
    if (node.shape && typeof node.shape === 'object') {
      const names = new Set(Object.keys(node.shape));
      // A list's query that keeps every other parameter (`pagedFilterQuerySchema`) reads its `filter[field]` ones.
      const catchall = (node._zod?.def as { catchall?: SchemaNode } | undefined)?.catchall;
      if (catchall && (catchall._zod?.def as { type?: string } | undefined)?.type !== 'never') names.add('filter');
      return names;
    }
    // A JSON schema's object (a route declared without zod).
    if (node.properties && typeof node.properties === 'object') return new Set(Object.keys(node.properties));
    const def = node._zod?.def;
    node = (def?.in ?? def?.innerType ?? def?.schema) as SchemaNode | undefined;
  }
  return new Set();
}

/**
 * The path with only the declared query parameters (`page`, `filter[category]`, …), sorted by name: the
 * same read asked with its parameters in another order, or with parameters the route ignores, has one key.
 */
export function canonicalUrl(url: string, names: ReadonlySet<string>): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const kept = [...new URLSearchParams(url.slice(mark + 1))]
    .filter(([name]) => names.has(name.split('[', 1)[0]))
    // By name only (a stable sort): the values of a repeated name keep their order, which may mean something.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const path = url.slice(0, mark);
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
}

/** A strong validator: the hash of the body. */
export function etagOf(body: string): string {
  return `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** `If-None-Match` against the current tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/**
 * Serves routes with `config.publicCache` from this instance's cache: the stored body with its `ETag`,
 * `Cache-Control: no-cache` (browsers revalidate; `no-store` set for a signed-in caller stays) and 304
 * without a body when `If-None-Match` matches. A miss runs the route and keeps its 200 answer. Entries
 * are dropped by `internal:public_changed` events and the topics of `invalidatePublicOnTopic`.
 */
export function registerPublicCache(
  app: FastifyInstance,
  bus: EventBus,
  cache = createPublicCache(),
  /** Told of each hit Fastify answered whose key is its URL's alone (no `vary`): the front door (front-door.ts). */
  onHit?: (request: FastifyRequest, reply: FastifyReply, key: string) => void,
): PublicCache {
  localCaches.add(cache);
  const unsubscribe = bus.subscribe((event) => {
    if (event.topic === PUBLIC_CHANGED_TOPIC) {
      const tags = (event.body as PublicChangedBody | null)?.tags ?? [];
      countDropped(tags);
      cache.invalidate(tags);
      return;
    }
    for (const [prefix, tags] of topicTags) {
      if (!event.topic.startsWith(prefix)) continue;
      countDropped(tags);
      cache.invalidate(tags);
    }
  });
  app.addHook('onClose', (_instance, done) => {
    unsubscribe();
    localCaches.delete(cache);
    done();
  });

  // A hit is answered in onRequest, before a route's rate limit would count it: a route is one or the other.
  app.addHook('onRoute', (route) => {
    const config = route.config as { publicCache?: unknown; rateLimit?: unknown } | undefined;
    if (config?.publicCache && config.rateLimit) {
      throw new Error(`${String(route.method)} ${route.url}: a cached public read is not rate limited; drop one`);
    }
    if (config?.publicCache) {
      // One rule object may serve several routes: each gets its own copy with its query's names.
      const rule = {
        ...(config.publicCache as PublicCacheRule),
        queryNames: declaredQueryNames(route.schema?.querystring),
      };
      route.config = { ...route.config, publicCache: rule };
    }
  });

  const startedAt = new WeakMap<FastifyRequest, number>();
  const ruleOf = (request: FastifyRequest) => {
    const rule = request.routeOptions.config?.publicCache;
    return rule && request.method === 'GET' && routeAccess(request) === 'public' ? rule : undefined;
  };
  // The canonical form of the URLs asked lately: the same read is asked again and again, and parsing and sorting its
  // query each time cost as much as the rest of a hit. Bounded like the cache: hostile URLs empty it, never grow it.
  const canonical = new Map<string, string>();
  const keyOf = (request: FastifyRequest, rule: PublicCacheRule) => {
    let url = canonical.get(request.url);
    if (url === undefined) {
      if (canonical.size >= PUBLIC_CACHE_MAX_ENTRIES) canonical.clear();
      url = canonicalUrl(request.url, rule.queryNames ?? new Set());
      canonical.set(request.url, url);
    }
    return rule.vary ? `${url}\n${rule.vary(request)}` : url;
  };

  /** The entry's headers for this request; the body to send, or undefined for a 304. */
  const answer = (request: FastifyRequest, reply: FastifyReply, entry: Entry, hit: boolean): Buffer | undefined => {
    // Whether this instance answered from its cache: what the browser tests and operators check the app's reads by.
    reply.header(CACHE_STATUS_HEADER, hit ? 'hit' : 'miss');
    const { gzipped, etag } = representationOf(entry, request.headers['accept-encoding']);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    reply.header('etag', etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return undefined;
    reply.type(entry.contentType);
    if (!gzipped) return entry.body;
    reply.header('content-encoding', 'gzip');
    return entry.gzip;
  };

  // Callback hooks, not async ones: they run on every request and every answer, and a promise per hook was
  // measurable there (docs/benchmarks.md, "Public reads").
  app.addHook('onRequest', (request, reply, done) => {
    const rule = ruleOf(request);
    if (!rule) return done();
    const key = keyOf(request, rule);
    const entry = cache.get(key);
    if (!entry) {
      startedAt.set(request, cache.epoch);
      return done();
    }
    const body = answer(request, reply, entry, true);
    if (onHit && !rule.vary) onHit(request, reply, key);
    // A reply sent here ends the request: Fastify runs no later hook and no handler.
    if (body === undefined) reply.code(304).send();
    else reply.send(body);
  });

  // A route's rule may be set by its scope after this app's onRoute hook ran (the API description): read per answer.
  app.addHook('onSend', keep);
  function keep(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, value: unknown) => void,
  ) {
    const epoch = startedAt.get(request);
    if (epoch === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const rule = ruleOf(request)!;
    if (rule.when && !rule.when(request)) return done(null, payload);
    const body = Buffer.from(payload);
    const kept = body.length <= MAX_BODY_BYTES;
    const gzip = kept && body.length >= GZIP_FROM_BYTES ? zlib.gzipSync(body) : undefined;
    const entry: Entry = {
      body,
      gzip: gzip && gzip.length < body.length ? gzip : undefined,
      etag: etagOf(payload),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      tags: rule.tags,
    };
    // Computed across an invalidation: possibly stale, so served once and not kept.
    if (epoch === cache.epoch && kept) cache.set(keyOf(request, rule), entry);
    const sent = answer(request, reply, entry, false);
    if (sent === undefined) {
      reply.code(304);
      return done(null, '');
    }
    done(null, sent === body ? payload : sent);
  }
  return cache;
}

/** The ETag of an answer's gzipped form: another representation, so another strong tag. */
export const gzipEtagOf = (etag: string) => `${etag.slice(0, -1)}-gzip"`;

/** Which form of an entry a request gets: gzipped (with its own ETag) when kept so and the client accepts gzip. */
export function representationOf(entry: PublicCacheEntry, acceptEncoding: string | undefined) {
  const gzipped = entry.gzip !== undefined && acceptsGzip(acceptEncoding);
  return { gzipped, etag: gzipped ? gzipEtagOf(entry.etag) : entry.etag };
}

/** The encoding a file kept in Brotli and gzip is sent in: Brotli, else gzip, else none (`identity`). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  return acceptsEncoding(acceptEncoding, 'br') ? 'br' : acceptsEncoding(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
}

/** True when an `Accept-Encoding` header accepts gzip: named (or `*` when not named) with a q above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptsEncoding(header, 'gzip');
}

/**
 * The codings an `Accept-Encoding` header accepts, of those the server sends, per header text seen lately: browsers
 * send a handful of texts, and parsing the header again was the largest of a cached read's own costs. Bounded (emptied
 * when full), so odd headers cannot grow it.
 */
const acceptedCodings = new Map<string, { gzip: boolean; br: boolean }>();
const ACCEPTED_CODINGS_MAX = 256;

/**
 * True when an `Accept-Encoding` header accepts the coding: named (`x-gzip` for gzip, or `*` when not named) with a
 * q above 0.
 */
export function acceptsEncoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (!header) return false;
  let accepted = acceptedCodings.get(header);
  if (!accepted) {
    if (acceptedCodings.size >= ACCEPTED_CODINGS_MAX) acceptedCodings.clear();
    accepted = { gzip: parseAccepts(header, 'gzip'), br: parseAccepts(header, 'br') };
    acceptedCodings.set(header, accepted);
  }
  return accepted[coding];
}

function parseAccepts(header: string, coding: 'gzip' | 'br'): boolean {
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    quality.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const named = coding === 'gzip' ? (quality.get('gzip') ?? quality.get('x-gzip')) : quality.get(coding);
  return (named ?? quality.get('*') ?? 0) > 0;
}
