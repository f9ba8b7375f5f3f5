import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CheckDeclaration } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';

/**
 * `POST /complaint_cases/check_if_customs_declaration_can_be_added` (spec §4, §7): whether the server lets the
 * declaration be added (to the case given, or to a complaint being created). The answer is a boolean.
 */
export function checkDeclaration(input: CheckDeclaration): Promise<boolean> {
  return apiClient.post<boolean>(apiPath('/complaint_cases/check_if_customs_declaration_can_be_added'), {
    json: input,
  });
}

export const useCheckDeclaration = () => useMutation({ mutationFn: checkDeclaration });
