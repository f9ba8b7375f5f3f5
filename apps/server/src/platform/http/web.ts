import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FrontDoor } from './front-door';

const API_PREFIXES = ['/data/', '/i18n/', '/portal/'];

/** A file of the build under its content hash (`/assets/…`, no query): never changes while the server runs. */
const HASHED_ASSET = /^\/assets\/[^?#]+$/;
/** The file beside an asset that holds the encoding Fastify sent it in. */
const ENCODED_COPY: Record<string, string> = { br: '.br', gzip: '.gz' };

/**
 * Serves the built SPA: its files with long caching for hashed assets, and index.html for every
 * other GET that is not an API path, so client-side routes survive a reload. `pageHead` adds markup made at serve
 * time at the end of index.html's head (the translations' hashed names, ADR 0096). With `frontDoor`, a hashed asset
 * Fastify has sent is answered from memory by the door from then on (ADR 0111).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  pageHead?: (request: FastifyRequest) => Promise<string>,
  frontDoor?: FrontDoor,
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), access: 'public' };
      });
      if (frontDoor) {
        const bodies = assetBodies(webDist);
        scope.addHook('onSend', async (request, reply, payload) => {
          if (reply.statusCode === 200 && request.method === 'GET' && HASHED_ASSET.test(request.url)) {
            const body = await bodies.sent(request, reply);
            if (body) frontDoor.rememberStatic(request, reply, body);
          }
          return payload;
        });
      }
      await scope.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        // Language files are served merged with the administrators' translations. The build's compressed copies are
        // no files of their own: a browser gets the `.br` or `.gz` beside a file when it accepts that encoding.
        globIgnore: ['i18n/**', '**/*.br', '**/*.gz'],
        preCompressed: true,
        index: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !API_PREFIXES.some((p) => url.startsWith(p)) && !path.extname(url);
    if (wantsPage && hasBuild) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!pageHead) return reply.send(fs.createReadStream(indexFile));
      // Without the head (its data unreadable a moment) the page still works: the app asks for the plain names.
      const head = pageHead(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'index.html served without its page head');
        return '';
      });
      return Promise.all([fs.promises.readFile(indexFile, 'utf8'), head]).then(([html, head]) =>
        reply.send(html.replace('</head>', `${head}</head>`)),
      );
    }
    return reply.status(404).send({ _error: ERROR.notFound });
  });
}

/**
 * The bytes of the hashed assets Fastify sent, read once each: the file its URL names, or its `.br` or `.gz` copy as
 * the answer's Content-Encoding says. Only a read whose length is the answer's Content-Length counts.
 */
function assetBodies(webDist: string) {
  const read = new Map<string, Promise<Buffer | undefined>>();
  return {
    sent(request: FastifyRequest, reply: FastifyReply): Promise<Buffer | undefined> {
      const encoding = reply.getHeader('content-encoding');
      const suffix = encoding === undefined ? '' : ENCODED_COPY[String(encoding)];
      if (suffix === undefined) return Promise.resolve(undefined);
      let file: string;
      try {
        file = path.join(webDist, decodeURIComponent(request.url)) + suffix;
      } catch {
        return Promise.resolve(undefined);
      }
      if (!file.startsWith(path.join(webDist, 'assets') + path.sep)) return Promise.resolve(undefined);
      let body = read.get(file);
      if (!body) {
        body = fs.promises.readFile(file).catch(() => undefined);
        read.set(file, body);
      }
      const length = Number(reply.getHeader('content-length'));
      return body.then((bytes) => (bytes && bytes.length === length ? bytes : undefined));
    },
  };
}
