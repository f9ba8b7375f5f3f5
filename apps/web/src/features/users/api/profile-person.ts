import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Individual } from '@portal/contracts';
import type { UpdatePerson } from '@portal/contracts/profile';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export const getOwnPerson = (signal?: AbortSignal) =>
  apiClient.get<Individual>(apiPath('/persons/current'), { signal });

export const ownPersonQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'person'], queryFn: ({ signal }) => getOwnPerson(signal) });

export const useOwnPerson = (enabled: boolean) => useQuery({ ...ownPersonQueryOptions(), enabled });

export const updateOwnPerson = (body: UpdatePerson) =>
  apiClient.post<Individual>(apiPath('/persons/update_data'), { json: body });

export function useUpdateOwnPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnPerson,
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => queryClient.setQueryData(ownPersonQueryOptions().queryKey, saved),
  });
}
