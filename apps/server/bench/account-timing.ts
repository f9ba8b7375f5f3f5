// Whether the account requests of anonymous callers take longer when an account exists: password recovery
// (`renew_password` with an approved username or an unknown one), username reminders (an address with accounts or
// none) and registration (a new address or one an account has). Informational, run by hand; the figures are in
// docs/adr/0060-accounts-not-told-apart.md:
//
//   node --import tsx apps/server/bench/account-timing.ts [rounds]
//
// The server is built in this process on an in-memory embedded database with the demo data and production password
// hashing; each request goes through `app.inject` (no network), the two cases of a pair alternating, after a warm-up.
// The scheduler does not tick meanwhile (the recovery mails' job would add its own work at random moments).
import { solveChallenge } from 'altcha-lib';
import type { InjectOptions } from 'fastify';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';

process.env.SCHEDULER_TICK_MS = '2000000000';
const rounds = Number(process.argv[2] ?? 300);
const API = '/data/rest';

type Stats = { median: number; mean: number; sd: number; p10: number; p90: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  const sd = Math.sqrt(samples.reduce((a, b) => a + (b - mean) ** 2, 0) / (samples.length - 1));
  return { median: at(0.5), mean, sd, p10: at(0.1), p90: at(0.9) };
}

/** Welch's t statistic of the two means: beyond about ±2 the difference is unlikely to be chance. */
const welch = (a: number[], b: number[], sa: Stats, sb: Stats) =>
  (sa.mean - sb.mean) / Math.sqrt(sa.sd ** 2 / a.length + sb.sd ** 2 / b.length);

const ms = (n: number) => n.toFixed(2).padStart(7);

function report(name: string, labels: [string, string], a: number[], b: number[]) {
  const [sa, sb] = [stats(a), stats(b)];
  console.log(`\n${name} (${a.length} + ${b.length} requests, ms)`);
  console.log('                       median    mean      sd     p10     p90');
  for (const [label, s] of [
    [labels[0], sa],
    [labels[1], sb],
  ] as const) {
    console.log(`  ${label.padEnd(20)} ${ms(s.median)} ${ms(s.mean)} ${ms(s.sd)} ${ms(s.p10)} ${ms(s.p90)}`);
  }
  console.log(`  difference of medians ${ms(sa.median - sb.median)}   Welch t ${welch(a, b, sa, sb).toFixed(2)}`);
}

const config = loadConfig(
  { ...process.env, PASSWORD_HASH_COST: '' },
  { inMemory: true, demoSeed: true, demoFiles: false, logLevel: 'silent', webDist: '/nonexistent' },
);
// A measurement, not a flood: the per-address limits would refuse it (they are counted, as in production).
config.loginRateLimit = 1_000_000;
const { app } = await buildApp(config);
await app.ready();

async function timed(request: InjectOptions): Promise<number> {
  const start = process.hrtime.bigint();
  const res = await app.inject(request);
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body}`);
  return elapsed;
}

async function pairs(count: number, first: (i: number) => Promise<number>, second: (i: number) => Promise<number>) {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < count; i++) {
    // Alternate which goes first, so drift and caching favour neither.
    if (i % 2 === 0) {
      a.push(await first(i));
      b.push(await second(i));
    } else {
      b.push(await second(i));
      a.push(await first(i));
    }
  }
  return [a, b] as const;
}

const post = (url: string, payload: unknown) => ({
  method: 'POST' as const,
  url: `${API}${url}`,
  payload: payload as object,
});

// Recovery.
const warm = Math.max(20, Math.floor(rounds / 10));
const renew = (username: string) => timed(post('/user/renew_password', { username }));
await pairs(
  warm,
  () => renew('operator'),
  (i) => renew(`nobody.warm.${i}`),
);
const [renewKnown, renewUnknown] = await pairs(
  rounds,
  () => renew('operator'),
  (i) => renew(`nobody.timing.${i}`),
);
report('renew_password', ['approved account', 'no account'], renewKnown, renewUnknown);

const remind = (email: string) => timed(post('/user/remind_username', { email }));
await pairs(
  warm,
  () => remind('trader@demo.portal.test'),
  (i) => remind(`nobody.warm.${i}@example.org`),
);
const [remindKnown, remindUnknown] = await pairs(
  rounds,
  () => remind('trader@demo.portal.test'),
  (i) => remind(`nobody.timing.${i}@example.org`),
);
report('remind_username', ['address with account', 'unknown address'], remindKnown, remindUnknown);

// Registration: each needs a solved captcha, solved before the clock starts.
async function captcha(): Promise<string> {
  // Challenges are limited per address (60 a minute): each comes from an address of its own.
  const remoteAddress = `10.0.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
  const challenge = (await app.inject({ url: `${API}/captcha/challenge`, remoteAddress })).json<
    Parameters<typeof solveChallenge>[0]['challenge']
  >();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
let seq = 0;
async function register(email: string | null): Promise<number> {
  seq++;
  const username = `timing.${Date.now().toString(36)}.${seq}`;
  const address = email ?? `${username}@example.org`;
  const user = {
    username,
    email: address,
    confirmEmail: address,
    password: 'Str0ng#Timing-2026',
    confirmPassword: 'Str0ng#Timing-2026',
    lang: 'en',
    altcha: await captcha(),
  };
  const individual = {
    personalNumber: `TIM${seq}X${Date.now().toString(36)}`.toUpperCase().slice(0, 20),
    firstName: 'Tim',
    lastName: 'Ing',
  };
  return timed(post('/registered_users/register_individual', { user, individual }));
}
const registrations = Math.max(20, Math.floor(rounds / 5));
await pairs(
  5,
  () => register(null),
  () => register('trader@demo.portal.test'),
);
const [registerNew, registerTaken] = await pairs(
  registrations,
  () => register(null),
  () => register('trader@demo.portal.test'),
);
report('register_individual', ['new address', 'address with account'], registerNew, registerTaken);

await app.close();
