import type { Db } from '../../../platform/db/database';
import { loadCaseOfKind, loadOwnCaseOfKind, type CaseCaller } from '../../portal-cases';

const KIND = 'MOVEMENT_CERTIFICATE';

/** A movement certificate case the caller may see (owner, or an officer once submitted); 404 otherwise. */
export const movementCaseForRead = (db: Db, auth: CaseCaller, id: number) => loadCaseOfKind(db, auth, KIND, id);

/** The caller's movement certificate case, locked, while editable (404 / 409 `portal.case_status_forbids`). */
export const movementCaseForEdit = (tx: Db, auth: CaseCaller, id: number) => loadOwnCaseOfKind(tx, auth, KIND, id);
