import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { ForumMessage } from '@portal/contracts/portal-forum';
import { apiClient } from '@/shared/api/client';
import { forumKeys } from './keys';

/** `POST /forum_messages/submit_forum_message` (spec §7): an own draft is sent to the other side. */
export function submitForumMessage(id: number): Promise<ForumMessage> {
  return apiClient.post<ForumMessage>(apiPath('/forum_messages/submit_forum_message'), { json: { id } });
}

export function useSubmitForumMessage(forumId: number, options: { onSuccess?: (sent: ForumMessage) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitForumMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.messages(forumId) }),
    onSuccess: (sent) => options.onSuccess?.(sent),
  });
}
