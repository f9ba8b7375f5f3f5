import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { TimelineEvent } from '@portal/contracts/portal-processing';
import { apiClient } from '@/shared/api/client';
import { processingKeys } from '@/shared/portal/query-keys';

/** `GET /portal_cases/timeline/{id}`: the case's events, oldest first (its owner or an officer). */
export function getCaseTimeline(caseId: number, signal?: AbortSignal): Promise<TimelineEvent[]> {
  return apiClient.get<TimelineEvent[]>(apiPath('/portal_cases/timeline/{id}', { id: caseId }), { signal });
}

export const caseTimelineQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: processingKeys.timeline(caseId),
    queryFn: ({ signal }) => getCaseTimeline(caseId, signal),
    // The timeline shows its own failure (the case screen around it still works).
    meta: { handledStatuses: 'all' },
  });

export const useCaseTimeline = (caseId: number) => useQuery(caseTimelineQueryOptions(caseId));
