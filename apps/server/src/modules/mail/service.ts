import type { PagedFilterQuery } from '@portal/contracts/paging';
import { MAIL_THROTTLE_EXEMPT, MAIL_THROTTLED_REASON, type MailStatus, type Paged } from '@portal/contracts';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { containsFilter, oneOfFilter, pagedRows, pagingPlan } from '../../platform/http/paging';
import { authorityNames, businessTimeZone, getParameter } from '../settings';
import { MAIL_STATUSES, mailOutbox } from './tables';
import { MAIL_TEMPLATE_IDS, renderMail, type MailTemplateId, type MailTemplateParams } from './templates';
import type { ServiceContext } from '../../platform/http/context';

/** A paged query with its `filter[...]` parameters. */

export type QueueMailInput<K extends MailTemplateId> = {
  to: string;
  template: K;
  /** The recipient's language; unknown or missing means Albanian. */
  lang?: string | null;
  params: MailTemplateParams[K];
};

/**
 * Renders a message in the recipient's language and adds it to the outbox. Call it with the
 * command's transaction: a command that rolls back leaves no message behind. A message over the
 * recipient's hourly limit for its kind is recorded THROTTLED and never sent; the caller answers
 * as it would anyway (an anonymous caller must not learn more than before).
 */
export async function queueMail<K extends MailTemplateId>(
  db: Db,
  input: QueueMailInput<K>,
): Promise<{ id: number; status: MailStatus }> {
  const to = input.to.trim();
  if (!to || /[\r\n]/.test(to)) throw new Error('queueMail: a single recipient address is required');
  const timeZone = await businessTimeZone(db);
  const authority = await authorityNames(db);
  const mail = renderMail(input.template, input.lang, input.params, { timeZone, authority });
  const throttled = await recipientLimitReached(db, to, input.template);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      template: input.template,
      lang: mail.lang,
      ...(throttled ? { status: 'THROTTLED' as const, lastError: MAIL_THROTTLED_REASON } : {}),
    })
    .returning({ id: mailOutbox.id, status: mailOutbox.status });
  return row;
}

/**
 * Whether the address already got `mail_per_recipient_per_hour` messages of this kind in the last
 * hour (THROTTLED ones do not count). Counted in the database under a lock per address and kind held
 * to the end of the caller's transaction, so concurrent commands on any instance agree.
 */
async function recipientLimitReached(db: Db, to: string, template: MailTemplateId): Promise<boolean> {
  if (MAIL_THROTTLE_EXEMPT.includes(template)) return false;
  const address = to.toLowerCase();
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail_outbox:${template}:${address}`}, 0))`);
  const limit = await getParameter(db, 'mail_per_recipient_per_hour');
  const [sent] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = ${address}`,
        eq(mailOutbox.template, template),
        ne(mailOutbox.status, 'THROTTLED'),
        gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return sent.n >= limit;
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
export function pagedOutbox({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<MailSummary>> {
  const plan = pagingPlan(query, {
    sortable: { id: mailOutbox.id, createdAt: mailOutbox.createdAt, status: mailOutbox.status },
    filters: {
      to: containsFilter(mailOutbox.toAddress),
      status: oneOfFilter(mailOutbox.status, MAIL_STATUSES),
      template: oneOfFilter(mailOutbox.template, MAIL_TEMPLATE_IDS),
    },
  });
  return pagedRows(db, mailOutbox, plan, presentMailSummary);
}

export async function outboxMessage({ db }: ServiceContext, id: number): Promise<MailMessage> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  return presentMailMessage(row);
}

/** Puts a FAILED message back in the queue with a fresh set of attempts; 409 for any other status. */
export function retryMail({ db, caller: { actor } }: ServiceContext, id: number): Promise<MailMessage> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'FAILED') throw conflict('mail.not_failed');
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'FAILED')))
      .returning();
    await writeAudit(tx, {
      action: 'mail.retry',
      entity: 'mail_outbox',
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: row.status, attempts: row.attempts },
      ...actor,
    });
    return presentMailMessage(row);
  });
}
