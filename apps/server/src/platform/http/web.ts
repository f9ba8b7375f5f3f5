import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/data/', '/i18n/', '/portal/'];

/**
 * Serves the built SPA: its files with long caching for hashed assets, and index.html for every
 * other GET that is not an API path, so client-side routes survive a reload. `pageHead` adds markup made at serve
 * time at the end of index.html's head (the translations' hashed names, ADR 0096).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  pageHead?: (request: FastifyRequest) => Promise<string>,
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), access: 'public' };
      });
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
