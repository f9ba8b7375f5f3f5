import { FORUM_MESSAGE_MAX, plainMessageText } from '@portal/contracts/portal-forum';
import { and, count, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { forumOfCase, type CaseRow } from '../portal-cases';
import { notifyOtherSide } from './notices';
import { auditView } from './presenter';
import { forumMessages } from './tables';

// What the case processing asks of the forum.

/**
 * Posts a SUBMITTED message of the authority (an information request, a note with a decision) on the case's forum
 * inside the caller's transaction, and mails the filer. `caseRow` is the case as the command leaves it (its status
 * decides the link in the mail); `actor` must be the officer (the message's author). The text is kept as plain
 * text, cut to `FORUM_MESSAGE_MAX`.
 */
export async function postAuthorityMessage(
  tx: Db,
  actor: Actor,
  caseRow: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'status' | 'filerUserId' | 'assignedOfficerId'>,
  body: string,
  options: { notify?: boolean } = {},
): Promise<{ id: number }> {
  if (actor.actorId === null || actor.actorId === undefined) throw new Error('an authority message needs its officer');
  const text = plainMessageText(body).slice(0, FORUM_MESSAGE_MAX);
  if (text === '') throw new Error('an authority message needs a text');
  const now = new Date();
  const [row] = await tx
    .insert(forumMessages)
    .values({
      forumId: await forumOfCase(tx, caseRow.id),
      authorUserId: actor.actorId,
      fromAuthority: true,
      bodySQ: text,
      bodySR: text,
      bodyEN: text,
      status: 'SUBMITTED',
      submittedAt: now,
    })
    .returning();
  await writeAudit(tx, {
    ...actor,
    action: 'forum_message.post',
    entity: 'forum_message',
    entityId: row.id,
    after: auditView(row),
  });
  // A caller that mails the filer about the same step itself (a request for information) asks for no notice.
  if (options.notify !== false) await notifyOtherSide(tx, caseRow, true);
  return { id: row.id };
}

/**
 * How many messages of the other side each forum holds that the reader's side has not answered: the other side's
 * submitted messages after the reader side's last submitted one. `reader` 'authority' counts the filer's messages
 * (the officers' queue), 'filer' the authority's (the home list). Forums without any are absent.
 */
export async function unansweredMessageCounts(
  db: Db,
  forumIds: number[],
  reader: 'authority' | 'filer',
): Promise<Map<number, number>> {
  if (forumIds.length === 0) return new Map();
  const readerIsAuthority = reader === 'authority';
  const own = alias(forumMessages, 'own');
  const lastAnswer = db
    .select({ last: max(own.id) })
    .from(own)
    .where(
      and(
        eq(own.forumId, forumMessages.forumId),
        eq(own.status, 'SUBMITTED'),
        eq(own.fromAuthority, readerIsAuthority),
      ),
    );
  const rows = await db
    .select({ forumId: forumMessages.forumId, n: count() })
    .from(forumMessages)
    .where(
      and(
        inArray(forumMessages.forumId, [...new Set(forumIds)]),
        eq(forumMessages.status, 'SUBMITTED'),
        eq(forumMessages.fromAuthority, !readerIsAuthority),
        gt(forumMessages.id, sql`coalesce((${lastAnswer}), 0)`),
      ),
    )
    .groupBy(forumMessages.forumId);
  return new Map(rows.map((r) => [r.forumId, r.n]));
}
