import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { RequestInformationInput } from '@portal/contracts/portal-processing';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/** `POST /portal_cases/request_information`: returns the case to its filer with the request and a deadline. */
export function requestInformation(input: RequestInformationInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/portal_cases/request_information'), { json: input });
}

export function useRequestInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { portalCase: PortalCase; input: RequestInformationInput }) => requestInformation(input),
    // Field messages (the text, the days) are shown by the dialog.
    meta: { handledStatuses: [400] },
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
