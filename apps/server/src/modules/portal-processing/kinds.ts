import type { CaseType } from '@portal/contracts/portal-cases';
import type { Db } from '../../platform/db/database';
import type { CaseRow } from '../portal-cases';

/** A kind's own condition for a submit (beyond the required documents): throws its 409 when unmet. */
export type SubmitCheck = (tx: Db, row: CaseRow) => Promise<void>;

/**
 * The submit checks of each kind. A kind added later brings its records' check here (and one route per path in
 * routes.ts); the service is otherwise the same for every kind.
 */
const SUBMIT_CHECKS: Record<CaseType, readonly SubmitCheck[]> = {
  GENERAL: [],
  COMPLAINT: [],
  AUTHORIZATION: [],
  MOVEMENT_CERTIFICATE: [],
  BTI: [],
  IPR: [],
};

export const submitChecksOf = (caseType: CaseType): readonly SubmitCheck[] => SUBMIT_CHECKS[caseType];
