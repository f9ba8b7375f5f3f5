import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `POST /pages/assign`: the roles that hold a page from now on (replaces the previous set). */
export const assignPageRoles = (pageId: number, roleIds: number[]) =>
  apiClient.post<number[]>(apiPath('/pages/assign'), { json: { pageId, roleIds } });

export function useAssignPageRoles(pageId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleIds: number[]) => assignPageRoles(pageId, roleIds),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accessKeys.pageRoles(pageId) }),
        // Roles count their pages, and the administrator's own menu may change.
        queryClient.invalidateQueries({ queryKey: adminKeys.all('user_roles') }),
        queryClient.invalidateQueries({ queryKey: accessKeys.navigation() }),
      ]);
      options.onSuccess?.();
    },
  });
}
