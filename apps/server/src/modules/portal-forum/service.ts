import {
  FORUM_ERROR,
  FORUM_LIST_LIMIT,
  forumOpen,
  type ForumMessage,
  type SaveForumMessageValues,
} from '@portal/contracts/portal-forum';
import { and, desc, eq, or } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { SignedInContext } from '../../platform/http/context';
import { caseOfForum, loadCase, type CaseRow } from '../portal-cases';
import { notifyOtherSide } from './notices';
import { auditView, presentMessages, type MessageRow } from './presenter';
import { forumMessages } from './tables';

/** The case of a forum the caller may see (404 otherwise), locked inside a command. */
async function forumCase(db: Db, auth: AuthContext, forumId: number, lock = false) {
  const caseId = await caseOfForum(db, forumId);
  if (caseId === undefined) throw notFound();
  return loadCase(db, auth, caseId, { lock });
}

async function findMessage(db: Db, id: number, lock = false): Promise<MessageRow | undefined> {
  const query = db.select().from(forumMessages).where(eq(forumMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * `GET /forum/get_forum_messages/{forumId}`: the submitted messages of both sides and the caller's own drafts,
 * oldest first (the newest `FORUM_LIST_LIMIT`). Owner or officer of the case; 404 otherwise.
 */
export async function forumMessagesOf(
  { db, caller: { account: auth } }: SignedInContext,
  forumId: number,
): Promise<ForumMessage[]> {
  await forumCase(db, auth, forumId);
  const rows = await db
    .select()
    .from(forumMessages)
    .where(
      and(
        eq(forumMessages.forumId, forumId),
        or(eq(forumMessages.status, 'SUBMITTED'), eq(forumMessages.authorUserId, auth.userId)),
      ),
    )
    .orderBy(desc(forumMessages.id))
    .limit(FORUM_LIST_LIMIT);
  return presentMessages(db, rows.reverse(), auth.userId);
}

/**
 * A message the caller may change: their own DRAFT. Someone else's draft is not theirs to see (404); a submitted
 * message, theirs or the other side's, is 409 `portal.forum_message_submitted`.
 */
function ownDraft(row: MessageRow | undefined, auth: AuthContext, forumId?: number): MessageRow {
  if (!row || (forumId !== undefined && row.forumId !== forumId)) throw notFound();
  if (row.status === 'SUBMITTED') throw conflict(FORUM_ERROR.submitted);
  if (row.authorUserId !== auth.userId) throw notFound();
  return row;
}

/** Submits a locked draft and tells the other side, inside the caller's transaction. */
async function submitDraft(tx: Db, actor: Actor, caseRow: CaseRow, draft: MessageRow): Promise<MessageRow> {
  const [row] = await tx
    .update(forumMessages)
    .set({ status: 'SUBMITTED', submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(forumMessages.id, draft.id))
    .returning();
  await writeAudit(tx, {
    ...actor,
    action: 'forum_message.submit',
    entity: 'forum_message',
    entityId: row.id,
    before: auditView(draft),
    after: auditView(row),
  });
  await notifyOtherSide(tx, caseRow, row.fromAuthority);
  return row;
}

/**
 * `POST /forum_messages`: a new draft, or a change to an own draft (`id`), with `bodySR` and `bodyEN` set equal to
 * `bodySQ`; `submit: true` also submits it (spec §4 "saved and submitted in one step"). Filers write on their
 * cases and officers on submitted ones, until the case is cancelled (409 `portal.forum_closed`).
 */
export async function saveForumMessage(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: SaveForumMessageValues,
): Promise<ForumMessage> {
  const saved = await db.transaction(async (tx) => {
    // The case's lock orders the message with a cancel of the case.
    const { row: caseRow, role } = await forumCase(tx, auth, input.forum.id, true);
    // The party an intermediary filed the case for reads its forum; the intermediary writes.
    if (role === 'party') throw forbidden();
    const before =
      input.id === undefined ? undefined : ownDraft(await findMessage(tx, input.id, true), auth, input.forum.id);
    if (!forumOpen(caseRow.status)) throw conflict(FORUM_ERROR.closed);
    const bodies = { bodySQ: input.bodySQ, bodySR: input.bodySQ, bodyEN: input.bodySQ };
    const [row] = before
      ? await tx
          .update(forumMessages)
          .set({ ...bodies, updatedAt: new Date() })
          .where(eq(forumMessages.id, before.id))
          .returning()
      : await tx
          .insert(forumMessages)
          .values({
            ...bodies,
            forumId: input.forum.id,
            authorUserId: auth.userId,
            fromAuthority: role === 'officer',
            status: 'DRAFT',
          })
          .returning();
    await writeAudit(tx, {
      ...actor,
      action: before ? 'forum_message.update' : 'forum_message.create',
      entity: 'forum_message',
      entityId: row.id,
      before: before ? auditView(before) : null,
      after: auditView(row),
    });
    return input.submit ? submitDraft(tx, actor, caseRow, row) : row;
  });
  const [message] = await presentMessages(db, [saved], auth.userId);
  return message;
}

/** `POST /forum_messages/submit_forum_message`: an own draft becomes SUBMITTED; the other side is mailed. */
export async function submitForumMessage(
  { db, caller: { account: auth, actor } }: SignedInContext,
  id: number,
): Promise<ForumMessage> {
  const submitted = await db.transaction(async (tx) => {
    const found = await findMessage(tx, id);
    if (!found) throw notFound();
    const { row: caseRow } = await forumCase(tx, auth, found.forumId, true);
    const draft = ownDraft(await findMessage(tx, id, true), auth);
    if (!forumOpen(caseRow.status)) throw conflict(FORUM_ERROR.closed);
    return submitDraft(tx, actor, caseRow, draft);
  });
  const [message] = await presentMessages(db, [submitted], auth.userId);
  return message;
}

/** `DELETE /forum_messages/{id}`: an own draft (also on a cancelled case); a submitted message stays (409). */
export async function deleteForumMessage(
  { db, caller: { account: auth, actor } }: SignedInContext,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findMessage(tx, id);
    if (!found) throw notFound();
    await forumCase(tx, auth, found.forumId);
    const draft = ownDraft(await findMessage(tx, id, true), auth);
    await tx.delete(forumMessages).where(eq(forumMessages.id, draft.id));
    await writeAudit(tx, {
      ...actor,
      action: 'forum_message.delete',
      entity: 'forum_message',
      entityId: draft.id,
      before: auditView(draft),
    });
  });
}
