import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { routeAccess } from './access';

/** Security headers: a CSP without inline scripts that still lets the SPA (and Ant Design's styles) work. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
    // HSTS only means something behind TLS; a proxy that terminates TLS sets it, or TRUST_PROXY does.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * `Cache-Control: no-store` on every answer under `prefix` except a GET (or HEAD) of a public route without a
 * session token: answers that need a session, any answer to a signed-in caller, every command (sign-in,
 * registration, recovery) and public reads marked `noStore` (they answer personal data). A route may still set
 * its own (stricter) value.
 */
export function registerNoStore(app: FastifyInstance, prefix: string) {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url || !url.startsWith(`${prefix}/`)) return;
    const sameForEveryone =
      (request.method === 'GET' || request.method === 'HEAD') &&
      routeAccess(request) === 'public' &&
      !request.routeOptions.config.noStore &&
      !request.headers['x-auth-token'];
    if (!sameForEveryone) reply.header('cache-control', 'no-store');
  });
}
