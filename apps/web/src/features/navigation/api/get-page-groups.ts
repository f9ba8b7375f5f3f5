import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageGroupRow } from '@portal/contracts/page-admin';
import { MAX_PAGE_SIZE, type Paged } from '@portal/contracts/paging';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** The page groups for selects: `GET /page_groups/paged?count=100`, by weight (there are a dozen). */
export async function getPageGroups(signal?: AbortSignal): Promise<PageGroupRow[]> {
  const answer = await apiClient.get<Paged<PageGroupRow>>(apiPath('/page_groups/paged'), {
    query: { page: 1, count: MAX_PAGE_SIZE, sort: 'weight,asc' },
    signal,
  });
  return answer.content;
}

export const pageGroupsQueryOptions = () =>
  queryOptions({ queryKey: accessKeys.allGroups(), queryFn: ({ signal }) => getPageGroups(signal), staleTime: 30_000 });

export const usePageGroups = () => useQuery(pageGroupsQueryOptions());
