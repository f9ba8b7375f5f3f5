import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { ForumMessage } from '@portal/contracts/portal-forum';
import { apiClient } from '@/shared/api/client';
import { forumKeys } from './keys';

/** `GET /forum/get_forum_messages/{forumId}` (spec §7): both sides' messages and the caller's drafts, oldest first. */
export function getForumMessages(forumId: number, signal?: AbortSignal): Promise<ForumMessage[]> {
  return apiClient.get<ForumMessage[]>(apiPath('/forum/get_forum_messages/{id}', { id: forumId }), { signal });
}

export const forumMessagesQueryOptions = (forumId: number) =>
  queryOptions({
    queryKey: forumKeys.messages(forumId),
    queryFn: ({ signal }) => getForumMessages(forumId, signal),
    // The other side may answer while the forum is open.
    refetchInterval: 60_000,
  });

export const useForumMessages = (forumId: number) => useQuery(forumMessagesQueryOptions(forumId));
