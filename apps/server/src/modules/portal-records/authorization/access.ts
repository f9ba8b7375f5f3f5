import { CASE_ERROR } from '@portal/contracts/portal-cases';
import type { Db } from '../../../platform/db/database';
import { conflict } from '../../../platform/errors';
import { loadCaseOfKind, loadOwnCaseOfKind, type CaseCaller, type CaseRow } from '../../portal-cases';

/** What an authorization case asks for: an authorization, or a licence (the case's `licence` flag). */
export type AuthorizationKind = 'authorization' | 'licence';
export const authorizationKindOf = (row: Pick<CaseRow, 'licence'>): AuthorizationKind =>
  row.licence ? 'licence' : 'authorization';

/** An authorization case the caller may see (owner, or an officer once submitted); 404 for any other case. */
export const authorizationCaseForRead = (db: Db, auth: CaseCaller, caseId: number) =>
  loadCaseOfKind(db, auth, 'AUTHORIZATION', caseId);

/**
 * An authorization case locked for its owner's change to its records: 404 for a case that is not one or that the
 * caller may not see, the case core's refusals (owner, editable status), and 409 `portal.case_wrong_kind` when the
 * record is the other kind's (the licence of an authorization case, or the reverse).
 */
export async function authorizationCaseForOwnerEdit(
  tx: Db,
  auth: CaseCaller,
  caseId: number,
  kind?: AuthorizationKind,
): Promise<CaseRow> {
  const row = await loadOwnCaseOfKind(tx, auth, 'AUTHORIZATION', caseId, 'edit');
  if (kind && authorizationKindOf(row) !== kind) throw conflict(CASE_ERROR.wrongKind);
  return row;
}
