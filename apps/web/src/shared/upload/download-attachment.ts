import { useMutation } from '@tanstack/react-query';
import type { ErrorBody } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { ApiError, NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { API_BASE } from '@/shared/api/client';
import { getToken } from '@/shared/session/token';
import { fileNameFromContentDisposition } from './content-disposition';
import { saveFile } from '@/shared/lib/save-file';

/**
 * Downloads a file the API answers (an attachment, a generated PDF) and hands it to the browser.
 * A plain link cannot send the X-Auth-Token header, so the bytes are fetched and saved through an
 * object URL. `path` is below the API base (`/attachments/12`, `/auctions/3/pdf?lang=sq`).
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers['X-Auth-Token'] = token;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, { _error: 'network_error' });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new ApiError(response.status, body);
  }
  const blob = await response.blob();
  const name = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(blob, name, blob.type);
}

/** Downloads an attachment under its stored file name. */
export async function downloadAttachment(id: number, fallbackName?: string): Promise<void> {
  return downloadFile(apiPath('/attachments/{id}', { id }), fallbackName ?? `attachment-${id}`);
}

export function useDownloadAttachment() {
  return useMutation({
    mutationFn: ({ id, fileName }: { id: number; fileName?: string }) => downloadAttachment(id, fileName),
  });
}
