import net from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp } from '../../test/harness';
import { claimDueMail, MailSender, type MailSenderOptions } from './sender';
import { queueMail } from './service';
import { startTestSmtpServer } from './smtp-test-server';
import { mailOutbox } from './tables';
import type { Db } from '../../platform/db/database';

const DEFAULT_DELAYS = [30_000, 120_000, 600_000, 3_600_000];
const GENEROUS = { timeout: 20_000, interval: 25 };

const outboxRow = async (db: Db, id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

const sender = (db: Db, options: Partial<MailSenderOptions> & { smtpUrl: string }) =>
  new MailSender(db, { from: 'Test <test@localhost>', pollMs: 60_000, retryDelaysMs: DEFAULT_DELAYS, ...options });

async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

describe('mail delivery over SMTP', async () => {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const t = await buildTestApp({ smtpUrl: smtp.url, mailPollMs: 50, mailFrom: 'e-Ankand <no-reply@portal.test>' });
  const { db } = t.platform;

  it('sends a queued message and marks it SENT', async () => {
    const { id } = await db.transaction((tx) =>
      queueMail(tx, {
        to: 'new.trader@example.test',
        template: 'account_confirmation',
        lang: 'en',
        params: { username: 'new.trader', link: 'http://localhost:8080/login?code=Zx9-confirm' },
      }),
    );
    await vi.waitFor(async () => expect((await outboxRow(db, id)).status).toBe('SENT'), GENEROUS);
    const row = await outboxRow(db, id);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    const received = smtp.messages.filter((m) => m.to.includes('new.trader@example.test'));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@portal.test');
    expect(mail.decoded).toContain('Subject: Confirm your e-mail address');
    expect(mail.decoded).toContain('To: new.trader@example.test');
    expect(mail.decoded).toContain('http://localhost:8080/login?code=Zx9-confirm');
    expect(mail.decoded).toContain('<a href="http://localhost:8080/login?code=Zx9-confirm">');
    // The outbox row names the message: a resend after a crash is recognisably the same message.
    expect(mail.raw).toContain(`Message-ID: <outbox-${id}@portal.test>`);
  });

  it('keeps Albanian and Serbian letters intact', async () => {
    const { id } = await queueMail(db, {
      to: 'drita@example.test',
      template: 'account_rejected',
      lang: 'sq',
      params: { reason: 'Dokumenti i çështjes mungon; ž č ć š đ' },
    });
    await vi.waitFor(async () => expect((await outboxRow(db, id)).status).toBe('SENT'), GENEROUS);
    const mail = smtp.messages.find((m) => m.to.includes('drita@example.test'))!;
    expect(mail.decoded).toContain('Subject: Kërkesa juaj për regjistrim u refuzua');
    expect(mail.decoded).toContain('Arsyeja: Dokumenti i çështjes mungon; ž č ć š đ');
  });
});

describe('mail delivery failures', async () => {
  const refusing = await startTestSmtpServer({ reject: true });
  afterAll(() => refusing.close());
  const t = await buildTestApp();
  const { db } = t.platform;

  it('retries with growing waits, then marks the message FAILED after 5 attempts', async () => {
    const s = sender(db, { smtpUrl: refusing.url });
    const { id } = await queueMail(db, { to: 'bounce@example.test', template: 'account_enabled', params: {} });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await s.deliverDue()).toBe(1);
      const row = await outboxRow(db, id);
      expect(row).toMatchObject({ status: 'QUEUED', attempts: attempt });
      expect(row.lastError).toMatch(/550/);
      const wait = row.nextAttemptAt.getTime() - Date.now();
      expect(wait).toBeGreaterThan(DEFAULT_DELAYS[attempt - 1] - 15_000);
      expect(wait).toBeLessThanOrEqual(DEFAULT_DELAYS[attempt - 1] + 15_000);
      expect(await s.deliverDue()).toBe(0); // not due before its wait is over
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    }
    expect(await s.deliverDue()).toBe(1);
    expect(await outboxRow(db, id)).toMatchObject({ status: 'FAILED', attempts: 5, sentAt: null });
    expect(await s.deliverDue()).toBe(0);
    expect(refusing.deliveries).toBe(5);
    await s.stop();
  });

  it('an app whose SMTP server is unreachable ends with FAILED and a short reason', async () => {
    const port = await closedPort();
    const failing = await buildTestApp({
      smtpUrl: `smtp://user:s3cret@127.0.0.1:${port}`,
      mailPollMs: 20,
      mailRetryDelaysMs: [10, 20, 40, 80],
    });
    const { id } = await queueMail(failing.platform.db, {
      to: 'nobody@example.test',
      template: 'account_enabled',
      params: {},
    });
    await vi.waitFor(async () => expect((await outboxRow(failing.platform.db, id)).status).toBe('FAILED'), GENEROUS);
    const row = await outboxRow(failing.platform.db, id);
    expect(row.attempts).toBe(5);
    expect(row.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(row.lastError).not.toContain('s3cret');
    expect(row.lastError!.length).toBeLessThanOrEqual(300);
    await failing.close();
  });
});

describe('several senders on one database', async () => {
  const smtp = await startTestSmtpServer();
  afterAll(() => smtp.close());
  const t = await buildTestApp();
  const { db } = t.platform;

  const queueMany = async (prefix: string, n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        (await queueMail(db, { to: `${prefix}${i}@example.test`, template: 'account_approved', params: {} })).id,
      );
    }
    return ids;
  };
  const expectEachSentOnce = async (prefix: string, ids: number[]) => {
    await vi.waitFor(async () => {
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(ids.length);
    }, GENEROUS);
    const received = smtp.messages.flatMap((m) => m.to).filter((to) => to.startsWith(prefix));
    expect(received).toHaveLength(ids.length);
    expect(new Set(received).size).toBe(ids.length);
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
  };

  it('a claim left by a stopped sender is taken over after its lease', async () => {
    const { id } = await queueMail(db, { to: 'lease@example.test', template: 'account_approved', params: {} });
    expect((await claimDueMail(db, 10)).map((m) => m.id)).toEqual([id]); // a sender that then died
    const survivor = sender(db, { smtpUrl: smtp.url });
    expect(await survivor.deliverDue()).toBe(0); // leased: nobody else may take it
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id));
    expect(await survivor.deliverDue()).toBe(1);
    expect(await outboxRow(db, id)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(smtp.messages.filter((m) => m.to.includes('lease@example.test'))).toHaveLength(1);
    await survivor.stop();
  });

  it('never send a message twice', async () => {
    const ids = await queueMany('many', 30);
    const senders = [1, 2, 3].map(() => sender(db, { smtpUrl: smtp.url, pollMs: 5, batchSize: 3 }).start());
    await expectEachSentOnce('many', ids);
    await Promise.all(senders.map((s) => s.stop()));
  });

  it('two app instances on the same database never send a message twice', async () => {
    const config = { ...t.platform.config, smtpUrl: smtp.url, mailPollMs: 5 };
    // On PostgreSQL each instance opens its own pool; the embedded database is handed to both.
    const shared = config.databaseUrl ? {} : { database: t.platform.database, seeded: t.seedResult };
    const instances = [await buildApp(config, shared), await buildApp(config, shared)];
    try {
      const ids = await queueMany('twin', 40);
      await expectEachSentOnce('twin', ids);
    } finally {
      for (const instance of instances) await instance.app.close();
    }
  });
});
