import type { CaseType } from '@portal/contracts/portal-cases';
import { BTI_ERROR } from '@portal/contracts/portal-bti';
import { PROCESSING_ERROR } from '@portal/contracts/portal-processing';
import type { Language } from '@portal/contracts/languages';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import type { CaseRow } from '../portal-cases';
import {
  approveAuthorization,
  approveBti,
  authorizationSubmitCheck,
  approveIprApplication,
  btiRecordsPresent,
  complaintRecordsPresent,
  iprSubmitCheck,
  issueMovementCertificate,
  movementRecordsComplete,
} from '../portal-records';
import type { IssueDocument } from './issue';

/** A kind's own condition for a submit (beyond the required documents): throws its 409 when unmet. */
export type SubmitCheck = (tx: Db, row: CaseRow) => Promise<void>;

/** A complaint is about at least one customs declaration, or about its decision (409 `portal.complaint_records_missing`). */
const complaintRecords: SubmitCheck = async (tx, row) => {
  if (!(await complaintRecordsPresent(tx, row))) throw conflict(PROCESSING_ERROR.complaintRecordsMissing);
};

/** A BTI names its goods and the proposed tariff code (409 `portal.bti_records_missing`). */
const btiRecords: SubmitCheck = async (tx, row) => {
  if (!(await btiRecordsPresent(tx, row))) throw conflict(BTI_ERROR.recordsMissing);
};

/**
 * The submit checks of each kind. A kind added later brings its records' check here (and one route per path in
 * owner-routes.ts); the service is otherwise the same for every kind.
 */
const SUBMIT_CHECKS: Record<CaseType, readonly SubmitCheck[]> = {
  GENERAL: [],
  COMPLAINT: [complaintRecords],
  AUTHORIZATION: [authorizationSubmitCheck],
  MOVEMENT_CERTIFICATE: [movementRecordsComplete],
  BTI: [btiRecords],
  IPR: [iprSubmitCheck],
};

export const submitChecksOf = (caseType: CaseType): readonly SubmitCheck[] => SUBMIT_CHECKS[caseType];

/** What a kind's approval step gets: the approved case (its row and as documents print it), the time, the language. */
export type ApprovalContext = {
  row: CaseRow;
  portalCase: PortalCase;
  lang: Language;
  timeZone: string;
  decidedAt: Date;
  /** Where links in issued documents point (the public display of a movement certificate). */
  publicUrl: string;
};

/**
 * A kind's own work when its case is approved, inside the approval's transaction: numbers and validity of what is
 * granted (an authorization or licence, a certificate, a BTI, an application for action) and the documents it
 * issues (`issue`: an incoming document of the case). Throws to refuse the approval (its 409 reaches the officer).
 */
export type ApprovalStep = (tx: Db, issue: IssueDocument, context: ApprovalContext) => Promise<void>;

const APPROVAL_STEPS: Record<CaseType, readonly ApprovalStep[]> = {
  GENERAL: [],
  COMPLAINT: [],
  AUTHORIZATION: [approveAuthorization],
  MOVEMENT_CERTIFICATE: [issueMovementCertificate],
  BTI: [approveBti],
  IPR: [(tx, _issue, context) => approveIprApplication(tx, context)],
};

export const approvalStepsOf = (caseType: CaseType): readonly ApprovalStep[] => APPROVAL_STEPS[caseType];
