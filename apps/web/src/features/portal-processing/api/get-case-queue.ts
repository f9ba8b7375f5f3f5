import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Paged } from '@portal/contracts/paging';
import type { QueuedCase } from '@portal/contracts/portal-processing';
import { apiClient } from '@/shared/api/client';
import { processingKeys, type CaseQueueParams } from '@/shared/portal/query-keys';

/** `GET /portal_cases/queue`: one page of submitted cases, overdue first, then the oldest submission, unless sorted. */
export function getCaseQueue(params: CaseQueueParams, signal?: AbortSignal): Promise<Paged<QueuedCase>> {
  const query: Record<string, string | number> = { page: params.page, count: params.count };
  if (params.sort) query.sort = params.sort;
  for (const [name, value] of Object.entries(params.filters)) {
    if (value) query[`filter[${name}]`] = value;
  }
  return apiClient.get<Paged<QueuedCase>>(apiPath('/portal_cases/queue'), { query, signal });
}

export const caseQueueQueryOptions = (params: CaseQueueParams) =>
  queryOptions({
    queryKey: processingKeys.queue(params),
    queryFn: ({ signal }) => getCaseQueue(params, signal),
    // The table keeps the page it shows while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCaseQueue = (params: CaseQueueParams) => useQuery(caseQueueQueryOptions(params));
