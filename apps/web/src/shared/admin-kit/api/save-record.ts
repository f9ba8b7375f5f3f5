import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type SavedResource } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

/** `POST /{resource}`: creates, or updates when the values carry an id. */
export function saveRecord<T>(resource: SavedResource, values: Record<string, unknown>): Promise<T> {
  return apiClient.post<T>(apiPath(`/${resource}` as const), { json: values });
}

/** Saves, refreshes every query of the resource, then calls the caller's `onSuccess`. */
export function useSaveMutation<T>(resource: SavedResource, options: { onSuccess?: (saved: T) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => saveRecord<T>(resource, values),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all(resource) });
      options.onSuccess?.(saved);
    },
  });
}
