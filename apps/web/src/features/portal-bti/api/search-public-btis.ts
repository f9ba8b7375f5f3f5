import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Paged } from '@portal/contracts/paging';
import type { PublicBti } from '@portal/contracts/portal-bti';
import { apiClient } from '@/shared/api/client';
import { btiKeys } from './keys';

export const BTI_SEARCH_PAGE_SIZE = 10;

/** `GET /bti/public_search?code=…` (public): approved BTIs by tariff code prefix, without their holders. */
export function searchPublicBtis(code: string, page: number, signal?: AbortSignal): Promise<Paged<PublicBti>> {
  return apiClient.get<Paged<PublicBti>>(apiPath('/bti/public_search'), {
    query: { code, page, count: BTI_SEARCH_PAGE_SIZE },
    signal,
  });
}

export const publicBtiSearchOptions = (code: string, page: number) =>
  queryOptions({
    queryKey: btiKeys.search(code, page),
    queryFn: ({ signal }) => searchPublicBtis(code, page, signal),
    placeholderData: keepPreviousData,
  });

/** Runs only for a code of 2 to 8 digits. */
export const usePublicBtiSearch = (code: string, page: number) =>
  useQuery({ ...publicBtiSearchOptions(code, page), enabled: /^\d{2,8}$/.test(code) });
