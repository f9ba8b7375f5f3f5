import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LotRecord } from '@portal/contracts/auctions';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { refreshAuctionData } from './auction-commands';

/** A lot command: refreshes lots, auctions (their lot counts) and products, then the caller's `onSuccess`. */
function useLotMutation<V>(
  call: (values: V) => Promise<LotRecord>,
  options: { onSuccess?: (lot: LotRecord) => void; fieldErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: options.fieldErrors ? { handledStatuses: [400] } : undefined,
    onSuccess: async (lot) => {
      await refreshAuctionData(queryClient);
      options.onSuccess?.(lot);
    },
  });
}

type Done = { onSuccess?: (lot: LotRecord) => void };

/** `POST /lots`: creates, or changes a lot that may be edited. */
export const useSaveLot = (options: Done) =>
  useLotMutation((values: Record<string, unknown>) => apiClient.post<LotRecord>(apiPath('/lots'), { json: values }), {
    ...options,
    fieldErrors: true,
  });

export const useAddLotProducts = (options: Done) =>
  useLotMutation(
    (values: { lotId: number; productIds: number[] }) =>
      apiClient.post<LotRecord>(apiPath('/lots/add_products'), { json: values }),
    options,
  );

export const useRemoveLotProduct = (options: Done) =>
  useLotMutation(
    (values: { lotId: number; productId: number }) =>
      apiClient.post<LotRecord>(apiPath('/lots/remove_product'), { json: values }),
    options,
  );

export const useAddLotLicenseTypes = (options: Done) =>
  useLotMutation(
    (values: { lotId: number; licenseTypeIds: number[] }) =>
      apiClient.post<LotRecord>(apiPath('/lots/add_license_types'), { json: values }),
    options,
  );

/** Takes the id of the lot's licence type row. */
export const useRemoveLotLicenseType = (options: Done) =>
  useLotMutation(
    (rowId: number) => apiClient.delete<LotRecord>(apiPath('/lots/remove_license_type/{id}', { id: rowId })),
    options,
  );

export const useEndLot = (kind: 'close' | 'cancel', options: Done) =>
  useLotMutation(
    ({ id, reason }: { id: number; reason: string }) =>
      apiClient.post<LotRecord>(apiPath(kind === 'close' ? '/lots/close' : '/lots/cancel'), {
        json: kind === 'close' ? { id, closeReason: reason } : { id, cancelReason: reason },
      }),
    { ...options, fieldErrors: true },
  );

export const useEnableLotEdit = (options: Done) =>
  useLotMutation((id: number) => apiClient.post<LotRecord>(apiPath('/lots/enableedit'), { json: { id } }), options);
