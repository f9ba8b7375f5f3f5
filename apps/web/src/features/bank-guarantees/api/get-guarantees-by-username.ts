import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankGuarantee } from '@portal/contracts/bank-guarantees';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { guaranteeKeys } from './keys';

/** `GET /bank_guarantees/by_username?username=` (spec §7): the user's guarantees, newest first. */
export function getGuaranteesByUsername(username: string, signal?: AbortSignal): Promise<BankGuarantee[]> {
  return apiClient.get<BankGuarantee[]>(apiPath('/bank_guarantees/by_username'), { query: { username }, signal });
}

export const guaranteesByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: guaranteeKeys.byUsername(username),
    queryFn: ({ signal }) => getGuaranteesByUsername(username, signal),
  });

export const useGuaranteesByUsername = (username: string) => useQuery(guaranteesByUsernameQueryOptions(username));
