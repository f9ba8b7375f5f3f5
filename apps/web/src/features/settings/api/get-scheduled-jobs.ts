import { useQuery } from '@tanstack/react-query';
import type { ScheduledJob } from '@portal/contracts/settings';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { settingsKeys } from './keys';

/** How often the jobs screen refreshes while it is open. */
export const JOBS_REFRESH_MS = 10_000;

/** `GET /scheduled_jobs`: every background job with its schedule and last run. */
export function getScheduledJobs(signal?: AbortSignal): Promise<ScheduledJob[]> {
  return apiClient.get<ScheduledJob[]>(apiPath('/scheduled_jobs'), { signal });
}

export function useScheduledJobsQuery() {
  return useQuery({
    queryKey: settingsKeys.jobs,
    queryFn: ({ signal }) => getScheduledJobs(signal),
    refetchInterval: JOBS_REFRESH_MS,
    meta: { handledStatuses: 'all' },
  });
}
