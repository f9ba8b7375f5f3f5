// (f) uploads and the event loop: 20 parallel uploads of 9 MB each (a scanned-like PDF, a photo, a Word
// document with large media) to the real server on the embedded database, while a probe preloaded into the server
// (loop-delay-probe.mjs) measures the event loop's delay. The baseline is the same server idle for as long, measured
// in the same run. See docs/benchmarks.md, "Uploads and the event loop".
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { zipOf } from '../src/platform/storage/sample-files';
import { freePort } from './cluster';
import type { OtherLoad } from './cpu-watch';
import { ADMIN_PASSWORD } from './setup';
import { startServer, type ServerProcess } from './server-process';

const API = '/data/rest';
const PARALLEL = 20;
const FILE_BYTES = 9 * 1024 * 1024;

export type UploadRow = {
  what: string;
  answers: string;
  seconds: number;
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  /** Cores other processes kept busy meanwhile. */
  other?: OtherLoad | null;
};

type LoopDelay = { max: number; p99: number; mean: number };

/** A PDF of `pages` pages, each drawing an incompressible image of about `FILE_BYTES / pages` (a scan). */
function scannedPdf(pages: number): Buffer {
  const imageBytes = Math.floor((FILE_BYTES - 4096 * pages) / pages);
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0].length;
  const add = (object: Buffer | string) => {
    offsets.push(length);
    const bytes = Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1');
    const framed = Buffer.concat([Buffer.from(`${offsets.length} 0 obj\n`), bytes, Buffer.from('\nendobj\n')]);
    chunks.push(framed);
    length += framed.length;
  };
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i * 3} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i++) {
    const page = 3 + i * 3;
    const content = 'q 595 0 0 842 0 0 cm /Im0 Do Q';
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${page + 1} 0 R /Resources << /XObject << /Im0 ${page + 2} 0 R >> >> >>`,
    );
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const side = Math.floor(Math.sqrt(imageBytes / 3));
    const pixels = crypto.randomBytes(side * side * 3);
    add(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length} >>\nstream\n`,
          'latin1',
        ),
        pixels,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  let xref = `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...chunks, Buffer.from(xref, 'latin1')]);
}

/** A photo of noise (which JPEG cannot shrink), about 9 MB. */
async function photo(): Promise<Buffer> {
  const [width, height] = [3000, 2000];
  const noise = crypto.randomBytes(width * height * 3);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 97 })
    .toBuffer();
}

/** A Word document with a large image in word/media (incompressible, so stored). */
function docxWithMedia(): Buffer {
  return zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': '<w:document/>',
    'word/media/image1.bin': crypto.randomBytes(FILE_BYTES - 4096),
  });
}

function multipartBody(name: string, content: Buffer) {
  const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** What the probe measured since the last call (it starts again from each call). */
async function loopDelay(server: ServerProcess, file: string): Promise<LoopDelay> {
  fs.rmSync(file, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 600; i++) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LoopDelay;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server did not report its event loop delay');
}

export async function uploadPhases(options: {
  tmp: string;
  /** PostgreSQL for the server's database (a database of its own); the embedded database without it. */
  databaseUrl?: string;
  log: (line: string) => void;
  watched: <T extends { other?: OtherLoad | null }>(phase: () => Promise<T>) => Promise<T>;
}): Promise<UploadRow[]> {
  const { tmp, log } = options;
  const probeFile = path.join(tmp, 'loop-delay.json');
  const port = await freePort();
  const server = await startServer({
    port,
    dataDir: path.join(tmp, 'uploads-data'),
    databaseUrl: options.databaseUrl,
    label: 'uploads',
    nodeArgs: ['--import', path.join(import.meta.dirname, 'loop-delay-probe.mjs')],
    env: { LOOP_DELAY_FILE: probeFile },
  });
  try {
    const base = `http://127.0.0.1:${port}${API}`;
    const signIn = await fetch(`${base}/user/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    // Room for every upload of the run (the daily quota counts them all).
    await call('POST', '/application_parameters', { code: 'upload_daily_quota_mb', value: 100_000 });
    // One news item per parallel upload: its files take PDFs, images and office documents.
    const items: number[] = [];
    for (let i = 0; i < PARALLEL; i++) {
      const item = (await call('POST', '/auction_news', {
        titleSQ: `Bench ${i}`,
        titleEN: `Bench ${i}`,
        titleSR: `Bench ${i}`,
      })) as { id: number };
      items.push(item.id);
    }

    const files: Array<[string, string, Buffer]> = [
      ['PDF, 30 scanned pages', 'scan.pdf', scannedPdf(30)],
      ['JPEG photo', 'photo.jpg', await photo()],
      ['Word document with media', 'letter.docx', docxWithMedia()],
    ];
    const rows: UploadRow[] = [];
    const phase = (what: string, run: () => Promise<string>) =>
      options.watched(async (): Promise<UploadRow> => {
        await loopDelay(server, probeFile); // starts the measurement
        const started = performance.now();
        const answers = await run();
        const seconds = (performance.now() - started) / 1000;
        const delay = await loopDelay(server, probeFile);
        log(`${what}: ${answers} in ${seconds.toFixed(1)} s, loop delay max ${delay.max} ms, p99 ${delay.p99} ms`);
        return { what, answers, seconds, maxMs: delay.max, p99Ms: delay.p99, meanMs: delay.mean };
      });
    for (const [what, name, content] of files) {
      const sizeMb = (content.length / 1024 / 1024).toFixed(1);
      const refusals = new Set<string>();
      const row = await phase(`${PARALLEL} × ${what} (${sizeMb} MB)`, async () => {
        const statuses = await Promise.all(
          items.map(async (id) => {
            const { type, body } = multipartBody(name, content);
            const res = await fetch(`${base}/attachments/auction_news_attachment/${id}`, {
              method: 'POST',
              headers: { 'x-auth-token': token, 'content-type': type },
              body,
            });
            const answer = await res.text();
            if (res.status !== 200) refusals.add(`${res.status} ${answer.slice(0, 200)}`);
            return res.status;
          }),
        );
        if (refusals.size > 0) log(`answers other than 200: ${[...refusals].join(' | ')}`);
        const counts = new Map<number, number>();
        for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
        return [...counts].map(([status, n]) => `${n} × ${status}`).join(', ');
      });
      rows.push(row);
    }
    // The baseline: the same server left idle for as long as the longest upload phase, measured in the same run.
    const longest = Math.max(...rows.map((r) => r.seconds));
    rows.push(
      await phase('baseline: the server idle', async () => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(3000, longest * 1000)));
        return 'no request';
      }),
    );
    return [rows[rows.length - 1], ...rows.slice(0, -1)];
  } finally {
    await server.stop();
  }
}

export function printUploadTable(rows: UploadRow[]): void {
  const baseline = rows[0];
  console.log('\n(f) uploads and the event loop (9 MB files, 20 at once)\n');
  console.log(
    '| what | answers | seconds | loop delay max ms | p99 ms | mean ms | max against the idle baseline | others |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const ratio = row === baseline ? '' : `${(row.maxMs / Math.max(baseline.maxMs, 0.01)).toFixed(1)} ×`;
    console.log(
      `| ${row.what} | ${row.answers} | ${row.seconds.toFixed(1)} | ${row.maxMs} | ${row.p99Ms} | ${row.meanMs} | ${ratio} | ` +
        `${row.other ? row.other.cores.toFixed(2) : '?'} |`,
    );
  }
}
