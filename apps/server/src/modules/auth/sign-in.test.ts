import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, form } from '../../test/harness';
import { users } from '../users/tables';
import { hashToken } from './sessions';
import { sessions } from './tables';
import { apiPath } from '../../test/api-client';

const AUTH = apiPath('/user/authenticate');

describe('sign-in', async () => {
  const t = await buildTestApp();
  const { app, platform } = t;
  let ipCounter = 1;
  const freshIp = () => `10.1.0.${ipCounter++}`;
  const signIn = (values: Record<string, string>, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: AUTH, remoteAddress: ip, ...form(values) });

  // With the username, the challenge asks for the work its next sign-in needs (it grows with the failures).
  async function solvedCaptcha(username = ''): Promise<string> {
    const challenge = (
      await app.inject({
        method: 'GET',
        url: `${apiPath('/captcha/challenge')}?username=${encodeURIComponent(username)}`,
      })
    ).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('answers a 256-bit token and stores only its SHA-256', async () => {
    const res = await signIn({ username: 'trader', password: 'Demo#2026!' });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await platform.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await platform.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('accepts the username in any case and rememberMe as a form flag', async () => {
    const res = await signIn({ username: 'TRADER', password: 'Demo#2026!', rememberMe: 'true' });
    expect(res.statusCode).toBe(200);
    const [row] = await platform.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(res.json().token)));
    expect(row.rememberMe).toBe(true);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(20 * 86_400_000);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const ip = freshIp();
    const wrong = await signIn({ username: 'operator', password: 'nope-nope' }, ip);
    const unknown = await signIn({ username: 'nobody-here', password: 'nope-nope' }, freshIp());
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ _error: 'invalid_credentials', captchaRequired: false });
    expect(unknown.json()).toEqual({ _error: 'invalid_credentials', captchaRequired: false });
  });

  it('requires a captcha from the third attempt for a username, valid once', async () => {
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await signIn({ username: 'registry', password: `wrong-${i}` }, freshIp()));
    expect(answers.map((r) => r.json().captchaRequired)).toEqual([false, true]);

    const missing = await signIn({ username: 'registry', password: 'Demo#2026!' }, freshIp());
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ _error: 'captcha_error', captchaRequired: true });

    const forged = await signIn(
      { username: 'registry', password: 'Demo#2026!', altcha: Buffer.from('{"x":1}').toString('base64') },
      freshIp(),
    );
    expect(forged.json()._error).toBe('captcha_error');

    const altcha = await solvedCaptcha('registry');
    const ok = await signIn({ username: 'registry', password: 'Demo#2026!', altcha }, freshIp());
    expect(ok.statusCode).toBe(200);
    // A success resets the count; a reused solution is refused when a captcha is due again.
    for (let i = 0; i < 2; i++) await signIn({ username: 'registry', password: `again-${i}` }, freshIp());
    const replay = await signIn({ username: 'registry', password: 'Demo#2026!', altcha }, freshIp());
    expect(replay.json()._error).toBe('captcha_error');
  });

  it('requires a captcha from the third attempt from one address, whatever the usernames', async () => {
    const ip = freshIp();
    for (const name of ['a1', 'a2']) await signIn({ username: name, password: 'x' }, ip);
    const res = await signIn({ username: 'officer', password: 'Demo#2026!' }, ip);
    expect(res.json()).toEqual({ _error: 'captcha_error', captchaRequired: true });
    const fromElsewhere = await signIn({ username: 'officer', password: 'Demo#2026!' }, freshIp());
    expect(fromElsewhere.statusCode).toBe(200);
  });

  it('tells users who are not approved why, only after the right password', async () => {
    await platform.db
      .update(users)
      .set({ status: 'BLOCKED', blockReason: 'Unpaid lot' })
      .where(eq(users.username, 'person'));
    const wrong = await signIn({ username: 'person', password: 'bad-password' }, freshIp());
    expect(wrong.json()._error).toBe('invalid_credentials');
    const blocked = await signIn({ username: 'person', password: 'Demo#2026!' }, freshIp());
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toEqual({ _error: 'login.status_blocked', reason: 'Unpaid lot' });

    for (const status of ['PENDING_CONFIRMATION', 'PENDING_APPROVAL', 'REJECTED'] as const) {
      await platform.db.update(users).set({ status }).where(eq(users.username, 'person'));
      const res = await signIn({ username: 'person', password: 'Demo#2026!' }, freshIp());
      expect(res.json()._error).toBe(`login.status_${status.toLowerCase()}`);
    }

    const until = new Date(Date.now() + 3 * 86_400_000);
    await platform.db.update(users).set({ status: 'DISABLED', disabledTo: until }).where(eq(users.username, 'person'));
    const disabled = await signIn({ username: 'person', password: 'Demo#2026!' }, freshIp());
    expect(disabled.json()).toEqual({ _error: 'login.status_disabled', disabledTo: until.toISOString() });

    await platform.db
      .update(users)
      .set({ status: 'DISABLED', disabledTo: new Date(Date.now() - 1000) })
      .where(eq(users.username, 'person'));
    const over = await signIn({ username: 'person', password: 'Demo#2026!' }, freshIp());
    expect(over.statusCode).toBe(200);
    const [person] = await platform.db.select().from(users).where(eq(users.username, 'person'));
    expect(person.status).toBe('APPROVED');
  });

  it('writes every attempt to the audit log without the password', async () => {
    await signIn({ username: 'operator', password: 'Secret-Typo-1' }, freshIp());
    const rows = await platform.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'login.%' and ${auditLog.actorUsername} = 'operator'`);
    expect(rows.some((r) => r.action === 'login.failed')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Secret-Typo-1');
  });

  it('validates the form: missing fields, oversized values, wrong content type', async () => {
    const missing = await signIn({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ username: 'generic.required', password: 'generic.required' });
    const long = await signIn({ username: 'x'.repeat(10_000), password: 'y'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ username: 'validation.too_long', password: 'validation.too_long' });
    const plain = await app.inject({
      method: 'POST',
      url: AUTH,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(400);
    const text = await app.inject({
      method: 'POST',
      url: AUTH,
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ _error: 'unsupported_media_type' });
    const json = await app.inject({
      method: 'POST',
      url: AUTH,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ _error: 'bad_request' });
  });
});

describe('sign-in rate limit', async () => {
  const { app } = await buildTestApp({ loginRateLimit: 3 });

  it('answers 429 past the per-address limit', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: AUTH,
        remoteAddress: '10.9.9.9',
        ...form({ username: 'u', password: 'p' }),
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()._error).toBe('too_many_requests');
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });
});
