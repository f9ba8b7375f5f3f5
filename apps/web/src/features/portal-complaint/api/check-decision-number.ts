import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CheckDecisionNumber, CheckDecisionNumberAnswer } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';

/**
 * `POST /complaint_cases/check_decision_number` (spec §4, §7): the registered type of a decision of the authority
 * addressed to the complaint's party (the case's, or the subject chosen for a new one), or null.
 */
export function checkDecisionNumber(input: CheckDecisionNumber): Promise<CheckDecisionNumberAnswer> {
  return apiClient.post<CheckDecisionNumberAnswer>(apiPath('/complaint_cases/check_decision_number'), {
    json: input,
  });
}

export const useCheckDecisionNumber = () => useMutation({ mutationFn: checkDecisionNumber });
