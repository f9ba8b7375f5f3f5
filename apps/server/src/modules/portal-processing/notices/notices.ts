import { CASE_KIND_OF_TYPE, caseScreenPath, isCaseEditable, type CaseEventKind } from '@portal/contracts/portal-cases';
import type { Db } from '../../../platform/db/database';
import { queueMail } from '../../mail';
import type { CaseRow } from '../../portal-cases';
import { findUserById } from '../../users';

/**
 * Mails the filer of a case that it changed (every status change, and its registration in the registry), in
 * their language, with a link to the case. Queued in the command's transaction; a filer without an address
 * gets nothing. The link opens the edit page while the owner may edit (returned for corrections), else the view.
 */
export async function mailFiler(
  tx: Db,
  publicUrl: string,
  row: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'status' | 'subject' | 'filerUserId'>,
  event: Exclude<CaseEventKind, 'CREATED'>,
  details: { deadline?: Date | null; note?: string | null; protocolNumber?: string | null } = {},
): Promise<void> {
  const filer = await findUserById(tx, row.filerUserId);
  if (!filer?.email) return;
  await queueMail(tx, {
    to: filer.email,
    template: 'portal_case_status',
    lang: filer.lang,
    params: {
      caseNumber: row.number,
      kind: row.caseType,
      subject: row.subject,
      event,
      deadline: details.deadline ?? null,
      note: details.note ?? null,
      protocolNumber: details.protocolNumber ?? null,
      link: `${publicUrl}${caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], isCaseEditable(row.status) ? 'edit' : 'view', row.id)}`,
    },
  });
}
