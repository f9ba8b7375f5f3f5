import { CASE_KIND_OF_TYPE, caseScreenPath, isCaseEditable, type CaseEventKind } from '@portal/contracts/portal-cases';
import type { Db } from '../../../platform/db/database';
import { queueMail } from '../../mail';
import { notify } from '../../notifications';
import { queueCaseStatusMail, type CaseRow, type CaseStatusMailDetails } from '../../portal-cases';
import { findUserById, usersOfParty } from '../../users';

/** Who else a case's notices go to (the party an intermediary filed for), when the caller hands the whole row. */
type PartyColumns = Partial<
  Pick<CaseRow, 'filerCompanyId' | 'aboutCompanyId' | 'aboutIndividualId' | 'representationRevokedAt'>
>;

/**
 * Mails the filer of a case that it changed (every status change, and its registration in the registry), and the
 * party an intermediary filed it for (ADR 0071; not the intermediary once the party withdrew their authority), in
 * their language, with a link to the case. Queued in the command's transaction; a filer without an address
 * gets nothing. The link opens the edit page while the owner may edit (returned for corrections), else the view.
 */
export async function mailFiler(
  tx: Db,
  publicUrl: string,
  row: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'status' | 'subject' | 'filerUserId'> & PartyColumns,
  event: Exclude<CaseEventKind, 'CREATED' | 'TAKEN_OVER'>,
  details: { deadline?: Date | null; note?: string | null; protocolNumber?: string | null } = {},
): Promise<void> {
  // An intermediary whose authority the party withdrew is no longer told.
  const recipients = await caseRecipients(tx, row);
  for (const recipient of recipients) {
    if (!recipient.email) continue;
    await mailCaseNotice(tx, publicUrl, row, event, details, recipient);
  }
  await noticeOfCase(
    tx,
    recipients.map((recipient) => recipient.id),
    row,
    event,
    details.deadline ?? null,
  );
}

/**
 * The in-portal notice of a case event to its filer and party (ADR 0084), beside the mail (which legal notices keep
 * whatever the preference): a request for information or an intent to reject with its deadline, a decision, else
 * the new status.
 */
async function noticeOfCase(
  tx: Db,
  userIds: number[],
  row: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'status'>,
  event: Exclude<CaseEventKind, 'CREATED' | 'TAKEN_OVER'>,
  deadline: Date | null,
): Promise<void> {
  if (userIds.length === 0) return;
  const link = caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], isCaseEditable(row.status) ? 'edit' : 'view', row.id);
  const caseNumber = row.number;
  const due = deadline?.toISOString() ?? null;
  if (event === 'RETURNED') await notify(tx, userIds, 'information_request', { caseNumber, deadline: due }, link);
  else if (event === 'INTENT_SENT') await notify(tx, userIds, 'intent_to_reject', { caseNumber, deadline: due }, link);
  else if (event === 'APPROVED' || event === 'REJECTED')
    await notify(tx, userIds, 'decision_issued', { caseNumber }, link);
  else await notify(tx, userIds, 'case_status', { caseNumber, status: row.status }, link);
}

/** The filer (unless the party withdrew the intermediary's authority) and the party's accounts (ADR 0071). */
export async function caseRecipients(
  tx: Db,
  row: Pick<CaseRow, 'filerUserId'> & PartyColumns,
): Promise<Array<{ id: number; email: string | null; lang: string }>> {
  const filer = row.representationRevokedAt ? undefined : await findUserById(tx, row.filerUserId);
  return [...(filer ? [filer] : []), ...(await partyAccountsOfCase(tx, row))];
}

/**
 * The accounts of the party an intermediary filed the case for (ADR 0071): the users of the company it is about, or
 * the person whose individual record it is about; none for a case filed by the party themself.
 */
async function partyAccountsOfCase(tx: Db, row: Pick<CaseRow, 'filerUserId'> & PartyColumns) {
  if (row.filerCompanyId !== null || row.filerCompanyId === undefined) return [];
  const users = await usersOfParty(tx, {
    companyId: row.aboutCompanyId ?? null,
    individualId: row.aboutIndividualId ?? null,
  });
  return users.filter((u) => u.id !== row.filerUserId && u.status === 'APPROVED');
}

async function mailCaseNotice(
  tx: Db,
  publicUrl: string,
  row: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'status' | 'subject'>,
  event: Exclude<CaseEventKind, 'CREATED' | 'TAKEN_OVER'>,
  details: CaseStatusMailDetails,
  filer: { email: string | null; lang: string },
): Promise<void> {
  await queueCaseStatusMail(tx, publicUrl, row, event, filer, {
    screen: isCaseEditable(row.status) ? 'edit' : 'view',
    details: {
      deadline: details.deadline ?? null,
      note: details.note ?? null,
      protocolNumber: details.protocolNumber ?? null,
    },
  });
}

/**
 * Mails the officer a case is assigned to that it changed without them (the owner withdrew it), in their language,
 * with the note and a link to the case's view. Nothing for a case nobody has taken, nor for an officer without an
 * address.
 */
export async function mailAssignedOfficer(
  tx: Db,
  publicUrl: string,
  row: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'subject' | 'assignedOfficerId'>,
  event: 'WITHDRAWN',
  details: { note?: string | null } = {},
): Promise<void> {
  if (row.assignedOfficerId === null) return;
  const officer = await findUserById(tx, row.assignedOfficerId);
  if (!officer) return;
  await queueCaseStatusMail(tx, publicUrl, row, event, officer, { details: { note: details.note ?? null } });
}

/**
 * Mails the officer who asked (the case's assigned officer) that the party answered their request for information
 * or their intent to reject (ADR 0074), in the officer's language, with the case's number and a link to its view.
 * Nothing for an officer without an address.
 */
export async function mailAnswerToOfficer(
  tx: Db,
  publicUrl: string,
  row: Pick<CaseRow, 'id' | 'number' | 'caseType' | 'subject' | 'assignedOfficerId'>,
  answered: 'INFORMATION' | 'HEARING',
): Promise<void> {
  if (row.assignedOfficerId === null) return;
  const officer = await findUserById(tx, row.assignedOfficerId);
  if (!officer?.email) return;
  await queueMail(tx, {
    to: officer.email,
    template: 'portal_case_answered',
    lang: officer.lang,
    params: {
      caseNumber: row.number,
      kind: row.caseType,
      subject: row.subject,
      answered,
      link: `${publicUrl}${caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], 'view', row.id)}`,
    },
  });
}
