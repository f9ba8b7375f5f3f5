import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { OfficerDashboard } from '@portal/contracts/portal-processing';
import { apiClient } from '@/shared/api/client';
import { processingKeys } from '@/shared/portal/query-keys';

/** `GET /portal_cases/dashboard`: the officer dashboard's figures. */
export const officerDashboardQueryOptions = () =>
  queryOptions({
    queryKey: processingKeys.dashboard,
    queryFn: ({ signal }) => apiClient.get<OfficerDashboard>(apiPath('/portal_cases/dashboard'), { signal }),
  });

export const useOfficerDashboard = () => useQuery(officerDashboardQueryOptions());
