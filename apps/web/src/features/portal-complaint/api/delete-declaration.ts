import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { complaintKeys } from './keys';

/** `DELETE /customs_declarations/{id}` (spec §7). */
export function deleteDeclaration(id: number): Promise<{ status: 'ok' }> {
  return apiClient.delete<{ status: 'ok' }>(apiPath('/customs_declarations/{id}', { id }));
}

export function useDeleteDeclaration(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeclaration,
    // Refused or gone meanwhile: the app's toast says why; the list shows what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintKeys.declarations(caseId) }),
    onSuccess: () => options.onSuccess?.(),
  });
}
