import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { EditPortalLicenceInput, PortalLicence } from '@portal/contracts/portal-authorization';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `POST /portal_licences/edit_portal_licence` (spec §7). */
export function editLicence(input: EditPortalLicenceInput): Promise<PortalLicence> {
  return apiClient.post<PortalLicence>(apiPath('/portal_licences/edit_portal_licence'), { json: input });
}

export function useEditLicence(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editLicence,
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => {
      queryClient.setQueryData(authorizationKeys.licence(caseId), saved);
      options.onSuccess?.();
    },
  });
}
