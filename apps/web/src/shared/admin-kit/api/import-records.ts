import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VocabularyImportResult } from '@portal/contracts/vocabularies';
import { apiPath, type ImportResource } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

export type ImportResult = VocabularyImportResult;

/** `POST /{resource}/import` with the file as multipart form data. */
export function importRecords(resource: ImportResource, file: File): Promise<ImportResult> {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return apiClient.post<ImportResult>(apiPath(`/${resource}/import` as const), { formData });
}

export function useImportMutation(
  resource: ImportResource,
  options: { onSuccess?: (result: ImportResult) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importRecords(resource, file),
    // A file the server cannot read is said in the dialog, next to the file.
    meta: { handledStatuses: [400] },
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all(resource) });
      options.onSuccess?.(result);
    },
  });
}
