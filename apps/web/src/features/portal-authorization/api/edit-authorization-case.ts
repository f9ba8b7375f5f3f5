import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { EditAuthorizationCase } from '@portal/contracts/portal-authorization';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `POST /authorization_cases/edit_authorization_case` (spec §7): sub-type, subject and description of an editable case. */
export function editAuthorizationCase(input: EditAuthorizationCase): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/authorization_cases/edit_authorization_case'), { json: input });
}

export function useEditAuthorizationCase(options: { onSuccess?: (saved: PortalCase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editAuthorizationCase,
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: authorizationKeys.case(saved.id) });
      options.onSuccess?.(saved);
    },
  });
}
