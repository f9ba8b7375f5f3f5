import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config';
import { auditLog } from '../platform/audit/tables';
import { loginAttempts } from '../modules/auth/tables';
import { getParameter } from '../modules/settings';
import { buildTestApp, form } from './harness';
import { apiPath } from './api-client';

// The server behind one nginx (TRUST_PROXY=1) that appends the address it saw to whatever X-Forwarded-For the client
// sent ($proxy_add_x_forwarded_for): a client that writes a new address in front of every request is still counted
// as itself by every per-address limit, and audited under its own address.

const LOGIN_LIMIT = 5;
const PROXY = '10.0.0.5';

describe('behind a proxy, a forged X-Forwarded-For entry changes no count', async () => {
  const t = await buildTestApp({
    trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy,
    loginRateLimit: LOGIN_LIMIT,
  });
  const db = t.platform.db;
  let forged = 0;
  /** What nginx passes on for `client`: a new address the client wrote, then the one nginx saw. */
  const viaProxy = (client: string, headers: Record<string, string> = {}) => ({
    remoteAddress: PROXY,
    headers: { ...headers, 'x-forwarded-for': `198.51.100.${++forged % 250}, ${client}` },
  });
  let names = 0;
  const signIn = (client: string) => {
    const { headers, payload } = form({ username: `forger-${++names}`, password: 'wrong password' });
    return t.app.inject({ method: 'POST', url: apiPath('/user/authenticate'), payload, ...viaProxy(client, headers) });
  };

  it('makes the captcha due after the failures of this client, whatever it writes in front', async () => {
    const client = '203.0.113.10';
    const due = await getParameter(db, 'captcha_failed_attempts');
    const answers = [];
    for (let i = 0; i <= due; i++) answers.push((await signIn(client)).json());
    expect(answers.map((a) => a.captchaRequired)).toEqual([...Array(due - 1).fill(false), true, true]);
    expect(answers[due]._error).toBe('captcha_error');
    // Another client behind the same proxy has its own count.
    expect((await signIn('203.0.113.11')).json()).toMatchObject({ captchaRequired: false });

    const usernames = Array.from({ length: due + 1 }, (_, i) => `forger-${names - due - 1 + i}`);
    // The last request was refused for its missing captcha: audited, but not an attempt (its password was not checked).
    const attempts = await db.select().from(loginAttempts).where(inArray(loginAttempts.username, usernames));
    expect(attempts.map((a) => a.ip)).toEqual(Array(due).fill(client));
    const audited = await db.select().from(auditLog).where(inArray(auditLog.actorUsername, usernames));
    expect(audited.length).toBe(due + 1);
    expect(new Set(audited.map((a) => a.ip))).toEqual(new Set([client]));
  });

  it('answers 429 to this client after LOGIN_RATE_LIMIT sign-in requests, whatever it writes in front', async () => {
    const client = '203.0.113.20';
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await signIn(client)).statusCode, `request ${i + 1}`).toBe(401);
    const refused = await signIn(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ _error: 'too_many_requests' });
    expect((await signIn('203.0.113.21')).statusCode).toBe(401);
  });

  it('answers 429 on a public rate-limited route to this client, whatever it writes in front', async () => {
    const client = '203.0.113.30';
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: `${apiPath('/auction/verify_receipt')}?lot=1&seq=1&hash=${'0'.repeat(64)}`,
        ...viaProxy(client),
      });
    for (let i = 0; i < 30; i++) expect((await check()).statusCode, `request ${i + 1}`).not.toBe(429);
    expect((await check()).statusCode).toBe(429);
  });

  it('sends HSTS when the proxy says the request came over TLS, and not over plain http', async () => {
    const overTls = await t.app.inject({
      method: 'GET',
      url: apiPath('/health'),
      ...viaProxy('203.0.113.40', { 'x-forwarded-proto': 'https' }),
    });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // A page of the web app carries the pages' headers (ADR 0105), with HSTS as well.
    const pageOverTls = await t.app.inject({
      method: 'GET',
      url: '/auctions',
      ...viaProxy('203.0.113.40', { 'x-forwarded-proto': 'https' }),
    });
    expect(pageOverTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(pageOverTls.headers['cross-origin-opener-policy']).toBe('same-origin');
    const plain = await t.app.inject({ method: 'GET', url: apiPath('/health'), ...viaProxy('203.0.113.40') });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const plainProxied = await t.app.inject({
      method: 'GET',
      url: apiPath('/health'),
      ...viaProxy('203.0.113.40', { 'x-forwarded-proto': 'http' }),
    });
    expect(plainProxied.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('trusting listed proxies only', async () => {
  const t = await buildTestApp({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy });
  const health = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: apiPath('/health'), remoteAddress, headers });

  it('sends HSTS on X-Forwarded-Proto: https from a listed proxy only, never from a client', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.50' };
    expect((await health(PROXY, headers)).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await health('203.0.113.51', headers)).headers['strict-transport-security']).toBeUndefined();
  });

  it("audits a client's own address when it is not a listed proxy, whatever X-Forwarded-For says", async () => {
    const { headers, payload } = form({ username: 'unlisted-client', password: 'wrong password' });
    await t.app.inject({
      method: 'POST',
      url: apiPath('/user/authenticate'),
      payload,
      remoteAddress: '203.0.113.52',
      headers: { ...headers, 'x-forwarded-for': '10.0.0.7' },
    });
    const [row] = await t.platform.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.actorUsername, ['unlisted-client']));
    expect(row.ip).toBe('203.0.113.52');
  });
});

describe('without a proxy (TRUST_PROXY off)', async () => {
  const t = await buildTestApp();

  it('sends no HSTS when a client claims TLS with X-Forwarded-Proto', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: apiPath('/health'),
      remoteAddress: '203.0.113.60',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
