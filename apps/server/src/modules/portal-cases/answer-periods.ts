import { currentDueAt } from '@portal/contracts/portal-processing';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { businessTimeZone } from '../settings';
import { portalCases } from './tables';

/** A bound on one run (ended periods are few; more are settled by the next run). */
const MAX_CASES = 500;

/**
 * Settles the decision's due time of the cases whose party's period to answer (a request for information, an
 * intent to reject) ended unanswered before `now` (ADR 0082): the pause ends with the period, so the stored `due_at`
 * becomes what the case shows (`currentDueAt`: moved by the days the pause lasted) and `paused_at` is cleared — the
 * queue's overdue filter and sort, the overdue digest and the case screen then read the same time. The commands that
 * end a pause (an answer, resume without answer, a decision) do the same when they come first. Each case is
 * settled in its own transaction with its row locked and rechecked; answers how many were settled.
 */
export async function settleEndedAnswerPeriods(db: Db, now: Date = new Date()): Promise<number> {
  const ended = or(
    and(eq(portalCases.status, 'RETURNED_FOR_CORRECTIONS'), sql`${portalCases.correctionsDueAt} < ${now}`),
    and(eq(portalCases.status, 'HEARING'), sql`${portalCases.hearingDueAt} < ${now}`),
  );
  const where = and(isNotNull(portalCases.pausedAt), isNotNull(portalCases.dueAt), ended);
  const due = await db.select({ id: portalCases.id }).from(portalCases).where(where).limit(MAX_CASES);
  if (due.length === 0) return 0;
  const timeZone = await businessTimeZone(db);
  let settled = 0;
  for (const { id } of due) {
    settled += await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(portalCases)
        .where(and(eq(portalCases.id, id), where))
        .for('update');
      if (!row) return 0;
      const dueAt = currentDueAt(row, now, timeZone);
      await tx
        .update(portalCases)
        .set({ dueAt, pausedAt: null, updatedAt: new Date() })
        .where(eq(portalCases.id, row.id));
      await writeAudit(tx, {
        action: 'settle_due',
        entity: 'portal_case',
        entityId: row.id,
        before: { dueAt: row.dueAt, pausedAt: row.pausedAt },
        after: { dueAt, pausedAt: null },
      });
      return 1;
    });
  }
  return settled;
}
