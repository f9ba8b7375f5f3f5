import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Paged } from '@portal/contracts/paging';
import type { MyDecision, MyDecisionKind, MyDecisionStatus } from '@portal/contracts/portal-decisions';
import { apiClient } from '@/shared/api/client';

export type MyDecisionsParams = {
  page: number;
  count: number;
  sort?: string;
  kind?: MyDecisionKind;
  status?: MyDecisionStatus;
};

export const myDecisionKeys = {
  all: ['portal-decisions'] as const,
  list: (params: MyDecisionsParams) => [...myDecisionKeys.all, 'list', params] as const,
};

/** `GET /portal_decisions/by_registered_user`: one page of the caller's decisions, newest issue first by default. */
export function getMyDecisions(params: MyDecisionsParams, signal?: AbortSignal): Promise<Paged<MyDecision>> {
  const query: Record<string, string | number> = { page: params.page, count: params.count };
  if (params.sort) query.sort = params.sort;
  if (params.kind) query['filter[kind]'] = params.kind;
  if (params.status) query['filter[status]'] = params.status;
  return apiClient.get<Paged<MyDecision>>(apiPath('/portal_decisions/by_registered_user'), { query, signal });
}

export const useMyDecisions = (params: MyDecisionsParams) =>
  useQuery({
    queryKey: myDecisionKeys.list(params),
    queryFn: ({ signal }) => getMyDecisions(params, signal),
    placeholderData: keepPreviousData,
  });
