import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalDocumentDirection } from '@portal/contracts/portal-cases';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import { apiClient } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/language';
import { documentKeys } from '@/shared/portal/query-keys';

/**
 * `GET /portal_documents/get_outgoing_documents_for_case_id/{id}` and `get_incoming_documents_for_case_id/{id}`
 * (spec §7): the documents the filer sent, or those the authority issued, oldest first; the issued ones described
 * in the interface's language (`lang`).
 */
export function getCaseDocuments(
  caseId: number,
  direction: PortalDocumentDirection,
  signal?: AbortSignal,
): Promise<PortalDocument[]> {
  const path =
    direction === 'OUTGOING'
      ? apiPath('/portal_documents/get_outgoing_documents_for_case_id/{id}', { id: caseId })
      : apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: caseId });
  return apiClient.get<PortalDocument[]>(path, { query: { lang: currentLanguage }, signal });
}

export const caseDocumentsQueryOptions = (caseId: number, direction: PortalDocumentDirection) =>
  queryOptions({
    queryKey: documentKeys.ofDirection(caseId, direction),
    queryFn: ({ signal }) => getCaseDocuments(caseId, direction, signal),
  });

export const useCaseDocuments = (caseId: number, direction: PortalDocumentDirection) =>
  useQuery(caseDocumentsQueryOptions(caseId, direction));
