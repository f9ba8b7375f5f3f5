import { CASE_KIND_OF_TYPE, caseScreenPath, isCaseEditable } from '@portal/contracts/portal-cases';
import type { Db } from '../../platform/db/database';
import { queueMail } from '../mail';
import { mailWanted, notify } from '../notifications';
import type { CaseRow } from '../portal-cases';
import { findUsersByIds } from '../users';

/**
 * The portal's public address, for links in the mails. Set by the routes plugin from the configuration (every app
 * of one process has the same); a mail queued before that links to the path alone.
 */
let publicUrl = '';
export function setForumPublicUrl(url: string): void {
  publicUrl = url.replace(/\/+$/, '');
}

/**
 * Tells the other side of a case that a message was submitted, in their language, inside the submitting
 * transaction: the filer of the case for the authority's messages, its assigned officer for the filer's (no
 * officer yet: nobody is mailed; the queue shows the case awaiting an answer). Only a notice: the text stays in
 * the portal, which the recipient signs in to read. The in-portal notice comes too; the mail as the recipient's
 * preference for `forum_message` says (ADR 0084).
 */
export async function notifyOtherSide(
  tx: Db,
  caseRow: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'status' | 'filerUserId' | 'assignedOfficerId'>,
  fromAuthority: boolean,
): Promise<void> {
  const recipientId = fromAuthority ? caseRow.filerUserId : caseRow.assignedOfficerId;
  if (recipientId === null) return;
  // The filer edits an editable case (its forum is there too); officers and closed cases open the view screen.
  const screen = fromAuthority && isCaseEditable(caseRow.status) ? 'edit' : 'view';
  const path = caseScreenPath(CASE_KIND_OF_TYPE[caseRow.caseType], screen, caseRow.id);
  await notify(tx, recipientId, 'forum_message', { caseNumber: caseRow.number }, path);
  const [recipient] = await findUsersByIds(tx, [recipientId]);
  if (!recipient?.email || !(await mailWanted(tx, [recipientId], 'forum_message')).has(recipientId)) return;
  await queueMail(tx, {
    to: recipient.email,
    template: 'portal_forum_message',
    lang: recipient.lang,
    params: { caseNumber: caseRow.number, fromAuthority, link: `${publicUrl}${path}` },
  });
}
