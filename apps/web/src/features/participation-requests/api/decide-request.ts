import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { participationKeys } from './keys';

type Decision = { decision: 'approve' } | { decision: 'reject'; rejectReason: string };

/** `POST approve {id}` / `POST reject {id, rejectReason}` (staff). */
export function useDecideRequest(options: { onSuccess?: (saved: ParticipationRequest) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: Decision & { id: number }) =>
      apiClient.post<ParticipationRequest>(
        apiPath(
          input.decision === 'approve'
            ? '/auction_participation_requests/approve'
            : '/auction_participation_requests/reject',
        ),
        {
          json: input.decision === 'reject' ? { id, rejectReason: input.rejectReason } : { id },
        },
      ),
    // A missing reason is shown on the field by the dialog.
    meta: { handledStatuses: [400] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: participationKeys.all }),
    onSuccess: (saved) => options.onSuccess?.(saved),
  });
}

/** `DELETE /{id}`: the owner withdraws a PENDING request. */
export function useWithdrawRequest(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete<{ status: 'ok' }>(apiPath('/auction_participation_requests/{id}', { id })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: participationKeys.all }),
    onSuccess: () => options.onSuccess?.(),
  });
}
