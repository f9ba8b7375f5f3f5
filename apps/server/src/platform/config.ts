import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { repositoryFolder } from './server-files';

export type Config = {
  port: number;
  /** Address to listen on (`HOST`); 127.0.0.1 unless set, so a server is not reachable from outside by accident. */
  host: string;
  /** `NODE_ENV=production`: the demo accounts (and their published password) are refused. */
  production: boolean;
  /** Origin of the portal as users reach it, for links in mail (`PUBLIC_URL`). */
  publicUrl: string;
  dataDir: string;
  /**
   * Where attachment bytes live (`FILE_STORAGE`): `filesystem` (`<DATA_DIR>/files`, the default) or `database`
   * (tables `stored_files` and `stored_file_chunks`, shared by every instance on one PostgreSQL).
   */
  fileStorage: FileStorageKind;
  /** PostgreSQL connection string; absent means embedded PGlite in `dataDir` (or in memory). */
  databaseUrl?: string;
  /** Embedded PGlite kept in memory only (tests). */
  inMemory: boolean;
  demoSeed: boolean;
  /**
   * With the demo seed: demo records that come with files (products with photos, help templates).
   * Off in the server tests, which build their own records and count files in storage.
   */
  demoFiles: boolean;
  adminPassword?: string;
  smtpUrl?: string;
  /** Sender of every message (`MAIL_FROM`). */
  mailFrom: string;
  /** How often the mail sender looks for due messages (`MAIL_POLL_MS`). */
  mailPollMs: number;
  /** Waits before the 2nd, 3rd, … delivery attempt; after the last one a message is FAILED. */
  mailRetryDelaysMs: number[];
  /** Origins allowed to open the real-time socket besides the server's own host. */
  allowedOrigins: string[];
  /** Folder with the built SPA; served when it exists. */
  webDist: string;
  /** Rate limit of sign-in attempts per address per minute. */
  loginRateLimit: number;
  /** Rate limit of bids (`send_bid`) per session per second (`BID_RATE_LIMIT`). */
  bidRateLimit: number;
  /** Secret for captcha challenges; random per process when unset (instances then must share it). */
  captchaSecret?: string;
  logLevel: string;
  /**
   * Which proxies' `X-Forwarded-For` and `X-Forwarded-Proto` are believed (`TRUST_PROXY`): none, the nearest N hops,
   * or the proxies at these addresses. Every per-address limit, the audit's addresses and HSTS depend on it.
   */
  trustProxy: TrustProxy;
  /** How long a client may take to send a request, and how long a connection may stay silent (ms). */
  httpTimeouts: HttpTimeouts;
  /**
   * Whether this instance starts auctions and closes lots on their second (`AUCTION_CLOCK`, on by default);
   * the scheduler's lifecycle job does it either way, every 15 s. Tests that move time themselves turn it off.
   */
  auctionClock: boolean;
  /**
   * The authority's seal on the PDFs it issues: a PKCS#12 file (`SEAL_P12_PATH`) with an RSA key and its certificate,
   * opened with `SEAL_P12_PASSPHRASE`. Unset: the data folder's self-signed demo seal (platform/pdf/seal-setup.ts).
   */
  sealP12Path?: string;
  sealP12Passphrase?: string;
};

export type HttpTimeouts = {
  /** Request line and headers (`HEADERS_TIMEOUT_MS`, Node's `headersTimeout`). */
  headersMs: number;
  /** The whole request, body included (`REQUEST_TIMEOUT_MS`, Fastify's `requestTimeout`). */
  requestMs: number;
  /** A connection with nothing read or written (`IDLE_TIMEOUT_MS`, Fastify's `connectionTimeout`). */
  idleMs: number;
  /** A kept-alive connection between two requests (`KEEP_ALIVE_MS`, Fastify's `keepAliveTimeout`). */
  keepAliveMs: number;
};

/**
 * Long enough for a 10 MB upload over a line of 0.7 Mbit/s (120 s) and for slow headers on a bad mobile line
 * (15 s); the kept-alive time is above nginx's 60 s for its upstream connections, so nginx closes an idle one first
 * and never sends a request on a connection the instance is closing.
 */
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
};

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < 1 || !Number.isSafeInteger(ms))
    throw new Error(`${name} must be a number of milliseconds above 0, got ${value}`);
  return ms;
}

function httpTimeoutsOf(env: NodeJS.ProcessEnv): HttpTimeouts {
  const timeouts = {
    headersMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.headersMs),
    requestMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.requestMs),
    idleMs: milliseconds(env, 'IDLE_TIMEOUT_MS', DEFAULT_HTTP_TIMEOUTS.idleMs),
    keepAliveMs: milliseconds(env, 'KEEP_ALIVE_MS', DEFAULT_HTTP_TIMEOUTS.keepAliveMs),
  };
  // Node refuses headers given longer than the whole request (the headers are part of it).
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not be above REQUEST_TIMEOUT_MS (${timeouts.requestMs})`,
    );
  return timeouts;
}

export const FILE_STORAGE_KINDS = ['filesystem', 'database'] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

function fileStorageOf(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): FileStorageKind {
  const value = env.FILE_STORAGE || 'filesystem';
  if (!(FILE_STORAGE_KINDS as readonly string[]).includes(value))
    throw new Error(`FILE_STORAGE must be one of ${FILE_STORAGE_KINDS.join(', ')}, got ${value}`);
  // The embedded database has one connection: a file stored while a transaction is open would wait for it forever.
  if (value === 'database' && !databaseUrl)
    throw new Error('FILE_STORAGE=database needs DATABASE_URL (PostgreSQL); the embedded database keeps files on disk');
  return value as FileStorageKind;
}

function flag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** The one value of `PASSWORD_HASH_COST`: the test suites' cheap password hashing (modules/auth/passwords.ts). */
const TEST_PASSWORD_HASH_COST = 'test';

/** Whether new password hashes take the test suites' cost; loadConfig refuses the setting in production. */
export function testPasswordHashing(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PASSWORD_HASH_COST === TEST_PASSWORD_HASH_COST;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const repoRoot = repositoryFolder();
  const databaseUrl = env.DATABASE_URL || undefined;
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  // Demo data by default on the embedded database; opt-in with DEMO_SEED=1 on PostgreSQL.
  const demoSeed = flag(env.DEMO_SEED) ?? !databaseUrl;
  const production = env.NODE_ENV === 'production';
  if (production && demoSeed) {
    throw new Error(
      'Refusing to start: NODE_ENV=production with the demo accounts, whose password is published. ' +
        'Set DEMO_SEED=0 (and ADMIN_PASSWORD for the first administrator), or unset NODE_ENV for a demonstration.',
    );
  }
  const passwordHashCost = env.PASSWORD_HASH_COST || undefined;
  if (passwordHashCost !== undefined && !testPasswordHashing(env))
    throw new Error(
      `PASSWORD_HASH_COST is for the test suites and can only be ${TEST_PASSWORD_HASH_COST}, got ${passwordHashCost}`,
    );
  if (production && passwordHashCost) {
    throw new Error(
      `Refusing to start: NODE_ENV=production with PASSWORD_HASH_COST=${TEST_PASSWORD_HASH_COST}, the test suites' ` +
        'weak password hashing. Unset PASSWORD_HASH_COST.',
    );
  }
  const sealP12Path = env.SEAL_P12_PATH ? path.resolve(env.SEAL_P12_PATH) : undefined;
  if (!sealP12Path && env.SEAL_P12_PASSPHRASE)
    throw new Error('SEAL_P12_PASSPHRASE is set without SEAL_P12_PATH, the seal file it opens');
  if (production && !sealP12Path) {
    throw new Error(
      "Refusing to start: NODE_ENV=production without the authority's seal: every issued document would carry the " +
        'self-signed demo seal. Set SEAL_P12_PATH and SEAL_P12_PASSPHRASE, or unset NODE_ENV for a demonstration.',
    );
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    production,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data')),
    fileStorage: fileStorageOf(env, databaseUrl),
    databaseUrl,
    inMemory: false,
    demoSeed,
    demoFiles: demoSeed,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'e-Ankand <no-reply@localhost>',
    mailPollMs: Number(env.MAIL_POLL_MS) > 0 ? Number(env.MAIL_POLL_MS) : 2000,
    mailRetryDelaysMs: [30_000, 120_000, 600_000, 3_600_000],
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 30),
    bidRateLimit: Number(env.BID_RATE_LIMIT ?? 20),
    captchaSecret: env.CAPTCHA_SECRET || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    httpTimeouts: httpTimeoutsOf(env),
    auctionClock: flag(env.AUCTION_CLOCK) ?? true,
    sealP12Path,
    sealP12Passphrase: sealP12Path ? (env.SEAL_P12_PASSPHRASE ?? '') : undefined,
    ...overrides,
  };
}
