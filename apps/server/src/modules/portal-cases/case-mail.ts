import { CASE_KIND_OF_TYPE, caseScreenPath, type CaseEventKind } from '@portal/contracts/portal-cases';
import type { Db } from '../../platform/db/database';
import { queueMail } from '../mail';
import type { CaseRow } from './access';

/** What a case-status mail may add to its event: the deadline it sets, the note, the registry's number. */
export type CaseStatusMailDetails = { deadline?: Date | null; note?: string | null; protocolNumber?: string | null };

/**
 * Queues the case-status mail (`portal_case_status`) of one event of a case to one recipient, in their language,
 * with the link to the case's screen (`edit` while its owner may edit it, else `view`). Nothing for a recipient
 * without an address. The one builder of this mail: the processing module's notices and the withdrawal of an
 * intermediary's authority both send it through here.
 */
export async function queueCaseStatusMail(
  tx: Db,
  publicUrl: string,
  row: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'subject'>,
  event: Exclude<CaseEventKind, 'CREATED' | 'TAKEN_OVER'>,
  recipient: { email: string | null; lang: string },
  { screen = 'view', details = {} }: { screen?: 'edit' | 'view'; details?: CaseStatusMailDetails } = {},
): Promise<void> {
  if (!recipient.email) return;
  await queueMail(tx, {
    to: recipient.email,
    template: 'portal_case_status',
    lang: recipient.lang,
    params: {
      caseNumber: row.number,
      kind: row.caseType,
      subject: row.subject,
      event,
      ...details,
      link: `${publicUrl}${caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], screen, row.id)}`,
    },
  });
}
