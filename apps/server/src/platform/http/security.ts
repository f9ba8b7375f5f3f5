import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
