import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `GET /user_pages/{userId}`: ids of the pages a user holds directly (besides their roles'). */
export const getUserPages = (userId: number, signal?: AbortSignal) =>
  apiClient.get<number[]>(apiPath('/user_pages/{id}', { id: userId }), { signal });

export const userPagesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accessKeys.userPages(userId),
    queryFn: ({ signal }) => getUserPages(userId, signal),
    // An unknown user id is said on the screen.
    meta: { handledStatuses: [404] },
  });

export const useUserPages = (userId: number | null) =>
  useQuery({ ...userPagesQueryOptions(userId ?? 0), enabled: userId !== null });
