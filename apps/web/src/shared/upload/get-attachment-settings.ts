import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttachmentSettings } from '@portal/contracts/attachments';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export function getAttachmentSettings(signal?: AbortSignal): Promise<AttachmentSettings> {
  return apiClient.get<AttachmentSettings>(apiPath('/attachments/settings'), { signal });
}

/** Read once per session: the accepted extensions and size limit change rarely (admins' parameters). */
export const attachmentSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['attachments', 'settings'],
    queryFn: ({ signal }) => getAttachmentSettings(signal),
    staleTime: Infinity,
  });

export const useAttachmentSettings = () => useQuery(attachmentSettingsQueryOptions());
