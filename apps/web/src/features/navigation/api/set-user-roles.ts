import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `POST /users/roles`: a user's roles from now on (409 `role.last_administrator` keeps one administrator). */
export const setUserRoles = (userId: number, roleIds: number[]) =>
  apiClient.post<number[]>(apiPath('/users/roles'), { json: { userId, roleIds } });

export function useSetUserRoles(userId: number, options: { onSuccess?: (roleIds: number[]) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleIds: number[]) => setUserRoles(userId, roleIds),
    onSuccess: async (roleIds) => {
      queryClient.setQueryData(accessKeys.userRoles(userId), roleIds);
      await Promise.all([
        // Roles count their users.
        queryClient.invalidateQueries({ queryKey: adminKeys.all('user_roles') }),
        queryClient.invalidateQueries({ queryKey: accessKeys.navigation() }),
      ]);
      options.onSuccess?.(roleIds);
    },
  });
}
