import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BankGuarantee,
  BankGuaranteeDecision,
  BankGuaranteeDecisionInput,
} from '@portal/contracts/bank-guarantees';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { guaranteeKeys } from './keys';

const DECISION_PATHS = {
  cancel: '/bank_guarantees/cancel',
  invalidate: '/bank_guarantees/invalidate',
  mark_used: '/bank_guarantees/mark_used',
} as const satisfies Record<BankGuaranteeDecision, ApiPathTemplate>;

/** `POST /bank_guarantees/{cancel|invalidate|mark_used}` with `{ id, notes }` (spec §7). */
export function decideGuarantee(decision: BankGuaranteeDecision, input: BankGuaranteeDecisionInput) {
  return apiClient.post<BankGuarantee>(apiPath(DECISION_PATHS[decision]), { json: input });
}

export function useDecideGuarantee(
  decision: BankGuaranteeDecision,
  options: { onSuccess?: (saved: BankGuarantee) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankGuaranteeDecisionInput) => decideGuarantee(decision, input),
    // A missing note is shown on the field by the dialog.
    meta: { handledStatuses: [400] },
    onError: () => queryClient.invalidateQueries({ queryKey: guaranteeKeys.all }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: guaranteeKeys.all });
      options.onSuccess?.(saved);
    },
  });
}
