import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalDocumentGroup } from '@portal/contracts/portal-cases';
import type { PortalDocumentType } from '@portal/contracts/portal-documents';
import { apiClient } from '@/shared/api/client';
import { documentKeys } from '@/shared/portal/query-keys';

/** `GET /portal_document_types/by_code?code=<group>` (spec §7): the active types of a group, required first. */
export function getDocumentTypes(group: PortalDocumentGroup, signal?: AbortSignal): Promise<PortalDocumentType[]> {
  return apiClient.get<PortalDocumentType[]>(apiPath('/portal_document_types/by_code'), {
    query: { code: group },
    signal,
  });
}

export const documentTypesQueryOptions = (group: PortalDocumentGroup) =>
  queryOptions({
    queryKey: documentKeys.types(group),
    queryFn: ({ signal }) => getDocumentTypes(group, signal),
    // A vocabulary changes rarely.
    staleTime: 5 * 60_000,
  });

export const useDocumentTypes = (group: PortalDocumentGroup) => useQuery(documentTypesQueryOptions(group));
