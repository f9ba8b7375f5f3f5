import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { resolveRecoveryRequests } from '../registration/test-support';
import { setParameter } from '../settings/service';
import { users } from '../users/tables';
import { queueMail } from './service';
import { mailOutbox } from './tables';
import { apiPath } from '../../test/api-client';

const PASSWORD = 'Thr0ttle#Reset-2026';

describe('mail throttle: at most mail_per_recipient_per_hour messages of a kind to one address', async () => {
  const t = await buildTestApp({ publicUrl: 'https://portal.example' });
  const { app, platform } = t;
  const db = platform.db;
  const admin = await t.loginAs('admin');
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as never });
  const mailsTo = (to: string, template: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(sql`lower(${mailOutbox.toAddress}) = lower(${to})`, eq(mailOutbox.template, template)))
      .orderBy(desc(mailOutbox.id));
  const emailOf = async (username: string) =>
    (await db.select().from(users).where(eq(users.username, username)))[0].email!;
  const tokenIn = (text: string) => /\/forgotten_password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('the 6th reset mail in an hour is recorded THROTTLED, the answer does not change, the last link still works', async () => {
    const to = await emailOf('operator');
    for (let i = 0; i < 7; i++) {
      const res = await post(apiPath('/user/renew_password'), { username: 'operator' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    await resolveRecoveryRequests(t);
    const mails = await mailsTo(to, 'password_reset');
    expect(mails.map((m) => m.status)).toEqual([
      'THROTTLED',
      'THROTTLED',
      'QUEUED',
      'QUEUED',
      'QUEUED',
      'QUEUED',
      'QUEUED',
    ]);
    expect(mails[0].lastError).toBe('mail.throttled_reason');
    // The throttled requests did not void the link of the last message sent.
    const token = tokenIn(mails[2].textBody)!;
    const reset = await post(apiPath('/user/reset_password'), { token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    // An unknown user still gets the same answer and no message.
    const unknown = await post(apiPath('/user/renew_password'), { username: 'nobody.throttle' });
    expect(unknown.json()).toEqual({ status: 'ok' });
  });

  it('counts per address (whatever its case) and kind, over the last hour, with the limit of the setting', async () => {
    await setParameter(db, 'mail_per_recipient_per_hour', 2);
    const to = await emailOf('officer');
    const remind = () => post(apiPath('/user/remind_username'), { email: to.toUpperCase() });
    for (let i = 0; i < 3; i++) expect((await remind()).json()).toEqual({ status: 'ok' });
    await resolveRecoveryRequests(t);
    expect((await mailsTo(to, 'username_reminder')).map((m) => m.status)).toEqual(['THROTTLED', 'QUEUED', 'QUEUED']);
    // Another kind to the same address has its own count.
    expect((await post(apiPath('/user/renew_password'), { username: 'officer' })).statusCode).toBe(200);
    await resolveRecoveryRequests(t);
    expect((await mailsTo(to, 'password_reset')).map((m) => m.status)).toEqual(['QUEUED']);
    // Messages older than an hour no longer count.
    await db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(mailOutbox.template, 'username_reminder'));
    await remind();
    await resolveRecoveryRequests(t);
    expect((await mailsTo(to, 'username_reminder'))[0].status).toBe('QUEUED');
    await setParameter(db, 'mail_per_recipient_per_hour', 5);
  });

  it('never holds back notices of lots, auctions and guarantees', async () => {
    const to = 'bidder.throttle@example.test';
    const params = { auctionNumber: 'A-1', lotCode: 'L-1', amount: '100.00 EUR' };
    for (let i = 0; i < 7; i++) {
      await db.transaction((tx) => queueMail(tx, { to, template: 'lot_closed', params }));
    }
    expect((await mailsTo(to, 'lot_closed')).every((m) => m.status === 'QUEUED')).toBe(true);
  });

  it('shows throttled messages in the outbox (filter by status); they cannot be sent again', async () => {
    const list = await admin.get(`${apiPath('/mail_outbox/paged')}?filter[status]=THROTTLED&count=50`);
    expect(list.statusCode, list.body).toBe(200);
    const { content } = list.json();
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((m: { status: string }) => m.status === 'THROTTLED')).toBe(true);
    const one = await admin.get(apiPath('/mail_outbox/{id}', { id: content[0].id }));
    expect(one.json()).toMatchObject({ status: 'THROTTLED', lastError: 'mail.throttled_reason' });
    const retry = await admin.post(apiPath('/mail_outbox/{id}/retry', { id: content[0].id }));
    expect(retry.statusCode).toBe(409);
    expect(retry.json()).toEqual({ _error: 'mail.not_failed' });
  });
});
