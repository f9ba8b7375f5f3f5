import {
  CASE_KIND_OF_TYPE,
  isCaseEditable,
  type CaseKind,
  type CaseStatus,
  type CaseType,
  type PortalCase,
} from '@portal/contracts/portal-cases';
import { paths } from '@/shared/config/paths';

/** The query parameters that pick a case screen's tabs (spec §2), counted from 1. */
export const TAB_PARAM = 'recordsTab';
export const SUB_TAB_PARAM = 'recordsSubTab';
export const DOCUMENT_TAB_PARAM = 'recordsDocumentTab';

/** The kinds a filer creates now (the other four come later): the home page's "New case" menu and the welcome page. */
export const AVAILABLE_CASE_TYPES = [
  'GENERAL',
  'COMPLAINT',
  'IPR',
  'BTI',
  'AUTHORIZATION',
  'MOVEMENT_CERTIFICATE',
] as const satisfies readonly CaseType[];
export type AvailableCaseType = (typeof AVAILABLE_CASE_TYPES)[number];
export const isAvailableCaseType = (type: CaseType): type is AvailableCaseType =>
  (AVAILABLE_CASE_TYPES as readonly CaseType[]).includes(type);

export const kindOf = (type: CaseType): CaseKind => CASE_KIND_OF_TYPE[type];

/** A kind's label: `[key, English fallback]` for `t(...)`. */
export const CASE_TYPE_LABEL: Record<CaseType, [string, string]> = {
  GENERAL: ['portal.case_type.GENERAL', 'General case'],
  COMPLAINT: ['portal.case_type.COMPLAINT', 'Complaint'],
  AUTHORIZATION: ['portal.case_type.AUTHORIZATION', 'Authorization or licence'],
  MOVEMENT_CERTIFICATE: ['portal.case_type.MOVEMENT_CERTIFICATE', 'Movement certificate'],
  BTI: ['portal.case_type.BTI', 'Binding tariff information'],
  IPR: ['portal.case_type.IPR', 'Intellectual property rights'],
};

export const CASE_STATUS_LABEL: Record<CaseStatus, [string, string]> = {
  DRAFT: ['portal.case_status.DRAFT', 'Draft'],
  SUBMITTED: ['portal.case_status.SUBMITTED', 'Submitted'],
  IN_PROCESS: ['portal.case_status.IN_PROCESS', 'In process'],
  RETURNED_FOR_CORRECTIONS: ['portal.case_status.RETURNED_FOR_CORRECTIONS', 'Returned for corrections'],
  HEARING: ['portal.case_status.HEARING', 'Hearing of the party'],
  APPROVED: ['portal.case_status.APPROVED', 'Approved'],
  REJECTED: ['portal.case_status.REJECTED', 'Rejected'],
  CANCELLED: ['portal.case_status.CANCELLED', 'Cancelled'],
  WITHDRAWN: ['portal.case_status.WITHDRAWN', 'Withdrawn'],
};

/** Where a case opens: its edit page while the owner may edit it, else its read-only view (spec §4). */
export function caseScreenOf(portalCase: Pick<PortalCase, 'id' | 'caseType' | 'caseStatus' | 'allowedActions'>) {
  const kind = kindOf(portalCase.caseType);
  return portalCase.allowedActions.includes('edit') && isCaseEditable(portalCase.caseStatus)
    ? paths.portalEditCase(kind, portalCase.id)
    : paths.portalViewCase(kind, portalCase.id);
}

/** Who a case is about, as a line: the individual's or the company's name. */
export const aboutName = (c: Pick<PortalCase, 'aboutIndividual' | 'aboutCompany'>) =>
  c.aboutCompany?.name ?? c.aboutIndividual?.name ?? '—';
