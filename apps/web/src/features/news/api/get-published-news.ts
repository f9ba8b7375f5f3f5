import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/contracts/paging';
import type { PublicAuctionNews } from '@portal/contracts/news';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

type Params = { page: number; count: number; auctionId?: number };

/** `GET /auction_news/published`: published news, newest first, each with its first file. */
export const getPublishedNews = (params: Params, signal?: AbortSignal) =>
  apiClient.get<Paged<PublicAuctionNews>>(apiPath('/auction_news/published'), { query: params, signal, auth: false });

export const publishedNewsQueryOptions = (params: Params) =>
  queryOptions({
    queryKey: ['auction_news_published', params],
    queryFn: ({ signal }) => getPublishedNews(params, signal),
    staleTime: 60_000,
  });

export const usePublishedNews = (params: Params) => useQuery(publishedNewsQueryOptions(params));
