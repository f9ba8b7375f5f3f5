import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CreateMovementCase, EditMovementCase } from '@portal/contracts/portal-movement';
import { apiClient } from '@/shared/api/client';
import { caseKeys } from '@/shared/portal/query-keys';
import { movementKeys } from './keys';

/** `GET /movement_certificate_cases/{id}`. */
export function getMovementCase(id: number, signal?: AbortSignal): Promise<PortalCase> {
  return apiClient.get<PortalCase>(apiPath('/movement_certificate_cases/{id}', { id }), { signal });
}

export const movementCaseQueryOptions = (id: number) =>
  queryOptions({ queryKey: movementKeys.case(id), queryFn: ({ signal }) => getMovementCase(id, signal) });

export const useMovementCase = (id: number) => useQuery(movementCaseQueryOptions(id));

/** `POST /movement_certificate_cases/create_movement_certificate_case`: a DRAFT case. */
export function createMovementCase(input: CreateMovementCase): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/movement_certificate_cases/create_movement_certificate_case'), {
    json: input,
  });
}

export function useCreateMovementCase(options: { onSuccess?: (created: PortalCase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMovementCase,
    meta: { handledStatuses: [400] },
    onSuccess: async (created) => {
      queryClient.setQueryData(movementKeys.case(created.id), created);
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists });
      options.onSuccess?.(created);
    },
  });
}

/** `POST /movement_certificate_cases/edit_movement_certificate_case`. */
export function editMovementCase(input: EditMovementCase): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/movement_certificate_cases/edit_movement_certificate_case'), {
    json: input,
  });
}

export function useEditMovementCase(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMovementCase,
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(movementKeys.case(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists });
      options.onSuccess?.();
    },
  });
}
