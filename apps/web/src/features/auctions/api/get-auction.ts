import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionRecord } from '@portal/contracts/auctions';
import type { LotRecord } from '@portal/contracts/auctions';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { auctionKeys } from './keys';

/** `GET /auctions/{id}`: the auction with its instructions, allowed actions and locked fields. */
export const getAuction = (id: number, signal?: AbortSignal) =>
  apiClient.get<AuctionRecord>(apiPath('/auctions/{id}', { id }), { signal });

export const auctionQueryOptions = (id: number) =>
  queryOptions({ queryKey: auctionKeys.record(id), queryFn: ({ signal }) => getAuction(id, signal), staleTime: 0 });

export const useAuction = (id: number | null) => useQuery({ ...auctionQueryOptions(id ?? 0), enabled: id !== null });

/** `GET /auctions/{id}/lots`: the lots assigned to the auction. */
export const getAuctionLots = (id: number, signal?: AbortSignal) =>
  apiClient.get<LotRecord[]>(apiPath('/auctions/{id}/lots', { id }), { signal });

export const auctionLotsQueryOptions = (id: number) =>
  queryOptions({ queryKey: auctionKeys.lots(id), queryFn: ({ signal }) => getAuctionLots(id, signal) });

export const useAuctionLots = (id: number) => useQuery(auctionLotsQueryOptions(id));
