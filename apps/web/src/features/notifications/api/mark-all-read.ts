import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { noticeKeys } from './keys';

/** `POST /notifications/read_all`: every notice of the user is read. */
export const markAllRead = () => apiClient.post<{ unread: number }>(apiPath('/notifications/read_all'));

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: async ({ unread }) => {
      queryClient.setQueryData(noticeKeys.unread, { unread });
      await queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });
}
