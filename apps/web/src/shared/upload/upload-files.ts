import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@portal/contracts/attachments';
import { apiPath } from '@portal/contracts/api-paths';
import { NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { attachmentsQueryOptions } from './get-attachments';
import { postMultipart } from './post-multipart';

export type UploadInput = {
  bean: string;
  objectId: number;
  files: File[];
  /** The API path to post to, when the owner has its own (e.g. `/document_templates/upload/{id}`). */
  path?: string;
};

/**
 * Sends the files in one multipart request (the server saves all or none), reporting progress 0–100.
 */
export function uploadFiles(
  { bean, objectId, files, path }: UploadInput,
  onProgress: (percent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  return postMultipart<Attachment[]>(
    path ?? apiPath('/attachments/{bean}/{objectId}', { bean, objectId }),
    body,
    onProgress,
    signal,
  );
}

/** Statuses the upload panel reports itself ('Upload failed'); 401 and 403 follow the app's rules. */
const SHOWN_BY_PANEL = [NETWORK_ERROR_STATUS, 400, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504];

export function useUploadFiles(options: { onProgress?: (percent: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadInput) => uploadFiles(input, options.onProgress),
    meta: { handledStatuses: SHOWN_BY_PANEL },
    onSuccess: async (_saved, input) => {
      await queryClient.invalidateQueries({ queryKey: attachmentsQueryOptions(input.bean, input.objectId).queryKey });
    },
  });
}
