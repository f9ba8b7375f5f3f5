import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { IprGoods, IprGoodsFields, IprRight, IprRightFields } from '@portal/contracts/portal-ipr';
import { apiClient } from '@/shared/api/client';
import { iprKeys } from './keys';

// The rights and the goods of an IPR case (spec §7 "IPR"): the same four calls on two lists, each call's path
// written out. `add_…` appends (or replaces the slot of an itemNumber), `save_…` changes the entry at itemNumber.

export type IprList = 'rights' | 'goods';
export type EntryOf<L extends IprList> = L extends 'rights' ? IprRight : IprGoods;
export type FieldsOf<L extends IprList> = L extends 'rights' ? IprRightFields : IprGoodsFields;

/** `GET /ipr_rights/by_ipr_case_id/{id}` and `GET /ipr_goods/by_ipr_case_id/{id}`. */
export function getIprEntries<L extends IprList>(list: L, caseId: number, signal?: AbortSignal) {
  const path =
    list === 'rights'
      ? apiPath('/ipr_rights/by_ipr_case_id/{id}', { id: caseId })
      : apiPath('/ipr_goods/by_ipr_case_id/{id}', { id: caseId });
  return apiClient.get<Array<EntryOf<L>>>(path, { signal });
}

export const iprEntriesQueryOptions = <L extends IprList>(list: L, caseId: number) =>
  queryOptions({
    queryKey: iprKeys.entries(list, caseId),
    queryFn: ({ signal }) => getIprEntries(list, caseId, signal),
  });

export const useIprEntries = <L extends IprList>(list: L, caseId: number) =>
  useQuery(iprEntriesQueryOptions(list, caseId));

/** `POST …/add_ipr_rights_to_ipr_case` / `add_ipr_goods_to_ipr_case` (no itemNumber) or `save_rights` / `save_goods`. */
export function saveIprEntry<L extends IprList>(
  list: L,
  caseId: number,
  fields: FieldsOf<L>,
  itemNumber: number | null,
): Promise<EntryOf<L>> {
  const body = { iprCase: { id: caseId }, ...fields, ...(itemNumber ? { itemNumber } : {}) };
  const path =
    list === 'rights'
      ? apiPath(itemNumber ? '/ipr_rights/save_rights' : '/ipr_rights/add_ipr_rights_to_ipr_case')
      : apiPath(itemNumber ? '/ipr_goods/save_goods' : '/ipr_goods/add_ipr_goods_to_ipr_case');
  return apiClient.post<EntryOf<L>>(path, { json: body });
}

/** `DELETE /ipr_rights/{id}` and `DELETE /ipr_goods/{id}`: the later entries move up by one. */
export function deleteIprEntry(list: IprList, id: number): Promise<{ status: 'ok' }> {
  const path = list === 'rights' ? apiPath('/ipr_rights/{id}', { id }) : apiPath('/ipr_goods/{id}', { id });
  return apiClient.delete<{ status: 'ok' }>(path);
}

export function useSaveIprEntry<L extends IprList>(list: L, caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, itemNumber }: { fields: FieldsOf<L>; itemNumber: number | null }) =>
      saveIprEntry(list, caseId, fields, itemNumber),
    // Field messages are shown in the dialog; a 409 (position, status) gets the app's toast.
    meta: { handledStatuses: [400] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: iprKeys.entries(list, caseId) }),
  });
}

export function useDeleteIprEntry(list: IprList, caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteIprEntry(list, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: iprKeys.entries(list, caseId) }),
    onSuccess: () => options.onSuccess?.(),
  });
}
