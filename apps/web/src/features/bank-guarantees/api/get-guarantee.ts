import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankGuaranteeDetail } from '@portal/contracts/bank-guarantees';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { guaranteeKeys } from './keys';

/** `GET /bank_guarantees/{id}`: one guarantee with its documents. */
export function getGuarantee(id: number, signal?: AbortSignal): Promise<BankGuaranteeDetail> {
  return apiClient.get<BankGuaranteeDetail>(apiPath('/bank_guarantees/{id}', { id }), { signal });
}

export const guaranteeQueryOptions = (id: number) =>
  queryOptions({ queryKey: guaranteeKeys.detail(id), queryFn: ({ signal }) => getGuarantee(id, signal) });

export const useGuarantee = (id: number) => useQuery(guaranteeQueryOptions(id));
