import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { AddDeclaration, CustomsDeclaration } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';
import { complaintKeys } from './keys';

/** `POST /customs_declarations/add_customs_declaration_to_complaint_case` (spec §7). */
export function addDeclaration(input: AddDeclaration): Promise<CustomsDeclaration> {
  return apiClient.post<CustomsDeclaration>(
    apiPath('/customs_declarations/add_customs_declaration_to_complaint_case'),
    {
      json: input,
    },
  );
}

export function useAddDeclaration(caseId: number, options: { onSuccess?: (added: CustomsDeclaration) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDeclaration,
    meta: { handledStatuses: [400] },
    onSuccess: async (added) => {
      await queryClient.invalidateQueries({ queryKey: complaintKeys.declarations(caseId) });
      options.onSuccess?.(added);
    },
  });
}
