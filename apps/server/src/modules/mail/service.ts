import { DEFAULT_TIME_ZONE, type Paged, type PagedQuery } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit, type AuditEntry } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { containsFilter, oneOfFilter, pagedRows, pagingPlan } from '../../platform/http/paging';
import { getParameter } from '../settings/service';
import { MAIL_STATUSES, mailOutbox } from './tables';
import { MAIL_TEMPLATE_IDS, renderMail, type MailTemplateId, type MailTemplateParams } from './templates';

export type QueueMailInput<K extends MailTemplateId> = {
  to: string;
  template: K;
  /** The recipient's language; unknown or missing means Albanian. */
  lang?: string | null;
  params: MailTemplateParams[K];
};

/**
 * Renders a message in the recipient's language and adds it to the outbox. Call it with the
 * command's transaction: a command that rolls back leaves no message behind.
 */
export async function queueMail<K extends MailTemplateId>(db: Db, input: QueueMailInput<K>): Promise<{ id: number }> {
  const to = input.to.trim();
  if (!to || /[\r\n]/.test(to)) throw new Error('queueMail: a single recipient address is required');
  const mail = renderMail(input.template, input.lang, input.params, { timeZone: await businessTimeZone(db) });
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      template: input.template,
      lang: mail.lang,
    })
    .returning({ id: mailOutbox.id });
  return row;
}

async function businessTimeZone(db: Db): Promise<string> {
  const zone = await getParameter(db, 'business_time_zone');
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

type OutboxRow = typeof mailOutbox.$inferSelect;

export function presentMailSummary(row: OutboxRow) {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    lang: row.lang,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function presentMailMessage(row: OutboxRow) {
  return { ...presentMailSummary(row), textBody: row.textBody, htmlBody: row.htmlBody };
}

export type MailSummary = ReturnType<typeof presentMailSummary>;
export type MailMessage = ReturnType<typeof presentMailMessage>;

/** One page of the outbox for the administration (bodies are read one message at a time). */
export function pagedOutbox(db: Db, query: PagedQuery, rawQuery: Record<string, unknown>): Promise<Paged<MailSummary>> {
  const plan = pagingPlan(query, rawQuery, {
    sortable: { id: mailOutbox.id, createdAt: mailOutbox.createdAt, status: mailOutbox.status },
    filters: {
      to: containsFilter(mailOutbox.toAddress),
      status: oneOfFilter(mailOutbox.status, MAIL_STATUSES),
      template: oneOfFilter(mailOutbox.template, MAIL_TEMPLATE_IDS),
    },
  });
  return pagedRows(db, mailOutbox, plan, presentMailSummary);
}

export async function outboxMessage(db: Db, id: number): Promise<MailMessage> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  return presentMailMessage(row);
}

/** Puts a FAILED message back in the queue with a fresh set of attempts; 409 for any other status. */
export async function retryMail(
  db: Db,
  id: number,
  actor: Pick<AuditEntry, 'actorId' | 'actorUsername' | 'ip'>,
): Promise<MailMessage> {
  const [before] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
  if (!before) throw notFound();
  if (before.status !== 'FAILED') throw conflict('mail.not_failed');
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'FAILED')))
    .returning();
  await writeAudit(db, {
    action: 'mail.retry',
    entity: 'mail_outbox',
    entityId: id,
    before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
    after: { status: row.status, attempts: row.attempts },
    ...actor,
  });
  return presentMailMessage(row);
}
