import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { forumKeys } from './keys';

/** `DELETE /forum_messages/{id}` (spec §7): an own draft. */
export function deleteForumMessage(id: number): Promise<{ status: 'ok' }> {
  return apiClient.delete<{ status: 'ok' }>(apiPath('/forum_messages/{id}', { id }));
}

export function useDeleteForumMessage(forumId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForumMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.messages(forumId) }),
    onSuccess: () => options.onSuccess?.(),
  });
}
