import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

/** `DELETE /{resource}/{id}`; a record in use answers 409, which the global handler shows as a toast. */
export function deleteRecord(resource: string, id: number): Promise<unknown> {
  return apiClient.delete(`/${resource}/${id}`);
}

export function useDeleteMutation(resource: string, options: { onSuccess?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteRecord(resource, id),
    onSuccess: async (_result, id) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all(resource) });
      options.onSuccess?.(id);
    },
  });
}
