import { notFound } from '../../../platform/errors';
import type { Db } from '../../../platform/db/database';
import { loadCase, loadOwnCaseOfKind, type CaseCaller, type CaseRow } from '../../portal-cases';

const KIND = 'MOVEMENT_CERTIFICATE';

/** A movement certificate case the caller may see (owner, or an officer once submitted); 404 otherwise. */
export async function movementCaseForRead(db: Db, auth: CaseCaller, id: number): Promise<CaseRow> {
  const { row } = await loadCase(db, auth, id);
  if (row.caseType !== KIND) throw notFound();
  return row;
}

/** The caller's movement certificate case, locked, while editable (404 / 409 `portal.case_status_forbids`). */
export const movementCaseForEdit = (tx: Db, auth: CaseCaller, id: number) => loadOwnCaseOfKind(tx, auth, KIND, id);
