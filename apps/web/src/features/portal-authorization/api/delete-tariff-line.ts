import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `DELETE /authorization_tariffs/{id}` (spec §7). */
export function deleteTariffLine(id: number): Promise<{ status: 'ok' }> {
  return apiClient.delete<{ status: 'ok' }>(apiPath('/authorization_tariffs/{id}', { id }));
}

export function useDeleteTariffLine(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTariffLine,
    // Refused or gone meanwhile: the app's toast says why; the list shows what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: authorizationKeys.tariffLines(caseId) }),
    onSuccess: () => options.onSuccess?.(),
  });
}
