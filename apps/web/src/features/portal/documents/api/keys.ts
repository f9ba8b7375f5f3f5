import type { PortalDocumentDirection, PortalDocumentGroup } from '@portal/contracts/portal-cases';

/** Query keys of the case documents: one invalidation of `byCase(caseId)` refreshes both directions. */
export const documentKeys = {
  all: ['portal_documents'] as const,
  byCase: (caseId: number) => ['portal_documents', 'case', caseId] as const,
  ofDirection: (caseId: number, direction: PortalDocumentDirection) =>
    ['portal_documents', 'case', caseId, direction] as const,
  types: (group: PortalDocumentGroup) => ['portal_document_types', 'by_code', group] as const,
};
