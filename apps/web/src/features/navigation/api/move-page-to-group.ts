import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageRow } from '@portal/contracts/page-admin';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `POST /page_groups/pages/add`: puts a page in a group (out of the one it was in). */
export const addPageToGroup = (groupId: number, pageId: number) =>
  apiClient.post<PageRow>(apiPath('/page_groups/pages/add'), { json: { groupId, pageId } });

/** `DELETE /page_groups/pages/{id}`: takes a page out of its group. */
export const removePageFromGroup = (pageId: number) =>
  apiClient.delete<PageRow>(apiPath('/page_groups/pages/{id}', { id: pageId }));

/** Adds (`groupId` set) or removes (`groupId` null) a page; groups, pages and menus are refreshed. */
export function useMovePageToGroup(options: { onSuccess?: (page: PageRow) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, groupId }: { pageId: number; groupId: number | null }) =>
      groupId === null ? removePageFromGroup(pageId) : addPageToGroup(groupId, pageId),
    onSuccess: async (page) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all('page_groups') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all('pages') }),
        queryClient.invalidateQueries({ queryKey: accessKeys.navigation() }),
      ]);
      options.onSuccess?.(page);
    },
  });
}
