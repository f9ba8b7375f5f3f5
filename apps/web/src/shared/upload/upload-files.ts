import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@portal/contracts/attachments';
import type { ErrorBody } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { ApiError, NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { API_BASE } from '@/shared/api/client';
import { getToken } from '@/shared/session/token';
import { attachmentsQueryOptions } from './get-attachments';

export type UploadInput = {
  bean: string;
  objectId: number;
  files: File[];
  /** The API path to post to, when the owner has its own (e.g. `/document_templates/upload/{id}`). */
  path?: string;
};

function errorBodyOf(xhr: XMLHttpRequest): ErrorBody {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as ErrorBody;
  } catch {
    // not JSON
  }
  return { _error: xhr.status >= 500 ? 'internal_error' : undefined };
}

/**
 * Sends the files in one multipart request (the server saves all or none). XMLHttpRequest rather
 * than fetch, because only it reports upload progress; `onProgress` gets 0–100.
 */
export function uploadFiles(
  { bean, objectId, files, path }: UploadInput,
  onProgress: (percent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path ?? apiPath('/attachments/{bean}/{objectId}', { bean, objectId })}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('X-Auth-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          onProgress(100);
          resolve(JSON.parse(xhr.responseText) as Attachment[]);
        } catch {
          reject(new ApiError(xhr.status, { _error: 'internal_error' }));
        }
      } else reject(new ApiError(xhr.status, errorBodyOf(xhr)));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, { _error: 'network_error' }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
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
