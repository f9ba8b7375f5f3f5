import type { ForumMessage } from '@portal/contracts/portal-forum';
import type { Db } from '../../platform/db/database';
import { userNames } from '../portal-documents';
import type { forumMessages } from './tables';

export type MessageRow = typeof forumMessages.$inferSelect;

/** Messages as the API answers them, in the order given, with their authors' names (one lookup). */
export async function presentMessages(db: Db, rows: MessageRow[], callerId: number): Promise<ForumMessage[]> {
  const names = await userNames(
    db,
    rows.map((r) => r.authorUserId),
  );
  return rows.map((row) => ({
    id: row.id,
    forum: { id: row.forumId },
    author: { id: row.authorUserId, name: names.get(row.authorUserId) ?? '' },
    fromAuthority: row.fromAuthority,
    own: row.authorUserId === callerId,
    bodySQ: row.bodySQ,
    bodySR: row.bodySR,
    bodyEN: row.bodyEN,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  }));
}

/** What the audit log keeps of a message (its text is the case's record, kept in the message itself). */
export const auditView = (row: MessageRow) => ({
  forumId: row.forumId,
  status: row.status,
  fromAuthority: row.fromAuthority,
  length: row.bodySQ.length,
});
