import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Paged } from '@portal/contracts/paging';
import { searchWords, type PublicBti } from '@portal/contracts/portal-bti';
import { apiClient } from '@/shared/api/client';
import { btiKeys } from './keys';

export const BTI_SEARCH_PAGE_SIZE = 10;

/** A search the server takes: a code of 2 to 8 digits or none, and at least one of the code and a keyword. */
export const btiSearchUsable = (code: string, keywords: string) =>
  (code === '' || /^\d{2,8}$/.test(code)) && (code !== '' || searchWords(keywords).length > 0);

/**
 * `GET /bti/public_search?code=…&q=…` (public): approved BTIs by tariff code prefix and/or keywords, without their
 * holders or commercial names.
 */
export function searchPublicBtis(
  code: string,
  keywords: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<PublicBti>> {
  return apiClient.get<Paged<PublicBti>>(apiPath('/bti/public_search'), {
    query: {
      ...(code ? { code } : {}),
      ...(keywords.trim() ? { q: keywords.trim() } : {}),
      page,
      count: BTI_SEARCH_PAGE_SIZE,
    },
    signal,
  });
}

export const publicBtiSearchOptions = (code: string, keywords: string, page: number) =>
  queryOptions({
    queryKey: btiKeys.search(code, keywords, page),
    queryFn: ({ signal }) => searchPublicBtis(code, keywords, page, signal),
    placeholderData: keepPreviousData,
  });

/** Runs only for a search the server takes (`btiSearchUsable`). */
export const usePublicBtiSearch = (code: string, keywords: string, page: number) =>
  useQuery({ ...publicBtiSearchOptions(code, keywords, page), enabled: btiSearchUsable(code, keywords) });
