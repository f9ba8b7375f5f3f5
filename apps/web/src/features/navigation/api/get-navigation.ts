import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Navigation, PageSystem, System } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/** The menu of the signed-in user, or the visitor's (public pages and product categories), in a system (ALL: every system's). */
export function getNavigation(system: PageSystem, anonymous: boolean, signal?: AbortSignal): Promise<Navigation> {
  return apiClient.get<Navigation>(apiPath('/pages/navigation/system'), {
    query: { system },
    auth: !anonymous,
    signal,
  });
}

/** `viewer` is the signed-in username, null for a visitor: each has its own cached menu. */
export const navigationQueryOptions = (system: System, viewer: string | null) =>
  queryOptions({
    queryKey: ['navigation', system, viewer],
    queryFn: ({ signal }) => getNavigation(system, viewer === null, signal),
    staleTime: 5 * 60_000,
  });

export function useNavigationQuery(system: System, viewer: string | null, enabled = true) {
  return useQuery({ ...navigationQueryOptions(system, viewer), enabled });
}
