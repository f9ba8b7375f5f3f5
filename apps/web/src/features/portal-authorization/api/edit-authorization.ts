import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Authorization, EditAuthorizationInput } from '@portal/contracts/portal-authorization';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `POST /authorizations/edit_authorization` (spec §7). */
export function editAuthorization(input: EditAuthorizationInput): Promise<Authorization> {
  return apiClient.post<Authorization>(apiPath('/authorizations/edit_authorization'), { json: input });
}

export function useEditAuthorization(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAuthorization,
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => {
      queryClient.setQueryData(authorizationKeys.authorization(caseId), saved);
      options.onSuccess?.();
    },
  });
}
