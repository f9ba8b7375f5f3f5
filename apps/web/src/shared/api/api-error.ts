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

  /** Whether a form showed the field messages of this answer (see `markFieldsShown`). */
  fieldsShown = false;

  /**
   * Said by a form that put the answer's field messages on its fields: the global handler, which otherwise shows
   * the field messages of a 400 no form claimed as a toast, leaves them to the form.
   */
  markFieldsShown(): void {
    this.fieldsShown = true;
  }

  /** The general message key of the body (`_error`), if any. */
  get key(): string | undefined {
    return this.body._error;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
