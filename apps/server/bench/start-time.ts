// The start phase (`npm run bench -- --start`, and in the full run): the built server as `npm start` runs it (demo data
// on the embedded database), timed from the spawn of its process until /data/rest/health answers 200, on a fresh data
// folder (migrations, seed, demo accounts and cases) and on an existing one, each `RUNS` times; the median is held to
// the targets. The server's own figure (`ready in … ms`, from its process's start) is shown beside it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error -- a script of the repository in plain JavaScript, without types
import { buildServerIfStale } from '../../../scripts/build-server.mjs';
import { freePort } from './cluster';
import { recordTarget } from './targets';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const RUNS = 3;
const TARGET_EXISTING_MS = 2000;
const TARGET_FRESH_MS = 5000;

type StartRun = { healthyMs: number; readyMs: number | null; cpuMs: number | null };

/** One start of the built server on `dataDir`: ms until healthy, and the server's own `ready in` figure. */
async function timeStart(dataDir: string): Promise<StartRun> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/data/rest/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 300_000) throw new Error(`the server did not become ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const healthyMs = performance.now() - started;
    // The banner follows the listen by a moment.
    for (let i = 0; i < 50 && !/ready in \d+ ms/.test(output); i++) await new Promise((r) => setTimeout(r, 10));
    const ready = /ready in (\d+) ms/.exec(output);
    const usage = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    // utime and stime (fields 14 and 15 of /proc/<pid>/stat), in clock ticks of 10 ms.
    const cpuMs = usage ? (Number(usage[11]) + Number(usage[12])) * 10 : null;
    return { healthyMs, readyMs: ready ? Number(ready[1]) : null, cpuMs };
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts on fresh and existing data folders under `tmp`; prints the runs and records the two targets. */
export async function startPhase({ tmp, log }: { tmp: string; log: (line: string) => void }) {
  await (buildServerIfStale as () => Promise<void>)();
  const results: Record<'fresh' | 'existing', StartRun[]> = { fresh: [], existing: [] };
  for (let i = 0; i < RUNS; i++) {
    const dataDir = fs.mkdtempSync(path.join(tmp, 'start-'));
    results.fresh.push(await timeStart(dataDir));
    results.existing.push(await timeStart(dataDir));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const rows: Array<[string, 'fresh' | 'existing', number]> = [
    ['start, fresh data folder', 'fresh', TARGET_FRESH_MS],
    ['start, existing data folder', 'existing', TARGET_EXISTING_MS],
  ];
  for (const [target, kind, bound] of rows) {
    const runs = results[kind];
    const healthy = median(runs.map((r) => r.healthyMs));
    const ms = (v: number | null) => (v === null ? '?' : `${Math.round(v)}`);
    log(
      `${target}: healthy after ${runs.map((r) => ms(r.healthyMs)).join(', ')} ms (median ${Math.round(healthy)}); ` +
        `the server's "ready in" ${runs.map((r) => ms(r.readyMs)).join(', ')} ms; its CPU ${runs.map((r) => ms(r.cpuMs)).join(', ')} ms`,
    );
    recordTarget({
      target,
      bound: `≤ ${bound / 1000} s`,
      figure: `${(healthy / 1000).toFixed(2)} s (median of ${RUNS}, spawn → health 200)`,
      met: healthy <= bound,
    });
  }
}
