import type { ErrorBody } from '@portal/contracts';
import { ApiError, NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { API_BASE } from '@/shared/api/client';
import { getToken } from '@/shared/session/token';

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
 * Posts a multipart body to an API path (under `/data/rest`) and answers its JSON. XMLHttpRequest rather than
 * fetch, because only it reports upload progress; `onProgress` gets 0–100. Refusals reject with an `ApiError`.
 */
export function postMultipart<T>(
  path: string,
  body: FormData,
  onProgress: (percent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
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
          resolve(JSON.parse(xhr.responseText) as T);
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
