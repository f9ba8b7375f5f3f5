import type { CaseType } from '@portal/contracts/portal-cases';
import { PROCESSING_ERROR } from '@portal/contracts/portal-processing';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import type { CaseRow } from '../portal-cases';
import { complaintRecordsPresent } from '../portal-records';

/** A kind's own condition for a submit (beyond the required documents): throws its 409 when unmet. */
export type SubmitCheck = (tx: Db, row: CaseRow) => Promise<void>;

/** A complaint is about at least one customs declaration, or about its decision (409 `portal.complaint_records_missing`). */
const complaintRecords: SubmitCheck = async (tx, row) => {
  if (!(await complaintRecordsPresent(tx, row))) throw conflict(PROCESSING_ERROR.complaintRecordsMissing);
};

/**
 * The submit checks of each kind. A kind added later brings its records' check here (and one route per path in
 * owner-routes.ts); the service is otherwise the same for every kind.
 */
const SUBMIT_CHECKS: Record<CaseType, readonly SubmitCheck[]> = {
  GENERAL: [],
  COMPLAINT: [complaintRecords],
  AUTHORIZATION: [],
  MOVEMENT_CERTIFICATE: [],
  BTI: [],
  IPR: [],
};

export const submitChecksOf = (caseType: CaseType): readonly SubmitCheck[] => SUBMIT_CHECKS[caseType];
