// `npm run proxy-check` (scripts/proxy-check.mjs starts the throw-away PostgreSQL and runs this file with tsx): the
// cluster of `npm run cluster` (three instances behind Debian's nginx, bench/cluster.ts), then one client that writes a
// new X-Forwarded-For address in every request, and X-Forwarded-Proto: https over plain http. Every per-address limit
// must still count that client as the address nginx saw, and a second client (another loopback address) must still
// have counts of its own. Exits 1 naming every limit that moved (CI runs it).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { MAX_CONNECTIONS_PER_ADDRESS } from '../src/platform/realtime/stomp-limits';
import { startPortalCluster } from './cluster';
import { killServers } from './server-process';

const SIZE = 3;
/** Sign-in requests a minute per address for the run (LOGIN_RATE_LIMIT): low, so the limit is reached at once. */
const LOGIN_RATE_LIMIT = 6;
/** `GET /auction/verify_receipt`: public, 30 requests a minute per address. */
const RECEIPT_LIMIT = 30;
const API = '/data/rest';
const STOMP_PATH = '/portal/bidding';
/** Two clients of nginx: the forger, and another client whose counts must stay its own. */
const FORGER = '127.0.0.1';
const OTHER = '127.0.0.2';

const databaseUrl = process.env.PROXY_CHECK_PG_URL;
if (!databaseUrl) {
  console.error('PROXY_CHECK_PG_URL is not set: run `npm run proxy-check` (scripts/proxy-check.mjs).');
  process.exit(1);
}
const started = Date.now();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proxy-check-'));
process.on('exit', () => {
  killServers();
  fs.rmSync(dir, { recursive: true, force: true });
});

let forged = 0;
/** A new address in front of every request, as a client bypassing the limits would write it. */
const forgedHeaders = () => ({
  'x-forwarded-for': `198.51.${Math.floor(++forged / 250) % 250}.${(forged % 250) + 1}`,
  'x-forwarded-proto': 'https',
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(base: URL, from: string, method: string, url: string, form?: Record<string, string>): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        localAddress: from,
        method,
        path: url,
        agent: false,
        headers: {
          ...forgedHeaders(),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Opens a STOMP socket through nginx; 101 when accepted, else the status the upgrade was refused with. */
function upgrade(base: URL, from: string, opened: WebSocket[]): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://${base.host}${STOMP_PATH}`, ['v12.stomp'], {
      headers: forgedHeaders(),
      localAddress: from,
    });
    opened.push(ws);
    ws.once('open', () => resolve(101));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
      ws.terminate();
    });
    ws.once('error', () => resolve(-1));
  });
}

type Finding = { limit: string; held: boolean; detail: string };

async function captchaFailures(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ value: string }>(
      "select value from application_parameters where code = 'captcha_failed_attempts'",
    );
    return Number(rows[0].value);
  } finally {
    await client.end();
  }
}

async function main(): Promise<Finding[]> {
  const cluster = await startPortalCluster({
    databaseUrl: databaseUrl!,
    size: SIZE,
    dir,
    env: { LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT), LOG_LEVEL: 'warn' },
  });
  const base = new URL(cluster.url);
  console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.url} → ${SIZE} instances`);
  const findings: Finding[] = [];
  const sockets: WebSocket[] = [];
  try {
    let names = 0;
    const signIn = (from: string) =>
      send(base, from, 'POST', `${API}/user/authenticate`, {
        username: `proxy-check-${++names}`,
        password: 'not the password',
      });
    const answerOf = (a: Answer) => `${a.status} ${a.body.slice(0, 80)}`;

    // Captcha: due once this client failed `due` times, each time under a new username and a new forged address.
    const due = await captchaFailures();
    const attempts: Answer[] = [];
    for (let i = 0; i <= due; i++) attempts.push(await signIn(FORGER));
    const last = attempts[due];
    const other = await signIn(OTHER);
    const captchaOf = (a: Answer) => (JSON.parse(a.body) as { captchaRequired?: boolean }).captchaRequired;
    findings.push({
      limit: `captcha after ${due} sign-in failures of one client`,
      held: last.status === 401 && last.body.includes('"captcha_error"') && captchaOf(other) === false,
      detail: `attempt ${due + 1}: ${answerOf(last)}; another client's first: ${answerOf(other)}`,
    });

    // Sign-in rate limit: LOGIN_RATE_LIMIT requests a minute of this client (those above included), then 429.
    const before: Answer[] = [];
    while (attempts.length + before.length < LOGIN_RATE_LIMIT) before.push(await signIn(FORGER));
    const limited = await signIn(FORGER);
    const otherSignIn = await signIn(OTHER);
    findings.push({
      limit: `sign-in rate limit (LOGIN_RATE_LIMIT=${LOGIN_RATE_LIMIT} a minute per address)`,
      held:
        [...attempts, ...before].every((a) => a.status !== 429) && limited.status === 429 && otherSignIn.status !== 429,
      detail: `request ${LOGIN_RATE_LIMIT + 1}: ${answerOf(limited)}; another client's 2nd: ${answerOf(otherSignIn)}`,
    });

    // A public rate-limited route.
    const receipt = () => send(base, FORGER, 'GET', `${API}/auction/verify_receipt?lot=1&seq=1&hash=${'0'.repeat(64)}`);
    const allowed: number[] = [];
    for (let i = 0; i < RECEIPT_LIMIT; i++) allowed.push((await receipt()).status);
    const refused = await receipt();
    const otherReceipt = await send(
      base,
      OTHER,
      'GET',
      `${API}/auction/verify_receipt?lot=1&seq=1&hash=${'0'.repeat(64)}`,
    );
    findings.push({
      limit: `public rate limit (verify_receipt, ${RECEIPT_LIMIT} a minute per address)`,
      held: allowed.every((s) => s !== 429) && refused.status === 429 && otherReceipt.status !== 429,
      detail: `request ${RECEIPT_LIMIT + 1}: ${refused.status}; another client's 1st: ${otherReceipt.status}`,
    });

    // STOMP sockets per address: nginx spreads them over the instances, each counts up to the limit.
    const most = MAX_CONNECTIONS_PER_ADDRESS * SIZE;
    const statuses: number[] = [];
    for (let i = 0; i < most + 10; i++) statuses.push(await upgrade(base, FORGER, sockets));
    const accepted = statuses.filter((s) => s === 101).length;
    const tooMany = statuses.filter((s) => s === 429).length;
    const otherSocket = await upgrade(base, OTHER, sockets);
    findings.push({
      limit: `STOMP sockets per address (${MAX_CONNECTIONS_PER_ADDRESS} on each of ${SIZE} instances)`,
      held: accepted <= most && tooMany >= 10 && otherSocket === 101,
      detail: `${accepted} of ${statuses.length} accepted, ${tooMany} refused with 429; another client's: ${otherSocket}`,
    });

    // HSTS: a client's own X-Forwarded-Proto over plain http asks for nothing (nginx passes its $scheme on).
    const health = await send(base, FORGER, 'GET', `${API}/health`);
    findings.push({
      limit: 'no HSTS over plain http (X-Forwarded-Proto: https from the client)',
      held: health.status === 200 && health.headers['strict-transport-security'] === undefined,
      detail: `${health.status}, strict-transport-security: ${health.headers['strict-transport-security'] ?? 'none'}`,
    });
  } finally {
    for (const ws of sockets) ws.terminate();
    await cluster.stop();
  }
  return findings;
}

main().then(
  (findings) => {
    for (const f of findings) console.log(`${f.held ? 'HELD ' : 'MOVED'}  ${f.limit}: ${f.detail}`);
    const moved = findings.filter((f) => !f.held);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (moved.length === 0) {
      console.log(`proxy check: every limit held against forged X-Forwarded-For headers (${seconds} s)`);
      process.exit(0);
    }
    console.error(`proxy check FAILED, limits moved by forged headers: ${moved.map((f) => f.limit).join('; ')}`);
    process.exit(1);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
