import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type RecordResource } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

/** `DELETE /{resource}/{id}`; a record in use answers 409, which the global handler shows as a toast. */
export function deleteRecord(resource: RecordResource, id: number): Promise<unknown> {
  return apiClient.delete(apiPath(`/${resource}/{id}` as const, { id }));
}

/** `resource` null: a list without a delete action (the mutation is never called). */
export function useDeleteMutation(resource: RecordResource | null, options: { onSuccess?: (id: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => {
      if (resource === null) throw new Error('This list deletes no records.');
      return deleteRecord(resource, id);
    },
    onSuccess: async (_result, id) => {
      if (resource !== null) await queryClient.invalidateQueries({ queryKey: adminKeys.all(resource) });
      options.onSuccess?.(id);
    },
  });
}
