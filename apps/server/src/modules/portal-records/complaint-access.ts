import { CASE_ERROR } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import { loadCaseOfKind, loadOwnCaseOfKind, openCaseIdsOwnedBy, type CaseCaller, type CaseRow } from '../portal-cases';
import { complaintDecisions, customsDeclarations } from './tables';

/** What a complaint case is about: customs declarations (`customsDeclarationDecision` true) or one decision. */
export type ComplaintKind = 'declarations' | 'decision';

export const complaintKindOf = (row: Pick<CaseRow, 'customsDeclarationDecision'>): ComplaintKind =>
  row.customsDeclarationDecision ? 'declarations' : 'decision';

/** A complaint case the caller may see (owner, or an officer once submitted); 404 for any other case. */
export const complaintForRead = (db: Db, auth: CaseCaller, caseId: number) =>
  loadCaseOfKind(db, auth, 'COMPLAINT', caseId);

/**
 * A complaint case locked for its owner's change to its records: 404 for a case that is not a complaint or that the
 * caller may not see, the case core's refusals for a non-owner and a status that forbids editing, and 409
 * `portal.case_wrong_kind` when the complaint is about the other kind of record.
 */
export async function complaintForOwnerEdit(
  tx: Db,
  auth: CaseCaller,
  caseId: number,
  kind?: ComplaintKind,
): Promise<CaseRow> {
  const row = await loadOwnCaseOfKind(tx, auth, 'COMPLAINT', caseId, 'edit');
  if (kind && complaintKindOf(row) !== kind) throw conflict(CASE_ERROR.wrongKind);
  return row;
}

/**
 * The caller's open complaints (theirs or their company's; not approved, rejected or cancelled): where a duplicate
 * of a declaration or a decision is looked for, so the check reads no other filer's complaint.
 */
export const openComplaintIdsOf = (db: Db, auth: CaseCaller): Promise<number[]> =>
  openCaseIdsOwnedBy(db, auth, 'COMPLAINT');

/**
 * Whether a complaint has the records it is about: at least one declaration, or its decision (what submitting it
 * needs). False for a case that is not a complaint.
 */
export async function complaintRecordsPresent(
  db: Db,
  row: Pick<CaseRow, 'id' | 'caseType' | 'customsDeclarationDecision'>,
): Promise<boolean> {
  if (row.caseType !== 'COMPLAINT') return false;
  const table = complaintKindOf(row) === 'declarations' ? customsDeclarations : complaintDecisions;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.caseId, row.id)).limit(1);
  return found !== undefined;
}
