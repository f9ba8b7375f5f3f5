import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { ProxyTrust } from './client-address';
import {
  matchesIfNoneMatch,
  preferredEncoding,
  PUBLIC_CACHE_MAX_ENTRIES,
  representationOf,
  type PublicCache,
  type PublicCacheEntry as Entry,
} from './public-cache';

/**
 * The server's front door (ADR 0110): a cached public read answered before Fastify routes the request. Fastify answers
 * a URL's first hit itself (public-cache.ts) and tells the door the headers it sent (`remember`); the door answers the
 * next requests for that URL with those headers and the cache's current entry, as long as nothing the headers depend
 * on differs: a GET without a body and without a session token, over the same protocol. Anything else (a miss, a
 * dropped entry, HEAD, a signed-in caller, a server closing) goes to Fastify as before. The current translation
 * files (`rememberFile`) and the build's hashed assets (`rememberStatic`, ADR 0111) are answered the same way.
 *
 * A hook that must see every request (not only set headers) is skipped for the door's answers: such a hook registers
 * here too, or the door is turned off (`enabled: false`, as it is when every request is logged).
 */
export type FrontDoor = {
  /** Fastify's `serverFactory`: the HTTP server with Fastify's own settings, the door in front of its handler. */
  serverFactory: FastifyServerFactory;
  /** Called by the public cache when Fastify answered a hit: the headers of this URL's answers from now on. */
  remember(this: void, request: FastifyRequest, reply: FastifyReply, key: string): void;
  /**
   * Called by a route about to send an immutable file (a translation file under its content hash): this URL's answers
   * from now on are the file in the encoding each request accepts, as the route chooses it (Brotli, else gzip, else
   * none), with the headers set so far, while `current()` holds.
   */
  rememberFile(this: void, request: FastifyRequest, reply: FastifyReply, file: FileAnswer): void;
  /**
   * Called when Fastify sent a file of the web app's build under its content hash (immutable), with the bytes it sent:
   * this URL's answer from now on to requests with the same `Accept-Encoding` text (Fastify chose the encoding for it).
   */
  rememberStatic(this: void, request: FastifyRequest, reply: FastifyReply, body: Buffer): void;
  /** Answers when the app is ready, stops when it starts closing (Fastify then answers 503 and closes). */
  open(): void;
  close(): void;
  /** Answers the request when the door has its answer; false leaves it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many requests the door answered (tests, operators). */
  readonly answered: number;
};

/** An immutable file's encodings, and whether it is still the one its URL names (checked on every request). */
export type FileAnswer = { identity: Buffer; br: Buffer; gzip: Buffer; current: () => boolean };

/** The headers an answer's entry decides; the rest of a URL's answer is what Fastify sent for it. */
const PER_ENTRY = new Set(['etag', 'content-type', 'content-encoding', 'content-length']);
/** The headers a file's encoding decides. */
const PER_ENCODING = new Set(['content-encoding', 'content-length']);

/** The headers Fastify computes from the body. */
const PER_BODY = new Set(['content-length']);
/** A static file's answers by the `Accept-Encoding` text each was first answered for; a few texts per URL. */
type RememberedStatic = { variants: Map<string, { headers: HeaderList; body: Buffer }> };
const STATIC_VARIANTS_MAX = 16;

/** A URL's answer: the cache key and the headers every hit carries, whatever the entry. */
type Remembered = { key: string; headers: string[]; prepared: WeakMap<Entry, Prepared[]> };
/** A file's answer: its header lists, made once, for the file as is, in Brotli and in gzip. */
type RememberedFile = { file: FileAnswer; headers: Record<'identity' | 'br' | 'gzip', HeaderList> };
type HeaderList = (string | number)[];

/** The headers Fastify has set on a reply but those in `drop`; none for an answer that sets a cookie (someone's). */
function replayable(reply: FastifyReply, drop: ReadonlySet<string>): string[] | undefined {
  const sent = reply.getHeaders();
  if (sent['set-cookie'] !== undefined) return undefined;
  return Object.entries(sent).flatMap(([name, value]) =>
    drop.has(name) || value === undefined ? [] : [name, Array.isArray(value) ? value.join(', ') : String(value)],
  );
}

/**
 * An entry's answer for a URL, made at its first request: the headers as the flat list `writeHead` takes without
 * building an object per request, for the body (200) and for a matching validator (304).
 */
type Prepared = { etag: string; body: Buffer; headers: HeaderList; notModified: string[] };

function preparedAnswer(known: Remembered, entry: Entry, acceptEncoding: string | undefined): Prepared {
  let answers = known.prepared.get(entry);
  if (!answers) known.prepared.set(entry, (answers = []));
  const { gzipped, etag } = representationOf(entry, acceptEncoding);
  const index = gzipped ? 1 : 0;
  const ready = answers[index];
  if (ready) return ready;
  const body = gzipped ? entry.gzip! : entry.body;
  const common = known.headers;
  const prepared: Prepared = {
    etag,
    body,
    headers: [
      ...common,
      'etag',
      etag,
      'content-type',
      entry.contentType,
      ...(gzipped ? ['content-encoding', 'gzip'] : []),
      'content-length',
      body.length,
    ],
    notModified: [...common, 'etag', etag],
  };
  answers[index] = prepared;
  return prepared;
}

export function createFrontDoor(options: {
  cache: PublicCache;
  trust: ProxyTrust | false;
  enabled: boolean;
}): FrontDoor {
  const { cache, trust } = options;
  const remembered = new Map<string, Remembered | RememberedFile | RememberedStatic>();
  let open = false;
  let answered = 0;

  // Fastify's `request.protocol` (lib/request.js): a trusted proxy's X-Forwarded-Proto, else the socket's.
  const protocolOf = (req: IncomingMessage): string => {
    const forwarded = req.headers['x-forwarded-proto'];
    if (forwarded && trust && trust(req.socket.remoteAddress ?? '', 0)) {
      const text = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
      return text.slice(text.lastIndexOf(',') + 1).trim();
    }
    return (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  };
  // The request's inputs the remembered headers do not cover: such requests always go to Fastify.
  const eligible = (req: IncomingMessage) =>
    req.method === 'GET' &&
    req.headers['x-auth-token'] === undefined &&
    req.headers['content-length'] === undefined &&
    req.headers['transfer-encoding'] === undefined;
  // A static file's part or a conditional request is answered by the file's route (ranges, 304s): Fastify's.
  const wholeAndUnconditional = (req: IncomingMessage) =>
    req.headers.range === undefined &&
    req.headers['if-none-match'] === undefined &&
    req.headers['if-modified-since'] === undefined &&
    req.headers['if-match'] === undefined &&
    req.headers['if-unmodified-since'] === undefined;

  const serve = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!open || !eligible(req)) return false;
    const id = `${protocolOf(req)} ${req.url}`;
    const known = remembered.get(id);
    if (known === undefined) return false;
    if ('file' in known) return serveFile(id, known, req, res);
    if ('variants' in known) return serveStatic(known, req, res);
    const entry = cache.get(known.key);
    if (!entry) return false;
    answered += 1;
    const answer = preparedAnswer(known, entry, req.headers['accept-encoding']);
    if (matchesIfNoneMatch(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, answer.notModified);
      res.end();
      return true;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
    return true;
  };

  const serveFile = (id: string, known: RememberedFile, req: IncomingMessage, res: ServerResponse): boolean => {
    // A file no longer current (a translation changed) is the route's again: it answers the current text.
    if (!known.file.current()) {
      remembered.delete(id);
      return false;
    }
    answered += 1;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    res.writeHead(200, known.headers[encoding]);
    res.end(known.file[encoding]);
    return true;
  };

  const serveStatic = (known: RememberedStatic, req: IncomingMessage, res: ServerResponse): boolean => {
    const variant = wholeAndUnconditional(req) && known.variants.get(req.headers['accept-encoding'] ?? '');
    if (!variant) return false;
    answered += 1;
    res.writeHead(200, variant.headers);
    res.end(variant.body);
    return true;
  };

  const keep = (request: FastifyRequest, record: Remembered | RememberedFile | RememberedStatic) => {
    const id = `${request.protocol} ${request.url}`;
    // Bounded like the cache: hostile URLs empty it, never grow it.
    if (remembered.size >= PUBLIC_CACHE_MAX_ENTRIES) remembered.clear();
    remembered.set(id, record);
  };

  return {
    serverFactory: (handler, settings) => {
      const fastifyOptions = settings as {
        http?: http.ServerOptions;
        keepAliveTimeout?: number;
        requestTimeout?: number;
        connectionTimeout?: number;
      };
      // What Fastify's getServerInstance does for an HTTP/1 server without a factory (lib/server.js).
      const server = http.createServer(fastifyOptions.http ?? {}, (req, res) => {
        if (!serve(req, res)) handler(req, res);
      });
      if (fastifyOptions.keepAliveTimeout !== undefined) server.keepAliveTimeout = fastifyOptions.keepAliveTimeout;
      if (fastifyOptions.requestTimeout !== undefined) server.requestTimeout = fastifyOptions.requestTimeout;
      if (fastifyOptions.connectionTimeout !== undefined) server.setTimeout(fastifyOptions.connectionTimeout);
      return server;
    },
    remember(request, reply, key) {
      if (!options.enabled || !eligible(request.raw) || remembered.has(`${request.protocol} ${request.url}`)) return;
      const headers = replayable(reply, PER_ENTRY);
      if (headers) keep(request, { key, headers, prepared: new WeakMap() });
    },
    rememberFile(request, reply, file) {
      if (!options.enabled || !eligible(request.raw) || remembered.has(`${request.protocol} ${request.url}`)) return;
      const common = replayable(reply, PER_ENCODING);
      if (!common) return;
      const list = (body: Buffer, encoding?: string): HeaderList => [
        ...common,
        ...(encoding ? ['content-encoding', encoding] : []),
        'content-length',
        body.length,
      ];
      keep(request, {
        file,
        headers: { identity: list(file.identity), br: list(file.br, 'br'), gzip: list(file.gzip, 'gzip') },
      });
    },
    rememberStatic(request, reply, body) {
      if (!options.enabled || !eligible(request.raw) || !wholeAndUnconditional(request.raw)) return;
      let known = remembered.get(`${request.protocol} ${request.url}`);
      if (known && !('variants' in known)) return;
      const headers = replayable(reply, PER_BODY);
      if (!headers) return;
      if (!known) keep(request, (known = { variants: new Map() }));
      if (known.variants.size >= STATIC_VARIANTS_MAX) return;
      known.variants.set(request.headers['accept-encoding'] ?? '', {
        headers: [...headers, 'content-length', body.length],
        body,
      });
    },
    open: () => {
      open = options.enabled;
    },
    close: () => {
      open = false;
    },
    serve,
    get answered() {
      return answered;
    },
  };
}
