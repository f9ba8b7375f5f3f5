import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Notice } from '@portal/contracts/notifications';
import type { Paged } from '@portal/contracts/paging';
import { apiClient } from '@/shared/api/client';
import { noticeKeys } from './keys';

type Params = { page: number; count: number; unread: boolean };

/** `GET /notifications/paged`: the user's notices, newest first (only the unread with `unread`). */
export const getNotices = ({ page, count, unread }: Params, signal?: AbortSignal) =>
  apiClient.get<Paged<Notice>>(apiPath('/notifications/paged'), {
    query: { page, count, ...(unread ? { unread: 'true' } : {}) },
    signal,
  });

export const useNotices = (params: Params, enabled = true) =>
  useQuery({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) => getNotices(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
