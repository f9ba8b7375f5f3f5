import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company } from '@portal/contracts';
import type { UpdateTrader } from '@portal/contracts/profile';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export const getOwnCompany = (signal?: AbortSignal) => apiClient.get<Company>(apiPath('/traders/current'), { signal });

export const ownCompanyQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'company'], queryFn: ({ signal }) => getOwnCompany(signal) });

export const useOwnCompany = (enabled: boolean) => useQuery({ ...ownCompanyQueryOptions(), enabled });

export const updateOwnCompany = (body: UpdateTrader) =>
  apiClient.post<Company>(apiPath('/traders/update_data'), { json: body });

export function useUpdateOwnCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnCompany,
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => queryClient.setQueryData(ownCompanyQueryOptions().queryKey, saved),
  });
}
