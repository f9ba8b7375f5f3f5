import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { noticeKeys } from './keys';

/** `POST /notifications/read`: the notices named are read; answers the unread count. */
export const markRead = (ids: number[]) =>
  apiClient.post<{ unread: number }>(apiPath('/notifications/read'), { json: { ids } });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async ({ unread }) => {
      queryClient.setQueryData(noticeKeys.unread, { unread });
      await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });
}
