import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Representation } from '@portal/contracts/portal-representation';
import { apiClient } from '@/shared/api/client';
import { representationsQueryOptions } from './get-representations';

/** `POST /portal_representations/revoke`: withdraws a representation the party granted. */
export function useRevokeRepresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.post<Representation>(apiPath('/portal_representations/revoke'), { json: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: representationsQueryOptions.queryKey }),
  });
}
