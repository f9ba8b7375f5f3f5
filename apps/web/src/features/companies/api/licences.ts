import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TraderLicense, TraderLicenseFields } from '@portal/contracts/companies';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export const licencesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['trader-licences', companyId],
    queryFn: ({ signal }) =>
      apiClient.get<TraderLicense[]>(apiPath('/trader_license_types'), { query: { companyId }, signal }),
  });

export const useLicences = (companyId: number) => useQuery(licencesQueryOptions(companyId));

export type SaveLicence = { id?: number; fields: TraderLicenseFields };

/** Creates (`POST /trader_license_types`) or changes (`POST /attachments/trader_license_type_attachment/{id}/update`). */
export function saveLicence({ id, fields }: SaveLicence): Promise<TraderLicense> {
  return id
    ? apiClient.post<TraderLicense>(apiPath('/attachments/trader_license_type_attachment/{id}/update', { id }), {
        json: fields,
      })
    : apiClient.post<TraderLicense>(apiPath('/trader_license_types'), { json: fields });
}

export function useSaveLicence(companyId: number, options: { onSuccess?: (licence: TraderLicense) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLicence,
    meta: { handledStatuses: [400] },
    onSuccess: async (licence) => {
      await queryClient.invalidateQueries({ queryKey: licencesQueryOptions(companyId).queryKey });
      options.onSuccess?.(licence);
    },
  });
}

export function useDeleteLicence(companyId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(apiPath('/trader_license_types/{id}', { id })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: licencesQueryOptions(companyId).queryKey });
      options.onSuccess?.();
    },
  });
}
