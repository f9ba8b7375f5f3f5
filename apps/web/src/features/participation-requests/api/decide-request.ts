import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';
import { apiClient } from '@/shared/api/client';
import { PARTICIPATION_RESOURCE, participationKeys } from './keys';

const BASE = `/${PARTICIPATION_RESOURCE}`;

type Decision = { decision: 'approve' } | { decision: 'reject'; rejectReason: string };

/** `POST approve {id}` / `POST reject {id, rejectReason}` (staff). */
export function useDecideRequest(options: { onSuccess?: (saved: ParticipationRequest) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: Decision & { id: number }) =>
      apiClient.post<ParticipationRequest>(`${BASE}/${input.decision}`, {
        json: input.decision === 'reject' ? { id, rejectReason: input.rejectReason } : { id },
      }),
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
    mutationFn: (id: number) => apiClient.delete<{ status: 'ok' }>(`${BASE}/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: participationKeys.all }),
    onSuccess: () => options.onSuccess?.(),
  });
}
