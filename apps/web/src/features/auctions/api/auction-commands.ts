import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuctionDetail, AuctionPostpone, AuctionRecord, LotPart, LotRecord } from '@portal/contracts/auctions';
import type { AuctionCopyResult, AuctionDuplicate, AuctionRepublish } from '@portal/contracts/auction-copies';
import { apiClient } from '@/shared/api/client';
import { auctionKeys, lotKeys, PRODUCTS_RESOURCE } from './keys';

/** The lifecycle commands of the list and the edit screen; each answers the changed auction. */
export type LifecycleCommand = 'publish' | 'close' | 'cancel' | 'force_finish';

/** An auction command changes its lots too (assigned, unsold, sold), and their products. */
export const refreshAuctionData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
    queryClient.invalidateQueries({ queryKey: lotKeys.all }),
    queryClient.invalidateQueries({ queryKey: [PRODUCTS_RESOURCE] }),
  ]);

/** A mutation whose answer refreshes auctions, lots and products before the caller's `onSuccess`. */
function useAuctionMutation<V, R>(
  call: (values: V) => Promise<R>,
  options: { onSuccess?: (result: R) => void; fieldErrors?: boolean; handledStatuses?: readonly number[] } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Field messages (dates) are shown on the dialog's fields; 409 keys stay global toasts unless the caller shows them.
    meta: options.handledStatuses
      ? { handledStatuses: options.handledStatuses }
      : options.fieldErrors
        ? { handledStatuses: [400] }
        : undefined,
    onSuccess: async (result) => {
      await refreshAuctionData(queryClient);
      options.onSuccess?.(result);
    },
  });
}

export const useLifecycleCommand = (command: LifecycleCommand, options: { onSuccess?: (a: AuctionRecord) => void }) =>
  useAuctionMutation((id: number) => apiClient.post<AuctionRecord>(`/auctions/${command}`, { json: { id } }), options);

export const usePostponeAuction = (options: { onSuccess?: (a: AuctionRecord) => void }) =>
  useAuctionMutation(
    (values: AuctionPostpone) => apiClient.post<AuctionRecord>('/auctions/postpone', { json: values }),
    {
      ...options,
      fieldErrors: true,
    },
  );

/** `POST /auctions`: creates, or changes a CREATED auction. */
export const useSaveAuction = (options: { onSuccess?: (a: AuctionRecord) => void }) =>
  useAuctionMutation(
    (values: Record<string, unknown>) => apiClient.post<AuctionRecord>('/auctions', { json: values }),
    {
      ...options,
      fieldErrors: true,
    },
  );

export const useSaveAuctionDetails = (options: { onSuccess?: (d: AuctionDetail) => void }) =>
  useAuctionMutation((values: AuctionDetail) => apiClient.post<AuctionDetail>('/auctions/details', { json: values }), {
    ...options,
    fieldErrors: true,
  });

export const useAddLots = (options: { onSuccess?: (lots: LotRecord[]) => void }) =>
  useAuctionMutation(
    (values: { auctionNumber: string; lots: number[] }) =>
      apiClient.post<LotRecord[]>('/auctions/add_lots', { json: values }),
    options,
  );

export const useRemoveLot = (options: { onSuccess?: (lots: LotRecord[]) => void }) =>
  useAuctionMutation(
    (values: { auctionNumber: string; lotCode: string }) =>
      apiClient.post<LotRecord[]>('/auctions/remove_lot', { json: values }),
    options,
  );

export const useSetLotPart = (options: { onSuccess?: (part: LotPart) => void }) =>
  useAuctionMutation((values: LotPart) => apiClient.post<LotPart>('/auctions/add_lot_part', { json: values }), {
    ...options,
    fieldErrors: true,
  });

/** `POST /auctions/duplicate`: the new auction and the lots that could not be copied. */
export const useDuplicateAuction = (options: { onSuccess?: (r: AuctionCopyResult) => void }) =>
  useAuctionMutation(
    (values: AuctionDuplicate) => apiClient.post<AuctionCopyResult>('/auctions/duplicate', { json: values }),
    { ...options, fieldErrors: true },
  );

/** `POST /auctions/republish`: a new auction from chosen unsold lots. */
export const useRepublishAuction = (options: { onSuccess?: (r: AuctionCopyResult) => void }) =>
  useAuctionMutation(
    (values: AuctionRepublish) => apiClient.post<AuctionCopyResult>('/auctions/republish', { json: values }),
    // The republish screen shows date errors on its fields and a 409 as its result page.
    { ...options, handledStatuses: [400, 409] },
  );
