import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * The hooks @fastify/multipart adds to every request of every route: an onRequest hook that listens for each answer's
 * `close` and an onResponse hook. Both delete the temporary files `saveRequestFiles` writes to disk. No route writes
 * any: every upload is streamed part by part (attachments' `multipartFiles`, the logo's `file()`), and lint bars
 * `saveRequestFiles`. On a cached public read the two cost about a tenth of the server's time (docs/benchmarks.md).
 */
const TEMPORARY_FILE_HOOKS = ['onRequest', 'onResponse'];

/**
 * Registers @fastify/multipart (the `multipart/form-data` parser, `request.parts()` and `request.file()`) without its
 * temporary-file hooks. The plugin runs on `app` itself (fastify-plugin), so its `addHook` calls are filtered while it
 * registers. Should a version add or drop a hook, the start fails here instead of a hook being lost unseen.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  const original = Object.getOwnPropertyDescriptor(app, 'addHook');
  const addHook = app.addHook.bind(app) as (name: string, hook: unknown) => FastifyInstance;
  const left: string[] = [];
  app.addHook = (name: string, hook: unknown) => {
    if (!TEMPORARY_FILE_HOOKS.includes(name)) return addHook(name, hook);
    left.push(name);
    return app;
  };
  try {
    await app.register(multipart, options);
  } finally {
    if (original) Object.defineProperty(app, 'addHook', original);
  }
  if (left.sort().join() !== [...TEMPORARY_FILE_HOOKS].sort().join()) {
    throw new Error(
      `@fastify/multipart added the hooks ${left.join(', ') || 'none'}; expected ${TEMPORARY_FILE_HOOKS.join(', ')}`,
    );
  }
}
