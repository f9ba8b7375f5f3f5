import { useQuery } from '@tanstack/react-query';
import type { ApplicationParameter } from '@portal/contracts/settings';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { settingsKeys } from './keys';

/** `GET /application_parameters`: every parameter with value, default and bounds. */
export function getParameters(signal?: AbortSignal): Promise<ApplicationParameter[]> {
  return apiClient.get<ApplicationParameter[]>(apiPath('/application_parameters'), { signal });
}

export function useParametersQuery() {
  return useQuery({
    queryKey: settingsKeys.parameters,
    queryFn: ({ signal }) => getParameters(signal),
    meta: { handledStatuses: 'all' },
  });
}
