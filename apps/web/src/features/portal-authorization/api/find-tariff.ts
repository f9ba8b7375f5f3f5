import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Tariff } from '@portal/contracts/portal-authorization';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `GET /tariffs/by_code?code=` (spec §7): the tariff of the exact code, or null. */
export function findTariffByCode(code: string): Promise<Tariff | null> {
  return apiClient.get<Tariff | null>(apiPath('/tariffs/by_code'), { query: { code } });
}

/** `GET /tariffs/search?prefix=`: the code field's suggestions (8-digit codes, bounded by the server). */
export function searchTariffs(prefix: string, signal?: AbortSignal): Promise<Tariff[]> {
  return apiClient.get<Tariff[]>(apiPath('/tariffs/search'), { query: { prefix }, signal });
}

/** Suggestions once two digits are typed. */
export function useTariffSuggestions(prefix: string) {
  const digits = prefix.replace(/[\s.]/g, '');
  return useQuery({
    queryKey: authorizationKeys.tariffSearch(digits),
    queryFn: ({ signal }) => searchTariffs(digits, signal),
    enabled: /^\d{2,8}$/.test(digits),
    placeholderData: keepPreviousData,
    staleTime: 300_000,
  });
}
