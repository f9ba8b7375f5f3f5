import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuctionDetail, AuctionPostpone, AuctionRecord, LotPart, LotRecord } from '@portal/contracts/auctions';
import type { AuctionCopyResult, AuctionDuplicate, AuctionRepublish } from '@portal/contracts/auction-copies';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { auctionKeys, lotKeys, PRODUCTS_RESOURCE } from './keys';

/** The lifecycle commands of the list and the edit screen; each answers the changed auction. */
export type LifecycleCommand = 'publish' | 'close' | 'cancel' | 'force_finish';

const LIFECYCLE_PATHS = {
  publish: '/auctions/publish',
  close: '/auctions/close',
  cancel: '/auctions/cancel',
  force_finish: '/auctions/force_finish',
} as const satisfies Record<LifecycleCommand, ApiPathTemplate>;

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
  useAuctionMutation(
    (id: number) => apiClient.post<AuctionRecord>(apiPath(LIFECYCLE_PATHS[command]), { json: { id } }),
    options,
  );

export const usePostponeAuction = (options: { onSuccess?: (a: AuctionRecord) => void }) =>
  useAuctionMutation(
    (values: AuctionPostpone) => apiClient.post<AuctionRecord>(apiPath('/auctions/postpone'), { json: values }),
    {
      ...options,
      fieldErrors: true,
    },
  );

/** `POST /auctions`: creates, or changes a CREATED auction. */
export const useSaveAuction = (options: { onSuccess?: (a: AuctionRecord) => void }) =>
  useAuctionMutation(
    (values: Record<string, unknown>) => apiClient.post<AuctionRecord>(apiPath('/auctions'), { json: values }),
    {
      ...options,
      fieldErrors: true,
    },
  );

export const useSaveAuctionDetails = (options: { onSuccess?: (d: AuctionDetail) => void }) =>
  useAuctionMutation(
    (values: AuctionDetail) => apiClient.post<AuctionDetail>(apiPath('/auctions/details'), { json: values }),
    {
      ...options,
      fieldErrors: true,
    },
  );

export const useAddLots = (options: { onSuccess?: (lots: LotRecord[]) => void }) =>
  useAuctionMutation(
    (values: { auctionNumber: string; lots: number[] }) =>
      apiClient.post<LotRecord[]>(apiPath('/auctions/add_lots'), { json: values }),
    options,
  );

export const useRemoveLot = (options: { onSuccess?: (lots: LotRecord[]) => void }) =>
  useAuctionMutation(
    (values: { auctionNumber: string; lotCode: string }) =>
      apiClient.post<LotRecord[]>(apiPath('/auctions/remove_lot'), { json: values }),
    options,
  );

export const useSetLotPart = (options: { onSuccess?: (part: LotPart) => void }) =>
  useAuctionMutation(
    (values: LotPart) => apiClient.post<LotPart>(apiPath('/auctions/add_lot_part'), { json: values }),
    {
      ...options,
      fieldErrors: true,
    },
  );

/** `POST /auctions/duplicate`: the new auction and the lots that could not be copied. */
export const useDuplicateAuction = (options: { onSuccess?: (r: AuctionCopyResult) => void }) =>
  useAuctionMutation(
    (values: AuctionDuplicate) => apiClient.post<AuctionCopyResult>(apiPath('/auctions/duplicate'), { json: values }),
    { ...options, fieldErrors: true },
  );

/** `POST /auctions/republish`: a new auction from chosen unsold lots. */
export const useRepublishAuction = (options: { onSuccess?: (r: AuctionCopyResult) => void }) =>
  useAuctionMutation(
    (values: AuctionRepublish) => apiClient.post<AuctionCopyResult>(apiPath('/auctions/republish'), { json: values }),
    // The republish screen shows date errors on its fields and a 409 as its result page.
    { ...options, handledStatuses: [400, 409] },
  );
