import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { GrantRepresentationInput, Representation } from '@portal/contracts/portal-representation';
import { apiClient } from '@/shared/api/client';
import { representationsQueryOptions } from './get-representations';

/** `POST /portal_representations/grant`: names an intermediary who may submit cases for the party. */
export function useGrantRepresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GrantRepresentationInput) =>
      apiClient.post<Representation>(apiPath('/portal_representations/grant'), { json: input }),
    // Field keys go on the form; a 409 (already granted) is the form's message too.
    meta: { handledStatuses: [400, 409] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: representationsQueryOptions.queryKey }),
  });
}
