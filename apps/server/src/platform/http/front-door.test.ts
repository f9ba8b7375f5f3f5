import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/harness';
import { dropLocalPublicCaches } from './public-cache';

// The front door (ADR 0110) answers a cached public read without Fastify once Fastify has answered a hit for its URL.
// Its answers must be Fastify's, byte for byte but the date: each public read is asked through both, with the headers
// that change an answer (encodings, validators, a proxy's protocol), and compared.

type Answer = { status: number; headers: [string, string][]; body: Buffer };

function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          if (name !== 'date') pairs.push([name, res.rawHeaders[i + 1]]);
        }
        pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
  });
}

/** The same request kept from the door: a GET with an (empty) body is always Fastify's. */
const throughFastify = (headers: Record<string, string>) => ({ ...headers, 'content-length': '0' });
const headerOf = (answer: Answer, name: string) => answer.headers.find(([n]) => n === name)?.[1];

/**
 * The same answer: status and headers, and the body byte for byte. The bodies are compared as buffers: a deep equality
 * walks a 576 KB document byte by byte and took seconds an answer.
 */
function expectSameAnswer(actual: Answer, expected: Answer, label = '') {
  expect({ status: actual.status, headers: actual.headers }, label).toEqual({
    status: expected.status,
    headers: expected.headers,
  });
  expect(
    actual.body.equals(expected.body),
    `${label} body: ${actual.body.length} bytes, ${expected.body.length} expected`,
  ).toBe(true);
}

/** Reads the app's first screens ask for, and the other cached public reads of each kind (file, document, keys). */
const READS = [
  '/data/rest/auctions/promoted_auctions',
  '/data/rest/lots/get_lots_in_upcoming_and_running_auctions/1?page=1&count=12',
  '/data/rest/products/products_view?page=1&count=12',
  '/data/rest/auction_news/published?page=1&count=10',
  '/data/rest/public_settings',
  '/data/rest/openapi.json',
  '/data/rest/error_keys',
  '/i18n/en.json',
];

describe('the front door', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  async function serve(overrides: Parameters<typeof buildTestApp>[0] = {}) {
    const t = await buildTestApp(overrides);
    apps.push(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    return { t, port: (t.app.server.address() as AddressInfo).port };
  }

  it('answers each cached read as Fastify does, for every encoding and validator', async () => {
    const { t, port } = await serve();
    for (const url of READS) {
      // A miss, then a hit answered by Fastify: the door knows the URL from then on.
      expect((await get(port, url)).status, url).toBe(200);
      const fastifyHit = await get(port, url);
      expect(headerOf(fastifyHit, 'x-cache'), url).toBe('hit');
      const plainTag = headerOf(fastifyHit, 'etag')!;
      const gzipTag = headerOf(await get(port, url, { 'accept-encoding': 'gzip' }), 'etag')!;
      const variants: Record<string, string>[] = [
        {},
        { 'accept-encoding': 'gzip, deflate, br, zstd' },
        { 'accept-encoding': 'identity' },
        { 'if-none-match': plainTag },
        { 'if-none-match': gzipTag, 'accept-encoding': 'gzip' },
        { 'if-none-match': '"other"' },
        { 'x-forwarded-proto': 'https' },
      ];
      for (const headers of variants) {
        const before = t.frontDoor.answered;
        const door = await get(port, url, headers);
        expect(t.frontDoor.answered, `${url} ${JSON.stringify(headers)}`).toBe(before + 1);
        const fastify = await get(port, url, throughFastify(headers));
        expect(t.frontDoor.answered).toBe(before + 1);
        expectSameAnswer(door, fastify, `${url} ${JSON.stringify(headers)}`);
      }
    }
  });

  it('answers a translation file under its current hash as the route does, until a translation changes', async () => {
    const { t, port } = await serve();
    // Any 16-character name answers with the current hash as its ETag (no-cache: not the current name).
    const hash = headerOf(await get(port, '/i18n/en.AAAAAAAAAAAAAAAA.json'), 'etag')!.slice(1, -1);
    const url = `/i18n/en.${hash}.json`;
    expect(headerOf(await get(port, url), 'cache-control')).toContain('immutable');
    for (const headers of [
      {},
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip' },
      { 'if-none-match': `"${hash}"` },
    ] as Record<string, string>[]) {
      const before = t.frontDoor.answered;
      const door = await get(port, url, headers);
      expect(t.frontDoor.answered, JSON.stringify(headers)).toBe(before + 1);
      expectSameAnswer(door, await get(port, url, throughFastify(headers)), JSON.stringify(headers));
    }

    // An administrator changes a text: the old name gets the current text from the route, revalidated each time.
    const admin = await t.loginAs('admin');
    const saved = await admin.post(apiPath('/translations'), { key: 'login.submit', valueEN: 'Into the portal' });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => headerOf(await get(port, url), 'cache-control'), { timeout: 10_000 })
      .toBe('no-cache');
    const before = t.frontDoor.answered;
    const old = await get(port, url);
    expect(t.frontDoor.answered).toBe(before);
    expect(JSON.parse(old.body.toString('utf8'))['login.submit']).toBe('Into the portal');
  });

  it('answers a hashed asset of the build as its static route does, in the encoding Fastify chose', async () => {
    // A build of the web app: index.html and a hashed script with the build's Brotli and gzip copies.
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-door-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
    const script = Buffer.from(`export const text = ${JSON.stringify('Ankandi elektronik. '.repeat(400))};\n`);
    const url = '/assets/home-Bq3xY9aZ.js';
    fs.writeFileSync(path.join(webDist, url), script);
    fs.writeFileSync(path.join(webDist, `${url}.br`), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(webDist, `${url}.gz`), zlib.gzipSync(script));
    const { t, port } = await serve({ webDist });
    try {
      const encodings = [
        {},
        { 'accept-encoding': 'gzip, deflate, br, zstd' },
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': 'gzip;q=1, br;q=0.5' },
        { 'accept-encoding': 'br;q=0, gzip' },
        { 'accept-encoding': '*' },
        { 'accept-encoding': 'identity' },
        { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' },
      ] as Record<string, string>[];
      const sent = new Set<string>();
      for (const headers of encodings) {
        const first = await get(port, url, headers);
        expect(first.status, JSON.stringify(headers)).toBe(200);
        sent.add(headerOf(first, 'content-encoding') ?? 'none');
        const before = t.frontDoor.answered;
        const door = await get(port, url, headers);
        expect(t.frontDoor.answered, JSON.stringify(headers)).toBe(before + 1);
        expectSameAnswer(door, await get(port, url, throughFastify(headers)), JSON.stringify(headers));
        expectSameAnswer(door, first, JSON.stringify(headers));
      }
      expect([...sent].sort()).toEqual(['br', 'gzip', 'none']);

      // A part of the file and a revalidation are the static route's: ranges, 304s.
      const before = t.frontDoor.answered;
      const etag = headerOf(await get(port, url), 'etag')!;
      expect(t.frontDoor.answered).toBe(before + 1);
      expect((await get(port, url, { range: 'bytes=0-9' })).status).toBe(206);
      expect((await get(port, url, { 'if-none-match': etag })).status).toBe(304);
      const lastModified = headerOf(await get(port, url), 'last-modified')!;
      expect((await get(port, url, { 'if-modified-since': lastModified })).status).toBe(304);
      expect(t.frontDoor.answered).toBe(before + 2);
      // A file outside the hashed assets (index.html's route is the app's pages) is never the door's.
      await get(port, '/index.html');
      await get(port, '/index.html');
      expect(t.frontDoor.answered).toBe(before + 2);
    } finally {
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('sends HSTS over a trusted proxy’s TLS as Fastify does, and never over plain http', async () => {
    const { t, port } = await serve({ trustProxy: 1 });
    const url = READS[0];
    const overTls = { 'x-forwarded-proto': 'https' };
    await get(port, url, overTls);
    await get(port, url, overTls);
    const before = t.frontDoor.answered;
    const door = await get(port, url, overTls);
    expect(t.frontDoor.answered).toBe(before + 1);
    expect(headerOf(door, 'strict-transport-security')).toMatch(/^max-age=/);
    expectSameAnswer(door, await get(port, url, throughFastify(overTls)));
    // Plain http was never answered by Fastify as a hit: the door leaves it to Fastify, which sends no HSTS.
    const plain = await get(port, url);
    expect(headerOf(plain, 'strict-transport-security')).toBeUndefined();
  });

  it('leaves to Fastify a dropped entry, a signed-in caller, HEAD and a URL it has not seen answered', async () => {
    const { t, port } = await serve();
    const url = READS[0];
    await get(port, url);
    await get(port, url);
    expect(headerOf(await get(port, url), 'x-cache')).toBe('hit');
    const before = t.frontDoor.answered;

    // A command changed the data: the next answer is computed again, with the change.
    dropLocalPublicCaches(['auctions']);
    expect(headerOf(await get(port, url), 'x-cache')).toBe('miss');
    // A session token makes the answer private (no-store): Fastify's to send.
    const signedIn = await get(port, url, { 'x-auth-token': 'a-token' });
    expect(headerOf(signedIn, 'cache-control')).toBe('no-store');
    const head = await new Promise<number>((resolve, reject) =>
      http
        .request({ host: '127.0.0.1', port, path: url, method: 'HEAD', agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject)
        .end(),
    );
    expect(head).toBe(200);
    // The same read with its parameters in another order: one entry, but a URL Fastify answers first.
    const list = READS[1];
    await get(port, list);
    await get(port, list);
    await get(port, `${list.replace('?page=1&count=12', '?count=12&page=1')}`);
    expect(t.frontDoor.answered).toBe(before);
    // The entry is back: the door answers again.
    expect(headerOf(await get(port, url), 'x-cache')).toBe('hit');
    expect(t.frontDoor.answered).toBe(before + 1);
  });
});
