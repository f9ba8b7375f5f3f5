import type { ErrorBody } from '@portal/contracts';

/** Status 0 means the server could not be reached. */
export const NETWORK_ERROR_STATUS = 0;

/** A non-2xx answer of the API (DESIGN §4 shapes), or a network failure with status 0. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;

  constructor(status: number, body: ErrorBody) {
    super(body._error ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The general message key of the body (`_error`), if any. */
  get key(): string | undefined {
    return this.body._error;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
