import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `POST /user_pages`: the pages a user holds directly from now on (replaces the previous set). */
export const setUserPages = (userId: number, pageIds: number[]) =>
  apiClient.post<number[]>(apiPath('/user_pages'), { json: { userId, pageIds } });

export function useSetUserPages(userId: number, options: { onSuccess?: (pageIds: number[]) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pageIds: number[]) => setUserPages(userId, pageIds),
    onSuccess: async (pageIds) => {
      queryClient.setQueryData(accessKeys.userPages(userId), pageIds);
      await queryClient.invalidateQueries({ queryKey: accessKeys.navigation() });
      options.onSuccess?.(pageIds);
    },
  });
}
