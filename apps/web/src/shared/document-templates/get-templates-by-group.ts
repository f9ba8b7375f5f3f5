import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicDocumentTemplate } from '@portal/contracts/document-templates';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export const getTemplatesByGroup = (code: string) =>
  apiClient.get<PublicDocumentTemplate[]>(apiPath('/document_template_vocabulary/by_group'), {
    query: { code },
    auth: false,
  });

export const templatesByGroupQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['document_template_vocabulary', code],
    queryFn: () => getTemplatesByGroup(code),
    staleTime: 5 * 60_000,
  });

/** The active templates of a group (HELP, IPR, …), for everyone. */
export const useTemplatesByGroup = (code: string) => useQuery(templatesByGroupQueryOptions(code));
