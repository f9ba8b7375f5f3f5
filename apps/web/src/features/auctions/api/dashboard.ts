import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { AuctionDashboard, AuctionDashboardDetail } from '@portal/contracts/auction-outcome';
import { apiClient } from '@/shared/api/client';
import { auctionKeys } from './keys';

const dashboardKeys = {
  latest: [...auctionKeys.all, 'dashboard'] as const,
  detail: (id: number) => [...auctionKeys.all, 'dashboard', id] as const,
};

/** `GET /auction_dashboard`: the latest running or finished auctions with their figures. */
export const auctionDashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.latest,
    queryFn: ({ signal }) => apiClient.get<AuctionDashboard>(apiPath('/auction_dashboard'), { signal }),
  });
export const useAuctionDashboard = () => useQuery(auctionDashboardQueryOptions());

/** `GET /auction_dashboard/{id}`: one auction's figures and its lots'. */
export const auctionDashboardDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dashboardKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<AuctionDashboardDetail>(apiPath('/auction_dashboard/{id}', { id }), { signal }),
  });
export const useAuctionDashboardDetail = (id: number | null) =>
  useQuery({ ...auctionDashboardDetailQueryOptions(id ?? 0), enabled: id !== null });
