import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type {
  AddGoods,
  AddInvoice,
  MovementGoods,
  MovementInvoice,
  SaveGoods,
  SaveInvoice,
} from '@portal/contracts/portal-movement';
import { apiClient } from '@/shared/api/client';
import { movementKeys } from './keys';

// The goods lines and invoices of a movement certificate case (spec §7): list, add (appends, or replaces the
// itemNumber's slot), save (keeps the position), delete (renumbers the later ones).

export function getGoods(caseId: number, signal?: AbortSignal): Promise<MovementGoods[]> {
  return apiClient.get<MovementGoods[]>(
    apiPath('/movement_certificate_goods/by_movement_certificate_case_id/{id}', { id: caseId }),
    { signal },
  );
}
export const goodsQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: movementKeys.goods(caseId), queryFn: ({ signal }) => getGoods(caseId, signal) });
export const useGoods = (caseId: number) => useQuery(goodsQueryOptions(caseId));

export function getInvoices(caseId: number, signal?: AbortSignal): Promise<MovementInvoice[]> {
  return apiClient.get<MovementInvoice[]>(
    apiPath('/movement_certificate_invoices/by_movement_certificate_case_id/{id}', { id: caseId }),
    { signal },
  );
}
export const invoicesQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: movementKeys.invoices(caseId), queryFn: ({ signal }) => getInvoices(caseId, signal) });
export const useInvoices = (caseId: number) => useQuery(invoicesQueryOptions(caseId));

export const addGoods = (input: AddGoods) =>
  apiClient.post<MovementGoods>(
    apiPath('/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case'),
    { json: input },
  );
export const saveGoods = (input: SaveGoods) =>
  apiClient.post<MovementGoods>(apiPath('/movement_certificate_goods/save_goods'), { json: input });
export const deleteGoods = (id: number) =>
  apiClient.delete<{ status: 'ok' }>(apiPath('/movement_certificate_goods/{id}', { id }));

export const addInvoice = (input: AddInvoice) =>
  apiClient.post<MovementInvoice>(
    apiPath('/movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case'),
    { json: input },
  );
export const saveInvoice = (input: SaveInvoice) =>
  apiClient.post<MovementInvoice>(apiPath('/movement_certificate_invoices/save_invoices'), { json: input });
export const deleteInvoice = (id: number) =>
  apiClient.delete<{ status: 'ok' }>(apiPath('/movement_certificate_invoices/{id}', { id }));

/** A change of a case's lines; the list is read again afterwards (positions may have moved). */
export function useLineMutation<T>(
  key: readonly unknown[],
  mutationFn: (input: T) => Promise<unknown>,
  options: { onSuccess?: () => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    onSuccess: () => options.onSuccess?.(),
  });
}
