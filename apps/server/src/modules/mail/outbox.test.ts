import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp } from '../../test/harness';
import { queueMail } from './service';
import { mailOutbox } from './tables';
import { apiPath } from '../../test/api-client';

describe('mail outbox', async () => {
  // No SMTP_URL; a sender, were one started, would look at the outbox every 20 ms.
  const t = await buildTestApp({ mailPollMs: 20 });
  const { db } = t.platform;

  const confirmation = (to: string, lang = 'en') =>
    queueMail(db, {
      to,
      template: 'account_confirmation',
      lang,
      params: { username: to.split('@')[0], link: `http://localhost:8080/login?code=${to.length}` },
    });

  it('keeps nothing of a command that rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, { to: 'rolled.back@example.test', template: 'account_enabled', lang: 'en', params: {} });
        throw new Error('command failed');
      }),
    ).rejects.toThrow('command failed');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'rolled.back@example.test'))).toEqual([]);

    const { id } = await db.transaction((tx) =>
      queueMail(tx, { to: 'committed@example.test', template: 'account_enabled', lang: 'sr', params: {} }),
    );
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({
      toAddress: 'committed@example.test',
      template: 'account_enabled',
      lang: 'sr',
      subject: 'Vaš nalog je ponovo omogućen',
      status: 'QUEUED',
      attempts: 0,
      sentAt: null,
    });
  });

  it('refuses a recipient that could inject headers', async () => {
    await expect(
      queueMail(db, { to: 'a@example.test\r\nBcc: b@example.test', template: 'account_enabled', params: {} }),
    ).rejects.toThrow();
  });

  it('without SMTP_URL leaves messages queued for administrators to read', async () => {
    const { id } = await confirmation('offline@example.test');
    // That nothing takes the message is the behaviour: a window of ten polls' time, in which a sender would have
    // claimed it (counting an attempt), is the shortest honest way to show it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 0 });
  });

  it('pages, sorts and filters the outbox for an administrator', async () => {
    const admin = await t.loginAs('admin');
    for (const name of ['paging.one', 'paging.two', 'paging.three']) await confirmation(`${name}@example.test`);
    await queueMail(db, {
      to: 'paging.reset@example.test',
      template: 'password_reset',
      lang: 'sq',
      params: { username: 'paging.reset', link: 'http://localhost:8080/forgotten_password?code=1' },
    });

    const page1 = await admin.get(`${apiPath('/mail_outbox/paged')}?page=1&count=2&sort=id,desc&filter[to]=PAGING.`);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body.totalElements).toBe(4);
    expect(body.content.map((m: { to: string }) => m.to)).toEqual([
      'paging.reset@example.test',
      'paging.three@example.test',
    ]);
    expect(body.content[0]).toEqual({
      id: expect.any(Number),
      to: 'paging.reset@example.test',
      subject: 'Rivendosja e fjalëkalimit',
      template: 'password_reset',
      lang: 'sq',
      status: 'QUEUED',
      attempts: 0,
      nextAttemptAt: expect.stringMatching(/Z$/),
      lastError: null,
      createdAt: expect.stringMatching(/Z$/),
      sentAt: null,
    });
    const page2 = (
      await admin.get(`${apiPath('/mail_outbox/paged')}?page=2&count=2&sort=id,desc&filter[to]=paging.`)
    ).json();
    expect(page2.content.map((m: { to: string }) => m.to)).toEqual([
      'paging.two@example.test',
      'paging.one@example.test',
    ]);

    const resets = (
      await admin.get(`${apiPath('/mail_outbox/paged')}?filter[template]=password_reset&filter[status]=QUEUED`)
    ).json();
    expect(resets.content.map((m: { to: string }) => m.to)).toEqual(['paging.reset@example.test']);
    expect((await admin.get(`${apiPath('/mail_outbox/paged')}?sort=createdAt,desc`)).statusCode).toBe(200);
    expect((await admin.get(`${apiPath('/mail_outbox/paged')}?sort=status,asc`)).statusCode).toBe(200);
  });

  it('answers 400 for unknown sorts, filters and values', async () => {
    const admin = await t.loginAs('admin');
    expect((await admin.get(`${apiPath('/mail_outbox/paged')}?sort=subject,asc`)).json()).toEqual({
      sort: 'validation.invalid_value',
    });
    expect((await admin.get(`${apiPath('/mail_outbox/paged')}?filter[subject]=x`)).json()).toEqual({
      'filter[subject]': 'validation.unknown_field',
    });
    expect((await admin.get(`${apiPath('/mail_outbox/paged')}?filter[status]=LOST`)).json()).toEqual({
      'filter[status]': 'validation.invalid_value',
    });
    expect((await admin.get(`${apiPath('/mail_outbox/paged')}?filter[template]=spam`)).statusCode).toBe(400);
    expect((await admin.get(`${apiPath('/mail_outbox/paged')}?count=1000`)).statusCode).toBe(400);
    expect((await admin.get(apiPath('/mail_outbox/{id}', { id: 'abc' }))).statusCode).toBe(400);
  });

  it('shows one message in full, so a confirmation link can be read without mail', async () => {
    const admin = await t.loginAs('admin');
    const { id } = await confirmation('reader@example.test');
    const res = await admin.get(apiPath('/mail_outbox/{id}', { id }));
    expect(res.statusCode).toBe(200);
    const message = res.json();
    expect(message).toMatchObject({ id, to: 'reader@example.test', template: 'account_confirmation', lang: 'en' });
    expect(message.textBody).toContain('http://localhost:8080/login?code=19');
    expect(message.htmlBody).toContain('<a href="http://localhost:8080/login?code=19">');
    expect((await admin.get(apiPath('/mail_outbox/{id}', { id: 999999999 }))).json()).toEqual({ _error: 'not_found' });
  });

  it('puts a FAILED message back in the queue, once, and logs it', async () => {
    const admin = await t.loginAs('admin');
    const { id } = await confirmation('retry@example.test');
    expect((await admin.post(apiPath('/mail_outbox/{id}/retry', { id }))).json()).toEqual({
      _error: 'mail.not_failed',
    });
    await db
      .update(mailOutbox)
      .set({ status: 'FAILED', attempts: 5, lastError: 'ECONNECTION: refused' })
      .where(eq(mailOutbox.id, id));

    const res = await admin.post(apiPath('/mail_outbox/{id}/retry', { id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'QUEUED', attempts: 0 });
    const again = await admin.post(apiPath('/mail_outbox/{id}/retry', { id }));
    expect(again.statusCode).toBe(409);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.retry'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUsername: 'admin', before: { status: 'FAILED', attempts: 5 } });
    expect((await admin.post(apiPath('/mail_outbox/{id}/retry', { id: 999999999 }))).statusCode).toBe(404);
  });

  it('is refused to a trader (403) and to anonymous callers (401)', async () => {
    const { id } = await confirmation('private@example.test');
    const trader = await t.loginAs('trader');
    for (const res of [
      await trader.get(apiPath('/mail_outbox/paged')),
      await trader.get(apiPath('/mail_outbox/{id}', { id })),
      await trader.post(apiPath('/mail_outbox/{id}/retry', { id })),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ _error: 'access_denied' });
    }
    for (const [method, url] of [
      ['GET', apiPath('/mail_outbox/paged')],
      ['GET', apiPath('/mail_outbox/{id}', { id })],
      ['POST', apiPath('/mail_outbox/{id}/retry', { id })],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
  });
});
