import type { JobSummary } from '@portal/contracts';
import { formatDay } from '@portal/contracts/dates';
import { EXPIRING_DECISION_KINDS, MY_DECISIONS_PAGE } from '@portal/contracts/portal-decisions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { JobDefinition } from '../../../platform/scheduler/scheduler';
import { queueMail } from '../../mail';
import { caseNumberSql } from '../../portal-cases';
import { getParameter } from '../../settings';
import { usersOfParty } from '../../users';
import { decisionExpiryReminders } from '../tables';
import { businessDay, registerSql, statusSql, type RegisterRow } from './register';

export const EXPIRY_REMINDERS_JOB = 'portal_expiry_reminders';
const DAY_MS = 86_400_000;
/** A bound on one run (the rest is reminded the next day, still before it expires). */
const MAX_DOCUMENTS = 2000;

type Due = RegisterRow & { case_number: string | null };

/**
 * Mails the party of each document that expires within `portal_expiry_reminder_days` (counting today; not revoked,
 * not yet expired, with an end of validity) and was not reminded before: every approved account of the company or
 * the person it was issued to, in their language. The reminder row and the mails are written in one transaction,
 * the row first: a second instance running at the same time waits on the row's unique index and then skips the
 * document. Answers how many documents were reminded of.
 */
export async function mailExpiryReminders(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  const [today, days] = await Promise.all([businessDay(db, now), getParameter(db, 'portal_expiry_reminder_days')]);
  const kinds = sql.join(
    EXPIRING_DECISION_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`select register.*, ${caseNumberSql(sql`register.case_id`)} as case_number
    from ${registerSql(sql`false`, sql`true`)} register
    where register.kind in (${kinds}) and ${statusSql(today, days)} = 'EXPIRING'
      and not exists (select 1 from ${decisionExpiryReminders} m
        where m.kind = register.kind and m.record_id = register.id)
    order by register.valid_to, register.kind, register.id
    limit ${MAX_DOCUMENTS}::int`);
  let reminded = 0;
  for (const due of (result as { rows: Due[] }).rows) {
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(decisionExpiryReminders)
        .values({ kind: due.kind, recordId: due.id, validTo: due.valid_to! })
        .onConflictDoNothing()
        .returning({ id: decisionExpiryReminders.id });
      if (!claimed) return false;
      const accounts = await usersOfParty(tx, {
        companyId: due.addressee_company_id === null ? null : Number(due.addressee_company_id),
        individualId: due.addressee_individual_id === null ? null : Number(due.addressee_individual_id),
      });
      for (const account of accounts) {
        if (!account.email || account.status !== 'APPROVED') continue;
        await queueMail(tx, {
          to: account.email,
          template: 'portal_decision_expiring',
          lang: account.lang,
          params: {
            kind: due.kind,
            number: due.number,
            validTo: formatDay(due.valid_to!),
            caseNumber: due.case_number,
            link: `${publicUrl}${MY_DECISIONS_PAGE}`,
          },
        });
      }
      return true;
    });
    if (sent) reminded++;
  }
  return reminded;
}

/** The records' background work: the daily reminders of documents about to expire. */
export function recordJobs(publicUrl: string): JobDefinition[] {
  return [
    {
      code: EXPIRY_REMINDERS_JOB,
      descriptionKey: `job.${EXPIRY_REMINDERS_JOB}`,
      intervalMs: DAY_MS,
      run: async (db): Promise<JobSummary> => ({
        key: 'job.result.expiry_reminder_mails',
        params: { count: await mailExpiryReminders(db, publicUrl) },
      }),
    },
  ];
}
