import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { AddAuthorizationTariffInput, AuthorizationTariff } from '@portal/contracts/portal-authorization';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `POST /authorization_tariffs/add_authorization_tariff_to_authorization_case` (spec §7). */
export function addTariffLine(input: AddAuthorizationTariffInput): Promise<AuthorizationTariff> {
  return apiClient.post<AuthorizationTariff>(
    apiPath('/authorization_tariffs/add_authorization_tariff_to_authorization_case'),
    { json: input },
  );
}

export function useAddTariffLine(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTariffLine,
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authorizationKeys.tariffLines(caseId) });
      options.onSuccess?.();
    },
  });
}
