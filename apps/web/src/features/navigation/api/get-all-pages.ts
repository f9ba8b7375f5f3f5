import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageRow } from '@portal/contracts/page-admin';
import { MAX_PAGE_SIZE, type Paged } from '@portal/contracts/paging';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** Every page, by url: `GET /pages/paged` read in pages of 100 until `totalElements`. */
export async function getAllPages(signal?: AbortSignal): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiClient.get<Paged<PageRow>>(apiPath('/pages/paged'), {
      query: { page, count: MAX_PAGE_SIZE, sort: 'url,asc' },
      signal,
    });
    rows.push(...answer.content);
    if (answer.content.length < MAX_PAGE_SIZE || rows.length >= answer.totalElements) return rows;
  }
}

export const allPagesQueryOptions = () =>
  queryOptions({ queryKey: accessKeys.allPages(), queryFn: ({ signal }) => getAllPages(signal), staleTime: 30_000 });

export const useAllPages = (enabled = true) => useQuery({ ...allPagesQueryOptions(), enabled });
