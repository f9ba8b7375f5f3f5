import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { EditComplaintCase } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';
import { complaintKeys } from './keys';

/** `POST /complaint_cases/edit_complaint_case` (spec §7): sub-type, subject and description of an editable case. */
export function editComplaintCase(input: EditComplaintCase): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/complaint_cases/edit_complaint_case'), { json: input });
}

export function useEditComplaintCase(options: { onSuccess?: (saved: PortalCase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editComplaintCase,
    // Field messages are shown on the form.
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: complaintKeys.case(saved.id) });
      options.onSuccess?.(saved);
    },
  });
}
