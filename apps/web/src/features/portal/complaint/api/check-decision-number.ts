import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CheckDecisionNumberAnswer } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';

/** `POST /complaint_cases/check_decision_number` (spec §4, §7): the registered type of a decision number, or null. */
export function checkDecisionNumber(decisionNumber: string): Promise<CheckDecisionNumberAnswer> {
  return apiClient.post<CheckDecisionNumberAnswer>(apiPath('/complaint_cases/check_decision_number'), {
    json: { decisionNumber },
  });
}

export const useCheckDecisionNumber = () => useMutation({ mutationFn: checkDecisionNumber });
