import type { CaseType } from '@portal/contracts/portal-cases';
import { generalCaseKind, type AnyCaseKind } from '../../portal-cases';
import {
  authorizationCaseKind,
  btiCaseKind,
  complaintCaseKind,
  iprCaseKind,
  movementCaseKind,
} from '../../portal-records';

/**
 * Every case kind's descriptor by its code: the submit and approval of the workflow read a case's kind here. The
 * general kind comes from portal-cases, the others from portal-records (whose kinds sit on the case core); the map
 * is assembled here, above both, so neither module imports upward. A kind missing here, or one under another
 * kind's code, does not compile.
 */
const CASE_KINDS: { [Code in CaseType]: AnyCaseKind & { code: Code } } = {
  GENERAL: generalCaseKind,
  COMPLAINT: complaintCaseKind,
  AUTHORIZATION: authorizationCaseKind,
  MOVEMENT_CERTIFICATE: movementCaseKind,
  BTI: btiCaseKind,
  IPR: iprCaseKind,
};

/** The descriptor of a case's kind. */
export const caseKindOf = (caseType: CaseType): AnyCaseKind => CASE_KINDS[caseType];
