import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { routeAccess } from './access';

/** A CSP without inline scripts that still lets the SPA (and Ant Design's styles) work, and helmet's other headers. */
const SECURITY_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Ant Design writes its component styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  // Only on answers to requests that came over TLS: STRICT_TRANSPORT_SECURITY below.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'same-origin' },
};

/**
 * The headers helmet's middleware sets, read once from a stand-in response. They depend on the options only (no
 * directive is a function of the request), and building the middleware parses the CSP: done per request, as the
 * Fastify plugin did, it was about a sixth of a cached public read's time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet throws on bad options (since 8.1 it no longer passes them to `next`).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * HSTS for a year, subdomains included. Sent only when the request came over TLS (`request.protocol`: the socket's,
 * or `X-Forwarded-Proto` from a trusted proxy, TRUST_PROXY), so it never reaches a plain http host (a demo on a
 * laptop) and a client cannot ask for it with a header of its own. Browsers ignore it over http anyway.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers of the API's answers (JSON, and files sent as downloads with a sandboxing policy of their own): the set
 * OWASP's REST Security Cheat Sheet names. The page headers of SECURITY_OPTIONS (the CSP's sources for scripts, styles
 * and images, COOP, Origin-Agent-Cluster, DNS prefetching …) govern documents, and no API answer is one; at 0.8 KiB
 * they were larger than most cached reads' bodies (ADR 0105; docs/benchmarks.md, "Public reads").
 */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Security headers on every answer: the pages' (SECURITY_OPTIONS) on the web app and on the pages under `pagesUnderApi`
 * (the API's documentation), the API's (API_SECURITY_HEADERS) on the rest of the data `prefixes` (the API, and the
 * translation files the app reads as data); HSTS on those over TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance, prefixes: readonly string[], pagesUnderApi: string) {
  const pages = securityHeaders(SECURITY_OPTIONS);
  const hsts = { 'strict-transport-security': STRICT_TRANSPORT_SECURITY };
  const sets = {
    page: pages,
    pageOverTls: { ...pages, ...hsts },
    api: API_SECURITY_HEADERS,
    apiOverTls: { ...API_SECURITY_HEADERS, ...hsts },
  };
  const data = prefixes.map((prefix) => `${prefix}/`);
  app.addHook('onRequest', (request, reply, done) => {
    const isApi = data.some((prefix) => request.url.startsWith(prefix)) && !request.url.startsWith(pagesUnderApi);
    const overTls = request.protocol === 'https';
    reply.headers(isApi ? (overTls ? sets.apiOverTls : sets.api) : overTls ? sets.pageOverTls : sets.page);
    done();
  });
}

/**
 * `Cache-Control: no-store` on every answer under `prefix` except a GET (or HEAD) of a public route without a
 * session token, which gets `no-cache` (revalidated each time): answers that need a session, any answer to a signed-in caller, every command (sign-in,
 * registration, recovery) and public reads marked `noStore` (they answer personal data). A route may still set
 * its own (stricter) value.
 */
export function registerNoStore(app: FastifyInstance, prefix: string) {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url;
    if (!url || !url.startsWith(`${prefix}/`)) return done();
    const sameForEveryone =
      (request.method === 'GET' || request.method === 'HEAD') &&
      routeAccess(request) === 'public' &&
      !request.routeOptions.config.noStore &&
      !request.headers['x-auth-token'];
    // The web client sends no cache breaker (docs/adr/0094): a public read is revalidated each time, never kept by a
    // browser or proxy on its own heuristic; a route may set a longer life (photos, translations).
    reply.header('cache-control', sameForEveryone ? 'no-cache' : 'no-store');
    done();
  });
}
