import type { ErrorBody } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import { ApiError, NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { API_BASE } from '@/shared/api/client';
import { getToken } from '@/shared/session/token';

export type AddDocumentInput = { caseId: number; typeId: number; description: string | null; file: File };

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
 * `POST /portal_documents?caseId=&typeId=&description=` with one file (the spec's uploads take one file per
 * request): an outgoing document and its file, saved together or not at all. XMLHttpRequest, because only it
 * reports upload progress; `onProgress` gets 0–100.
 */
export function addDocument(
  { caseId, typeId, description, file }: AddDocumentInput,
  onProgress: (percent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<PortalDocument> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ caseId: String(caseId), typeId: String(typeId) });
    if (description) query.set('description', description);
    const body = new FormData();
    body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${apiPath('/portal_documents')}?${query.toString()}`);
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
          resolve(JSON.parse(xhr.responseText) as PortalDocument);
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
