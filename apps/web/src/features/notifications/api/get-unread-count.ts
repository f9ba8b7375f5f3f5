import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { noticeKeys } from './keys';

/** `GET /notifications/unread_count`. */
export const getUnreadCount = (signal?: AbortSignal) =>
  apiClient.get<{ unread: number }>(apiPath('/notifications/unread_count'), { signal });

/** The bell's count: read once, then kept by the pushes (and read again when the window comes back). */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: noticeKeys.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    staleTime: 60_000,
  });
