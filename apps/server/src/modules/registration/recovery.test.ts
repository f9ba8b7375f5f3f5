import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, form } from '../../test/harness';
import { withQuietScheduler } from '../auctions/public/public-test-support';
import { sessions } from '../auth/tables';
import { mailOutbox } from '../mail/tables';
import { users } from '../users/tables';
import { registrationJobs } from './jobs';
import { accountRequests, accountTokens } from './tables';
import { resolveRecoveryRequests } from './test-support';
import { apiPath, type ApiUrl } from '../../test/api-client';

describe('account recovery', async () => {
  // The job runs when these tests say (resolveRecoveryRequests), not on the scheduler's tick.
  const t = await withQuietScheduler(() => buildTestApp({ publicUrl: 'https://portal.example' }));
  const { app, platform } = t;
  const db = platform.db;
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as never });
  const signIn = (username: string, password: string) =>
    app.inject({ method: 'POST', url: apiPath('/user/authenticate'), ...form({ username, password }) });
  const mailsTo = (to: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
      .orderBy(desc(mailOutbox.id));
  const tokenIn = (text: string) => /\/forgotten_password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const userNamed = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];

  async function requestReset(username: string) {
    const res = await post(apiPath('/user/renew_password'), { username });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await resolveRecoveryRequests(t);
  }

  it('records the request; the account_requests job looks the account up and mails it', async () => {
    const operator = await userNamed('operator');
    const before = (await mailsTo(operator.email!)).length;
    expect((await post(apiPath('/user/renew_password'), { username: 'operator' })).json()).toEqual({ status: 'ok' });
    expect((await post(apiPath('/user/renew_password'), { username: 'nobody.at.all' })).json()).toEqual({
      status: 'ok',
    });
    const recorded = await db.select().from(accountRequests);
    expect(recorded.map((r) => [r.kind, r.subject])).toEqual([
      ['PASSWORD_RESET', 'operator'],
      ['PASSWORD_RESET', 'nobody.at.all'],
    ]);
    expect(await mailsTo(operator.email!)).toHaveLength(before);
    const job = registrationJobs('https://portal.example').find((j) => j.code === 'account_requests')!;
    expect(await job.run(db)).toEqual({ key: 'job.result.account_requests', params: { count: 2 } });
    expect(await db.select().from(accountRequests)).toEqual([]);
    const mails = await mailsTo(operator.email!);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].template).toBe('password_reset');
    const outcomes = await db
      .select({ action: auditLog.action, actor: auditLog.actorUsername })
      .from(auditLog)
      .where(sql`${auditLog.action} like 'password_reset.%'`)
      .orderBy(auditLog.id);
    expect(outcomes.slice(-4)).toEqual([
      { action: 'password_reset.requested', actor: 'operator' },
      { action: 'password_reset.requested', actor: 'nobody.at.all' },
      { action: 'password_reset.mailed', actor: 'operator' },
      { action: 'password_reset.refused', actor: 'nobody.at.all' },
    ]);
    expect(await job.run(db)).toEqual({ key: 'job.result.account_requests', params: { count: 0 } });
  });

  it('answers the same for an unknown, a pending and a known user; mails only the known one', async () => {
    const before = (await db.select().from(mailOutbox)).length;
    await requestReset('no-such-user');
    await db.update(users).set({ status: 'PENDING_APPROVAL' }).where(eq(users.username, 'officer'));
    await requestReset('officer');
    await db.update(users).set({ status: 'APPROVED' }).where(eq(users.username, 'officer'));
    expect((await db.select().from(mailOutbox)).length).toBe(before);

    const operator = await userNamed('operator');
    await requestReset('OPERATOR');
    const [mail] = await mailsTo(operator.email!);
    expect(mail.template).toBe('password_reset');
    // The token travels in the fragment, which no request carries: no proxy or server log sees it.
    const link = /https:\/\/\S+/.exec(mail.textBody)![0];
    expect(link).toMatch(/^https:\/\/portal\.example\/forgotten_password#token=[A-Za-z0-9_-]{43}$/);
    expect(new URL(link).search).toBe('');
    expect(mail.htmlBody).toContain(`<a href="${link}">`);
    const [token] = await db.select().from(accountTokens).where(eq(accountTokens.userId, operator.id));
    expect(token.purpose).toBe('PASSWORD_RESET');
    const minutes = (token.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('resets the password once, ends every session, and the new password signs in', async () => {
    const person = await userNamed('person');
    const session = await t.loginAs('person');
    expect((await session.get(apiPath('/user'))).statusCode).toBe(200);

    await requestReset('person');
    const token = tokenIn((await mailsTo(person.email!))[0].textBody)!;
    const mismatch = await post(apiPath('/user/reset_password'), {
      token,
      password: 'N3w#Password!',
      confirmPassword: 'Other#Password1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ confirmPassword: 'eauction.confirm_password_missmatch' });

    const res = await post(apiPath('/user/reset_password'), {
      token,
      password: 'N3w#Password!',
      confirmPassword: 'N3w#Password!',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });

    expect((await session.get(apiPath('/user'))).statusCode).toBe(401);
    const open = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, person.id), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(0);
    expect((await signIn('person', 'Demo#2026!')).statusCode).toBe(401);
    expect((await signIn('person', 'N3w#Password!')).statusCode).toBe(200);

    const again = await post(apiPath('/user/reset_password'), {
      token,
      password: 'Another#Pass1',
      confirmPassword: 'Another#Pass1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: 'registration.token_invalid' });
  });

  it('refuses an expired, superseded or unknown token with the same answer', async () => {
    const expected = { token: 'registration.token_invalid' };
    const body = (token: string) => ({ token, password: 'Whatever#123', confirmPassword: 'Whatever#123' });
    const registry = await userNamed('registry');

    await requestReset('registry');
    const first = tokenIn((await mailsTo(registry.email!))[0].textBody)!;
    await requestReset('registry');
    const second = tokenIn((await mailsTo(registry.email!))[0].textBody)!;
    expect(second).not.toBe(first);
    const superseded = await post(apiPath('/user/reset_password'), body(first));
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json()).toEqual(expected);

    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, registry.id));
    const expired = await post(apiPath('/user/reset_password'), body(second));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(expected);

    const unknown = await post(apiPath('/user/reset_password'), body('B'.repeat(43)));
    expect(unknown.json()).toEqual(expected);
    expect((await signIn('registry', 'Demo#2026!')).statusCode).toBe(200);
  });

  it('reminds of usernames with the same answer, mailing only known addresses', async () => {
    const trader = await userNamed('trader');
    const before = (await mailsTo(trader.email!)).length;
    const known = await post(apiPath('/user/remind_username'), { email: trader.email!.toUpperCase() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'ok' });
    await resolveRecoveryRequests(t);
    const mails = await mailsTo(trader.email!);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].template).toBe('username_reminder');
    expect(mails[0].textBody).toContain('trader');

    const total = (await db.select().from(mailOutbox)).length;
    const unknown = await post(apiPath('/user/remind_username'), { email: 'nobody@nowhere.example' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ status: 'ok' });
    await resolveRecoveryRequests(t);
    expect((await db.select().from(mailOutbox)).length).toBe(total);
  });

  it('answers 400, never 500, to garbage', async () => {
    const long = 'x'.repeat(10_000);
    const cases: Array<[ApiUrl, unknown]> = [
      [apiPath('/user/renew_password'), {}],
      [apiPath('/user/renew_password'), { username: long }],
      [apiPath('/user/renew_password'), { username: 42 }],
      [apiPath('/user/remind_username'), { email: long }],
      [apiPath('/user/remind_username'), { email: 'not-an-email' }],
      [apiPath('/user/remind_username'), { email: ['a@b.c'] }],
      [apiPath('/user/reset_password'), { token: long, password: 'Whatever#123', confirmPassword: 'Whatever#123' }],
      [apiPath('/user/reset_password'), { token: 't', password: long, confirmPassword: long }],
      [apiPath('/user/reset_password'), { token: 't', password: 'short', confirmPassword: 'short' }],
      [apiPath('/user/reset_password'), { token: null }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 100)}`).toBe(400);
    }
  });
});

describe('account recovery: the same work whatever the account', async () => {
  const statements: string[] = [];
  const t = await withQuietScheduler(() =>
    buildTestApp({ publicUrl: 'https://portal.example' }, { onQuery: (q) => statements.push(q) }),
  );
  const db = t.platform.db;

  /** The statements one request runs, and its answer. */
  async function request(url: ApiUrl, payload: unknown) {
    statements.length = 0;
    const res = await t.app.inject({ method: 'POST', url, payload: payload as never });
    return { status: res.statusCode, body: res.body, statements: [...statements] };
  }

  it('renew_password: one answer and the same statements for an approved account, a pending one and no account', async () => {
    await db.update(users).set({ status: 'PENDING_APPROVAL' }).where(eq(users.username, 'officer'));
    const known = await request(apiPath('/user/renew_password'), { username: 'operator' });
    const pending = await request(apiPath('/user/renew_password'), { username: 'officer' });
    const unknown = await request(apiPath('/user/renew_password'), { username: 'no.such.account' });
    await db.update(users).set({ status: 'APPROVED' }).where(eq(users.username, 'officer'));
    expect(known.status).toBe(200);
    expect(pending).toEqual(known);
    expect(unknown).toEqual(known);
    // Writes: the request and its audit row (the rate limit's count before them), nothing of an account.
    const writes = known.statements.filter((q) => /^\s*(insert|update|delete)/i.test(q));
    expect(writes.map((q) => /(?:into|update|from) "(\w+)"/.exec(q)?.[1])).toEqual([
      'rate_limit_counters',
      'account_requests',
      'audit_log',
    ]);
    expect(known.statements.join('\n')).not.toMatch(/"users"|"account_tokens"|"mail_outbox"/);
  });

  it('remind_username: one answer and the same statements for an address with accounts and one without', async () => {
    const trader = (await db.select().from(users).where(eq(users.username, 'trader')))[0];
    const known = await request(apiPath('/user/remind_username'), { email: trader.email });
    const unknown = await request(apiPath('/user/remind_username'), { email: 'nobody@nowhere.example' });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.statements.join('\n')).not.toMatch(/"users"|"mail_outbox"/);
  });
});
