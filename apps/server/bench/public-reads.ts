// The public reads served from the per-instance cache (platform/http/public-cache.ts), as requests a
// second against a Fastify hello-world measured in the same run on the same machine. The client speaks
// HTTP/1.1 on raw keep-alive sockets (one request at a time per socket) so its own cost stays small.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { percentile } from './load';
import type { OtherLoad } from './cpu-watch';
import { recordTarget } from './targets';
import { printMarkdownTable } from './markdown-table';

/** What a browser sends: the translations are read as the web app asks for them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/**
 * A web build of one page for the server under test (WEB_DIST): index.html, whose head the server completes with the
 * translations' hashed names, and English bundled with the app as a hashed, pre-compressed asset, the way a build
 * would bundle it (the alternative of ADR 0096, measured beside the served file).
 */
export function benchWebDist(dir: string): string {
  const english = fs.readFileSync(path.resolve(import.meta.dirname, '../../web/public/i18n/en.json'));
  const body = Buffer.from(JSON.stringify(JSON.parse(english.toString('utf8'))));
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>bench</title></head></html>');
  const asset = path.join(dir, 'assets', 'en-bundled.json');
  fs.writeFileSync(asset, body);
  fs.writeFileSync(
    `${asset}.br`,
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(body, { level: 9 }));
  return dir;
}

/** The hashed names of English the server writes into index.html: the whole file and the home part (ADR 0112). */
async function hashedEnglish(port: number): Promise<{ whole: string; home: string }> {
  const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  const names = /<meta name="portal-i18n" content="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];
  const whole = names.find((name) => name.startsWith('en.'));
  const home = names.find((name) => name.startsWith('en-home.'));
  if (!whole || !home)
    throw new Error('index.html names no hashed translation file (is WEB_DIST the bench web build?)');
  return { whole: `/i18n/${whole}.json`, home: `/i18n/${home}.json` };
}

export type ReadStats = {
  requests: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
  bytes: number;
  errors: number;
  /** Answers the server's public cache did not have (`x-cache: miss`): each was built again from the database. */
  cacheMisses: number;
  other?: OtherLoad | null;
};

export const perSecond = (s: ReadStats) => s.requests / s.seconds;

/** The reads of a visitor's first page: the lists, with the query strings the web app sends. */
export const PUBLIC_READS = [
  { name: 'promoted auctions', path: '/data/rest/auctions/promoted_auctions' },
  {
    name: 'lots of upcoming and running auctions',
    path: '/data/rest/lots/get_lots_in_upcoming_and_running_auctions/1?page=1&count=12',
  },
  { name: 'products on offer', path: '/data/rest/products/products_view?page=1&count=12' },
  { name: 'published news', path: '/data/rest/auction_news/published?page=1&count=10' },
  { name: 'translations /i18n/en.json', path: '/i18n/en.json' },
];

/** One closed loop per socket: send, read the whole answer (Content-Length, none for 304), repeat. */
export async function readLoop(options: {
  port: number;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  warmupMs: number;
  durationMs: number;
}): Promise<ReadStats> {
  const extra = Object.entries(options.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const request = Buffer.from(`GET ${options.path} HTTP/1.1\r\nhost: 127.0.0.1\r\n${extra}\r\n`);
  const stats: ReadStats = {
    requests: 0,
    seconds: options.durationMs / 1000,
    latencies: [],
    statuses: new Map(),
    bytes: 0,
    errors: 0,
    cacheMisses: 0,
  };
  const measureFrom = performance.now() + options.warmupMs;
  const end = measureFrom + options.durationMs;

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect(options.port, '127.0.0.1');
      socket.setNoDelay(true);
      let buffer: Buffer = Buffer.alloc(0);
      let sent = 0;
      const send = () => {
        if (performance.now() >= end) {
          socket.destroy();
          return resolve();
        }
        sent = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('error', () => {
        stats.errors++;
        resolve();
      });
      socket.on('data', (chunk: Buffer) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const headEnd = buffer.indexOf('\r\n\r\n');
          if (headEnd < 0) return;
          const head = buffer.subarray(0, headEnd).toString('latin1');
          const status = Number(head.slice(9, 12));
          const length = /\r\ncontent-length: *(\d+)/i.exec(head);
          const bodyLength = status === 304 || status === 204 ? 0 : length ? Number(length[1]) : -1;
          if (bodyLength < 0) {
            stats.errors++;
            socket.destroy();
            return resolve();
          }
          const total = headEnd + 4 + bodyLength;
          if (buffer.length < total) return;
          buffer = buffer.subarray(total);
          const now = performance.now();
          if (sent >= measureFrom && now <= end) {
            stats.requests++;
            stats.bytes += total;
            stats.latencies.push(now - sent);
            stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
            if (/\r\nx-cache: *miss/i.test(head)) stats.cacheMisses++;
          }
          send();
        }
      });
    });
  await Promise.all(Array.from({ length: options.connections }, connection));
  return stats;
}

/**
 * The ETag a path answers with now for `acceptEncoding` (for the If-None-Match rows): a gzipped answer's tag matches
 * only a request that accepts gzip too, so the tag is read for the encodings the rows send.
 */
export async function etagOf(port: number, urlPath: string, acceptEncoding: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } });
  await res.arrayBuffer();
  const etag = res.headers.get('etag');
  if (res.status !== 200 || !etag) throw new Error(`${urlPath} answered ${res.status} without an ETag`);
  return etag;
}

/** The bytes a path answers with as sent (compressed when the encodings allow it: `http` does not decode). */
function answerBytes(port: number, urlPath: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${urlPath}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// A body of n bytes, made once: what sending an answer of that size costs Fastify alone.
const bodies = new Map();
app.get('/bytes/:n', (request, reply) => {
  const n = Math.min(Number(request.params.n) || 0, 4 * 1024 * 1024);
  if (!bodies.has(n)) bodies.set(n, Buffer.alloc(n, 'x'));
  reply.type('application/json; charset=utf-8').send(bodies.get(n));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
`;

/** The baseline: Fastify's hello world in a process of its own, as the server runs in one. */
export async function startHelloWorld(port: number): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO], {
    // Where Fastify resolves from: the server's workspace.
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`hello world exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const readBrief = (s: ReadStats) =>
  `${perSecond(s).toFixed(0)} req/s, p50 ${percentile(s.latencies, 0.5).toFixed(2)} ms, ` +
  `p99 ${percentile(s.latencies, 0.99).toFixed(2)} ms, statuses ${[...s.statuses].map(([k, v]) => `${k}×${v}`).join(' ')}` +
  (s.errors ? `, ${s.errors} errors` : '') +
  (s.cacheMisses ? `, ${s.cacheMisses} cache misses` : '') +
  `, ${(s.bytes / s.requests / 1024).toFixed(1)} KiB per answer`;

/** `reference`: a row shown with its ratio for comparison, without a target. */
export type PublicReadRow = { scenario: string; stats: ReadStats; ratio?: number; reference?: boolean };

/**
 * Hello world first, then each public read plain and with its current ETag in If-None-Match (304), all
 * at `connections` sockets; each row as a ratio of the hello world's requests a second.
 */
export async function publicReadPhases(ctx: {
  serverPort: number;
  helloPort: number;
  connections: number;
  warmupMs: number;
  durationMs: number;
  watched: (phase: () => Promise<ReadStats>) => Promise<ReadStats>;
  log: (line: string) => void;
}): Promise<PublicReadRow[]> {
  const loop = (port: number, urlPath: string, headers?: Record<string, string>) =>
    ctx.watched(() =>
      readLoop({
        port,
        path: urlPath,
        headers,
        connections: ctx.connections,
        warmupMs: ctx.warmupMs,
        durationMs: ctx.durationMs,
      }),
    );
  const hashed = await hashedEnglish(ctx.serverPort);
  // What an answer of each size costs Fastify alone on this machine: the hello world sending as many bytes as the
  // hashed translations and as each cached list (the body without headers). No server's answer of that size can be
  // faster than its row; these rows have no target of their own.
  const sizes = [
    {
      of: "the translations' size",
      bytes: (await answerBytes(ctx.serverPort, hashed.whole, BROWSER_ENCODINGS)).length,
    },
    {
      of: "the home part's size",
      bytes: (await answerBytes(ctx.serverPort, hashed.home, BROWSER_ENCODINGS)).length,
    },
  ];
  // Each read as a browser asks for it (its fetch accepts gzip and Brotli; the cache keeps gzip from 1 KiB up), and a
  // read whose plain answer differs as a client that accepts no encoding asks for it: a reference row, without a target
  // (the web app never asks so). The hello world sends each size below 100 KiB too.
  const lists: { name: string; path: string; encoding: string; reference: boolean }[] = [];
  const sizeRow = (of: string, bytes: number) => bytes < 100 * 1024 && sizes.push({ of, bytes });
  for (const read of PUBLIC_READS) {
    const asked = (await answerBytes(ctx.serverPort, read.path, BROWSER_ENCODINGS)).length;
    const plain = (await answerBytes(ctx.serverPort, read.path, 'identity')).length;
    lists.push({ ...read, encoding: BROWSER_ENCODINGS, reference: false });
    sizeRow(`the size of ${read.name}${plain === asked ? '' : ', compressed'}`, asked);
    if (plain === asked) continue;
    lists.push({ name: `${read.name}, no compression`, path: read.path, encoding: 'identity', reference: true });
    sizeRow(`the size of ${read.name}`, plain);
  }
  const hello = await startHelloWorld(ctx.helloPort);
  let baseline: ReadStats;
  const sameBytes: ReadStats[] = [];
  try {
    baseline = await loop(ctx.helloPort, '/');
    for (const size of sizes) sameBytes.push(await loop(ctx.helloPort, `/bytes/${size.bytes}`));
  } finally {
    await hello.stop();
  }
  ctx.log(`hello world: ${readBrief(baseline)}`);
  const rows: PublicReadRow[] = [{ scenario: '(e) Fastify hello world (baseline)', stats: baseline }];
  sizes.forEach((size, i) => {
    const shown = size.bytes < 1024 ? `${size.bytes} bytes` : `${(size.bytes / 1024).toFixed(1)} KiB`;
    const scenario = `(e) Fastify hello world sending ${shown} (${size.of})`;
    ctx.log(`${scenario}: ${readBrief(sameBytes[i])}`);
    rows.push({ scenario, stats: sameBytes[i], ratio: perSecond(sameBytes[i]) / perSecond(baseline), reference: true });
  });
  // The translations as the web app asks for them (ADR 0096): the hashed name, Brotli, kept a year by the browser (a
  // browser asks once; this is what a server sees from visitors with an empty cache); the home part, which the public
  // home draws from before the whole file follows (ADR 0112); and English bundled with the app, a static asset (the
  // alternative).
  for (const read of [
    { name: 'translations, hashed name, Brotli', path: hashed.whole },
    { name: 'translations, home part, hashed name, Brotli', path: hashed.home },
    { name: 'translations bundled as an asset, Brotli', path: '/assets/en-bundled.json' },
  ]) {
    const stats = await loop(ctx.serverPort, read.path, { 'accept-encoding': BROWSER_ENCODINGS });
    const ratio = perSecond(stats) / perSecond(baseline);
    const scenario = `(e) ${read.name} (${read.path})`;
    ctx.log(`${scenario}: ${readBrief(stats)}`);
    // Its target (60 % of hello world) goes to the summary with every other row's (printPublicReadTable).
    rows.push({ scenario, stats, ratio });
  }
  for (const read of lists) {
    const etag = await etagOf(ctx.serverPort, read.path, read.encoding);
    // A 304 has no body: the reference rows, which differ by their body's encoding, are read whole only.
    for (const revalidate of read.reference ? [false] : [false, true]) {
      const headers = { 'accept-encoding': read.encoding, ...(revalidate ? { 'if-none-match': etag } : {}) };
      const stats = await loop(ctx.serverPort, read.path, headers);
      const scenario = `(e) ${read.name}${revalidate ? ', If-None-Match (304)' : ', cached'}`;
      ctx.log(`${scenario}: ${readBrief(stats)}`);
      rows.push({ scenario, stats, ratio: perSecond(stats) / perSecond(baseline), reference: read.reference });
    }
  }
  return rows;
}

/** The public reads' table (markdown, like the bid table). */
export function printPublicReadTable(rows: PublicReadRow[], target: number, connections: number) {
  for (const r of rows) {
    if (r.ratio === undefined || r.reference) continue;
    recordTarget({
      target: `public read: ${r.scenario}`,
      bound: `≥ ${Math.round(target * 100)} % of hello world`,
      figure: `${Math.round(r.ratio * 100)} % (${perSecond(r.stats).toFixed(0)} req/s)`,
      met: r.ratio >= target,
    });
  }
  const cells = rows.map((r) => [
    r.scenario,
    String(connections),
    perSecond(r.stats).toFixed(0),
    percentile(r.stats.latencies, 0.5).toFixed(2),
    percentile(r.stats.latencies, 0.99).toFixed(2),
    (r.stats.bytes / r.stats.requests / 1024).toFixed(1),
    r.ratio === undefined ? '' : `${Math.round(r.ratio * 100)} % of hello world`,
    r.ratio === undefined || r.reference ? '' : `≥ ${Math.round(target * 100)} % of hello world`,
    r.ratio === undefined || r.reference ? '' : r.ratio >= target ? 'PASS' : 'SHORT',
    r.stats.other ? r.stats.other.cores.toFixed(2) : '?',
  ]);
  const head = ['scenario', 'conn.', 'req/s', 'p50 ms', 'p99 ms', 'KiB', 'ratio', 'target', 'result', 'others'];
  printMarkdownTable(head, cells);
  const errors = rows.reduce((n, r) => n + r.stats.errors, 0);
  console.log(
    `(e): anonymous keep-alive GETs, one at a time per socket; KiB per answer with headers; errors: ${errors}.`,
  );
}
