import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerMultipart } from './multipart';

describe('registerMultipart', () => {
  it('parses multipart bodies without adding a hook to every request', async () => {
    const app = Fastify();
    await registerMultipart(app, { limits: { files: 2 } });
    app.post('/upload', async (request) => {
      const names: string[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') names.push(`${part.filename}:${(await part.toBuffer()).length}`);
      }
      return { names };
    });
    app.get('/read', async () => ({ ok: true }));
    await app.ready();
    // No hook at all on either route: the plugin's onRequest and onResponse were left out, nothing else was added.
    const routes = app.printRoutes({ includeHooks: true, commonPrefix: false });
    expect(routes).not.toMatch(/onRequest|onResponse/);

    const boundary = 'portal-test-boundary';
    const payload =
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\n` +
      `content-type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ names: ['a.txt:5'] });
    await app.close();
  });

  it('leaves out what the plugin alone adds: an onRequest and an onResponse hook on every route', async () => {
    const app = Fastify();
    await app.register(multipart);
    app.get('/read', async () => ({ ok: true }));
    await app.ready();
    const routes = app.printRoutes({ includeHooks: true, commonPrefix: false });
    expect(routes).toMatch(/onRequest/);
    expect(routes).toMatch(/onResponse/);
    await app.close();
  });
});
