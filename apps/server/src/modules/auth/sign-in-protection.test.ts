import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeAudit } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp } from '../../test/harness';
import { mailOutbox } from '../mail/tables';
import { getParameter, seedParameters, setParameter } from '../settings/service';
import { applicationParameters } from '../settings/tables';
import { loginAttempts } from './tables';
import { signInClient } from './test-support';

const PASSWORD = 'Demo#2026!';

describe('sign-in protection', async () => {
  const t = await buildTestApp();
  const { app, platform } = t;
  const db = platform.db;
  let ipCounter = 1;
  const freshIp = () => `10.7.0.${ipCounter++}`;

  const client = signInClient(app);
  const signIn = (values: Record<string, string>, ip = freshIp()) => client.signIn(values, ip);
  const { challenge, solved } = client;
  const audits = (action: string, username: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUsername, username)));

  it('asks for the captcha from the 3rd attempt by default (spec §9)', async () => {
    expect(await getParameter(db, 'captcha_failed_attempts')).toBe(2);
    const first = await signIn({ username: 'officer', password: 'wrong-1' });
    const second = await signIn({ username: 'officer', password: 'wrong-2' });
    expect([first.json().captchaRequired, second.json().captchaRequired]).toEqual([false, true]);
    const third = await signIn({ username: 'officer', password: PASSWORD });
    expect(third.json()).toEqual({ _error: 'captcha_error', captchaRequired: true });
  });

  it('counts failures in the database, so another instance’s failures count too', async () => {
    // Rows written by another instance (nothing of it lives in this process).
    await db.insert(loginAttempts).values([
      { username: 'trader', ip: '192.0.2.1', success: false },
      { username: 'trader', ip: '192.0.2.2', success: false },
    ]);
    const res = await signIn({ username: 'trader', password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()._error).toBe('captcha_error');
  });

  it('doubles the captcha work with each further failure of the account, and refuses cheaper work', async () => {
    const name = 'work-account';
    await signIn({ username: name, password: 'x1' });
    await signIn({ username: name, password: 'x2' });
    const ip = freshIp();
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { altcha, cost } = await solved(ip, name);
      costs.push(cost);
      expect((await signIn({ username: name, password: `y${i}`, altcha }, ip)).json()._error).toBe(
        'invalid_credentials',
      );
    }
    expect(costs).toEqual([1, 2, 4]);
    // Work asked for without the username (or for another account) is too little for this one.
    const cheap = await solved(freshIp());
    expect(cheap.cost).toBe(1);
    expect((await signIn({ username: name, password: 'z', altcha: cheap.altcha })).json()._error).toBe('captcha_error');
  });

  it('doubles the captcha work with the failures of one address, whatever the usernames', async () => {
    const ip = freshIp();
    for (const name of ['addr-1', 'addr-2']) await signIn({ username: name, password: 'x' }, ip);
    expect((await challenge(ip)).parameters.cost).toBe(1);
    const { altcha } = await solved(ip, 'addr-3');
    await signIn({ username: 'addr-3', password: 'x', altcha }, ip);
    expect((await challenge(ip, 'addr-4')).parameters.cost).toBe(2);
    expect((await challenge(freshIp(), 'addr-4')).parameters.cost).toBe(1);
  });

  it('locks the account after repeated failures, mails the owner once, refuses even the right password', async () => {
    await setParameter(db, 'login_lockout_failures', 4);
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const captcha = i >= 2 ? await solved(ip, 'person') : undefined;
      answers.push(
        await signIn({ username: 'person', password: `bad-${i}`, ...(captcha && { altcha: captcha.altcha }) }, ip),
      );
    }
    expect(answers.slice(0, 3).map((r) => r.statusCode)).toEqual([401, 401, 401]);
    const locked = answers[3];
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ _error: 'login.account_locked', captchaRequired: true });
    const until = new Date(locked.json().lockedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await audits('login.locked', 'person')).toHaveLength(1);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'person@demo.portal.test'));
    expect(mails.map((m) => m.template)).toEqual(['account_locked']);
    expect(mails[0].textBody).toContain('/forgotten_password');

    // The right password, with the work asked for, is refused while locked; the refusal is audited, not counted.
    const attemptsBefore = await db.select().from(loginAttempts).where(eq(loginAttempts.username, 'person'));
    const right = await signIn(
      { username: 'person', password: PASSWORD, altcha: (await solved(ip, 'person')).altcha },
      ip,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()._error).toBe('login.account_locked');
    expect(await audits('login.refused_locked', 'person')).toHaveLength(1);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.username, 'person'))).toHaveLength(
      attemptsBefore.length,
    );
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'person@demo.portal.test'))).toHaveLength(
      1,
    );

    // Once the lock is over, the right password (with the captcha's work) lets the owner in.
    await db
      .update(loginAttempts)
      .set({ at: sql`${loginAttempts.at} - interval '16 minutes'` })
      .where(eq(loginAttempts.username, 'person'));
    const after = await signIn(
      { username: 'person', password: PASSWORD, altcha: (await solved(ip, 'person')).altcha },
      ip,
    );
    expect(after.statusCode).toBe(200);
    await setParameter(db, 'login_lockout_failures', 10);
  });

  it('locks an unknown username the same way, without mail', async () => {
    await setParameter(db, 'login_lockout_failures', 3);
    const before = (await db.select().from(mailOutbox)).length;
    let last;
    for (let i = 0; i < 3; i++) {
      const ip = freshIp();
      const captcha = i >= 2 ? await solved(ip, 'nobody-at-all') : undefined;
      last = await signIn(
        { username: 'nobody-at-all', password: `p${i}`, ...(captcha && { altcha: captcha.altcha }) },
        ip,
      );
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json()._error).toBe('login.account_locked');
    expect((await db.select().from(mailOutbox)).length).toBe(before);
    await setParameter(db, 'login_lockout_failures', 10);
  });

  it('moves a stored former default that no administrator set to the new default', async () => {
    await setParameter(db, 'captcha_failed_attempts', 3);
    await seedParameters(db);
    expect(await getParameter(db, 'captcha_failed_attempts')).toBe(2);
    await setParameter(db, 'captcha_failed_attempts', 3);
    await writeAudit(db, {
      action: 'application_parameter.update',
      entity: 'application_parameter',
      entityId: 'captcha_failed_attempts',
    });
    await seedParameters(db);
    expect(await getParameter(db, 'captcha_failed_attempts')).toBe(3);
    await db
      .update(applicationParameters)
      .set({ value: '2' })
      .where(eq(applicationParameters.code, 'captcha_failed_attempts'));
  });
});
