import { CASE_ERROR, FINAL_CASE_STATUSES } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict, HttpError, notFound } from '../../platform/errors';
import { loadCase, loadOwnCaseOfKind, type CaseCaller, type CaseRow } from '../portal-cases';
import { complaintDecisions, customsDeclarations } from './tables';

/** What a complaint case is about: customs declarations (`customsDeclarationDecision` true) or one decision. */
export type ComplaintKind = 'declarations' | 'decision';

export const complaintKindOf = (row: Pick<CaseRow, 'customsDeclarationDecision'>): ComplaintKind =>
  row.customsDeclarationDecision ? 'declarations' : 'decision';

/** A complaint case the caller may see (owner, or an officer once submitted); 404 for any other case. */
export async function complaintForRead(db: Db, auth: CaseCaller, caseId: number): Promise<CaseRow> {
  const { row } = await loadCase(db, auth, caseId);
  if (row.caseType !== 'COMPLAINT') throw notFound();
  return row;
}

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
 * Whether a case is an open complaint (not approved, rejected or cancelled) of the caller (theirs or their
 * company's). Used for duplicates only: a case the caller may not see is simply not theirs.
 */
export async function openComplaintOwnedBy(db: Db, auth: CaseCaller, caseId: number): Promise<boolean> {
  try {
    const { row, role } = await loadCase(db, auth, caseId);
    return role === 'owner' && row.caseType === 'COMPLAINT' && !FINAL_CASE_STATUSES.includes(row.status);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return false;
    throw error;
  }
}

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
