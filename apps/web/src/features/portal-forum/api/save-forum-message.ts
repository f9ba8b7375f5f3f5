import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { ForumMessage, SaveForumMessageInput } from '@portal/contracts/portal-forum';
import { apiClient } from '@/shared/api/client';
import { forumKeys } from './keys';

/**
 * `POST /forum_messages` (spec §7): a draft, or a change to an own draft (`id`); the server sets bodySR and bodyEN
 * equal to bodySQ. `submit: true` saves and submits in one request (spec §4 "saved and submitted in one step").
 */
export function saveForumMessage(input: SaveForumMessageInput): Promise<ForumMessage> {
  return apiClient.post<ForumMessage>(apiPath('/forum_messages'), { json: input });
}

export function useSaveForumMessage(forumId: number, options: { onSuccess?: (saved: ForumMessage) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveForumMessage,
    // The text's messages are shown under the text area.
    meta: { handledStatuses: [400] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: forumKeys.messages(forumId) }),
    onSuccess: (saved) => options.onSuccess?.(saved),
  });
}
