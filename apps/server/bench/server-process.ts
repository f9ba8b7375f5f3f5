// The server under test as a child process, the built server as `npm start` runs it (`node apps/server/dist/main.js`,
// built first when its sources changed), exactly as it runs in production apart from its environment; stopped (and
// killed if need be) by the bench.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
// @ts-expect-error -- a script of the repository in plain JavaScript, without types
import { buildServerIfStale } from '../../../scripts/build-server.mjs';
import { ADMIN_PASSWORD } from './setup';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();

/** Kills every server still running (the bench's exit and signal handlers call this). */
export function killServers(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  running.clear();
}

let built: Promise<void> | undefined;
/** The server's build, made once per bench run when its sources are newer. */
const ensureBuilt = () => (built ??= (buildServerIfStale as () => Promise<void>)());

export type ServerProcess = {
  port: number;
  pid: number;
  base: string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request, as in a crash. */
  kill(): Promise<void>;
};

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/**
 * Starts the server on `port` with the bench's settings and waits until /data/rest/health answers.
 * Without `databaseUrl` it runs on the embedded database (PGlite) in `dataDir`. Warnings and errors the
 * server logs are printed (they are rare and worth seeing next to the figures).
 */
export async function startServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  label: string;
  /** Settings over the bench's own (the cluster: the demo data, the auction clock, the web app). */
  env?: Record<string, string>;
  /** Node options for this server, e.g. a preloaded probe. */
  nodeArgs?: string[];
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEMO_SEED: '0',
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT: '100000',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    AUCTION_CLOCK: '0',
    WEB_DIST: '/nonexistent',
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  Object.assign(env, options.env);
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = [
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ...(options.nodeArgs ?? []),
  ];
  await ensureBuilt();
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const keep = (text: string) => (output = (output + text).slice(-20_000));
  // stdout: the log (JSON lines; warn and above are printed) and the start banner (kept for failures).
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    keep(text);
    for (const line of text.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        const level = LEVELS[entry.level ?? 0];
        if (level) console.log(`  [server ${options.label} ${level}] ${entry.msg ?? ''} ${entry.err?.message ?? ''}`);
      } catch {
        // a line split over two chunks: the full text is kept for failures
      }
    }
  });
  // stderr: Node's own warnings (deprecations and the like), printed as they come.
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    keep(text);
    for (const line of text.split('\n')) if (line.trim()) console.log(`  [server ${options.label} stderr] ${line}`);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server (${options.label}) exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${base}/data/rest/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server (${options.label}) did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    port: options.port,
    pid: child.pid!,
    base,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      running.delete(child);
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      running.delete(child);
    },
  };
}
