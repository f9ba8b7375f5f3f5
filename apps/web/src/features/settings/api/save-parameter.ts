import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationParameter, ParameterInput } from '@portal/contracts/settings';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { settingsKeys } from './keys';

/** `POST /application_parameters` `{ code, value }`; a refused value answers 400 `{ value: key }`. */
export function saveParameter(input: ParameterInput): Promise<ApplicationParameter> {
  return apiClient.post<ApplicationParameter>(apiPath('/application_parameters'), { json: input });
}

export function useSaveParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveParameter,
    // The field shows why a value was refused.
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => {
      queryClient.setQueryData<ApplicationParameter[]>(settingsKeys.parameters, (list) =>
        list?.map((p) => (p.code === saved.code ? saved : p)),
      );
    },
  });
}
