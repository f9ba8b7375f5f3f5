import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@portal/contracts/paging';
import type { UserLogEntry } from '@portal/contracts/user-admin';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { APPROVAL_RESOURCE } from './admin-get-approval';

/** `GET /users/log?code={username}`: the account's log, newest first. */
export const getUserLog = (username: string, page: number, count: number, signal?: AbortSignal) =>
  apiClient.get<Paged<UserLogEntry>>(apiPath('/users/log'), { query: { code: username, page, count }, signal });

export const userLogQueryOptions = (username: string, page: number, count: number) =>
  queryOptions({
    queryKey: [APPROVAL_RESOURCE, 'log', username, page, count] as const,
    queryFn: ({ signal }) => getUserLog(username, page, count, signal),
    placeholderData: keepPreviousData,
  });
