import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Representation } from '@portal/contracts/portal-representation';
import { apiClient } from '@/shared/api/client';

export const representationsQueryOptions = queryOptions({
  queryKey: ['portal_representations'],
  queryFn: ({ signal }) => apiClient.get<Representation[]>(apiPath('/portal_representations'), { signal }),
});

/** `GET /portal_representations`: the representations the user's party granted, newest first (ADR 0075). */
export const useRepresentations = () => useQuery(representationsQueryOptions);
