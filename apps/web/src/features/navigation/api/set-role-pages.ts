import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `POST /user_roles/pages`: the pages a role holds from now on (replaces the previous set). */
export const setRolePages = (roleId: number, pageIds: number[]) =>
  apiClient.post<number[]>(apiPath('/user_roles/pages'), { json: { roleId, pageIds } });

export function useSetRolePages(roleId: number, options: { onSuccess?: (pageIds: number[]) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageIds: number[]) => setRolePages(roleId, pageIds),
    onSuccess: async (pageIds) => {
      queryClient.setQueryData(accessKeys.rolePages(roleId), pageIds);
      await Promise.all([
        // Roles count their pages; pages know their roles; the administrator's menu may change.
        queryClient.invalidateQueries({ queryKey: adminKeys.all('user_roles') }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all('pages') }),
        queryClient.invalidateQueries({ queryKey: accessKeys.navigation() }),
      ]);
      options.onSuccess?.(pageIds);
    },
  });
}
