import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web';

describe('the built web app', () => {
  const script = `export const text = ${JSON.stringify('ABCDEFGHIJ'.repeat(400))};\n`;
  let folder: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.mkdirSync(path.join(folder, 'assets'));
    const asset = path.join(folder, 'assets', 'page-1a2b3c.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(path.join(folder, 'assets', 'small-4d5e6f.js'), 'export {};\n');
    fs.writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Portal</title>');
    app = Fastify();
    await registerWebApp(app, folder);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('sends the compressed copy the browser accepts, Brotli first', async () => {
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/page-1a2b3c.js', accepted);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(sent);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = sent === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(body.toString()).toBe(script);
    }
  });

  it('sends the file itself to a client without an encoding, and a file without copies as it is', async () => {
    for (const res of [await get('/assets/page-1a2b3c.js'), await get('/assets/page-1a2b3c.js', 'identity')]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
    }
    const small = await get('/assets/small-4d5e6f.js', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};\n');
  });

  it('has no address for the compressed copies themselves', async () => {
    expect((await get('/assets/page-1a2b3c.js.br')).statusCode).toBe(404);
    expect((await get('/assets/page-1a2b3c.js.gz')).statusCode).toBe(404);
  });

  it('answers a client-side route with the page', async () => {
    const res = await get('/auctions/42', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Portal</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('the page head made at serve time', () => {
  let folder: string;

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-head-'));
    fs.writeFileSync(path.join(folder, 'index.html'), '<!doctype html><head><title>Portal</title></head><body></body>');
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  const page = async (pageHead: (request: { headers: Record<string, unknown> }) => Promise<string>) => {
    const app = Fastify();
    await registerWebApp(app, folder, pageHead);
    try {
      return await app.inject({ url: '/auctions/42', headers: { cookie: 'lang=en' } });
    } finally {
      await app.close();
    }
  };

  it('ends the head with it, for the request', async () => {
    const res = await page(async (request) => `<meta name="seen" content="${String(request.headers.cookie)}">`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      '<!doctype html><head><title>Portal</title><meta name="seen" content="lang=en"></head><body></body>',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the page without it when it cannot be made', async () => {
    const res = await page(() => Promise.reject(new Error('database away')));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><head><title>Portal</title></head><body></body>');
  });
});
