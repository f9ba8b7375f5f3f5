import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { documentKeys } from '@/shared/portal/query-keys';

/** `DELETE /portal_documents/{id}` (spec §7): an outgoing document of an editable case, with its file. */
export function deleteDocument(id: number): Promise<{ status: 'ok' }> {
  return apiClient.delete<{ status: 'ok' }>(apiPath('/portal_documents/{id}', { id }));
}

export function useDeleteDocument(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.byCase(caseId) }),
    onSuccess: () => options.onSuccess?.(),
  });
}
