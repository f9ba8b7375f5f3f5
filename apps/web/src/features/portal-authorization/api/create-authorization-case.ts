import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CreateAuthorizationCase } from '@portal/contracts/portal-authorization';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';

/**
 * `POST /authorization_cases/create_authorization_case` or `…/create_authorization_case_for_licence` (spec §7): the
 * creation wizard's switch between an authorization and a licence picks the call.
 */
export function createAuthorizationCase(input: {
  licence: boolean;
  body: CreateAuthorizationCase;
}): Promise<PortalCase> {
  const path = input.licence
    ? apiPath('/authorization_cases/create_authorization_case_for_licence')
    : apiPath('/authorization_cases/create_authorization_case');
  return apiClient.post<PortalCase>(path, { json: input.body });
}

/** Field messages (400) are the form's to show. */
export function useCreateAuthorizationCase(options: { onSuccess?: (created: PortalCase) => void } = {}) {
  return useMutation({
    mutationFn: createAuthorizationCase,
    meta: { handledStatuses: [400] },
    onSuccess: (created) => options.onSuccess?.(created),
  });
}
