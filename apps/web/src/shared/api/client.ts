import { getToken } from '@/shared/session/token';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error';
import { API_BASE } from './base';

export { API_BASE };

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded). */
  form?: Record<string, QueryValue>;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  formData?: FormData;
  signal?: AbortSignal;
  /** `false` sends the request without the session token (e.g. the visitor's navigation). */
  auth?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  // No cache breaker (docs/adr/0094): private answers are `no-store` and public ones are revalidated (`no-cache` with
  // an ETag), so a timestamp parameter would only keep the server's public cache from ever being hit.
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function formBody(form: NonNullable<RequestOptions['form']>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return body;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Calls the API under /data/rest; answers the parsed body or throws an `ApiError`. Never shows toasts. */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(method, path, options)).data;
}

/** As `request`, with the answer's headers (same origin: every header of the answer can be read). */
export async function requestWithHeaders<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = options.auth === false ? null : getToken();
  if (token) headers['X-Auth-Token'] = token;

  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.form) {
    body = formBody(options.form);
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A cancelled query is not a failure of the server.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, { _error: 'network_error' });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const errorBody =
      data !== null && typeof data === 'object' && !Array.isArray(data)
        ? (data as ApiError['body'])
        : { _error: response.status >= 500 ? 'internal_error' : undefined };
    throw new ApiError(response.status, errorBody);
  }
  return { data: data as T, headers: response.headers };
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'json' | 'form' | 'formData'>) =>
    request<T>('GET', path, options),
  /** A GET whose answer says part of what it means in headers (e.g. `lot_bids`' server time). */
  getWithHeaders: <T>(path: string, options?: Omit<RequestOptions, 'json' | 'form' | 'formData'>) =>
    requestWithHeaders<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
