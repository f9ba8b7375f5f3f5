import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@portal/contracts/attachments';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export function getAttachments(bean: string, objectId: number, signal?: AbortSignal): Promise<Attachment[]> {
  return apiClient.get<Attachment[]>(apiPath('/attachments/{bean}/{objectId}', { bean, objectId }), { signal });
}

export const attachmentsQueryOptions = (bean: string, objectId: number) =>
  queryOptions({
    queryKey: ['attachments', bean, objectId],
    queryFn: ({ signal }) => getAttachments(bean, objectId, signal),
  });

export const useAttachments = (bean: string, objectId: number | null | undefined) =>
  useQuery({ ...attachmentsQueryOptions(bean, objectId ?? 0), enabled: objectId != null && objectId > 0 });
