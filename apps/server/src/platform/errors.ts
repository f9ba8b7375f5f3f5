import { ERROR } from '@portal/contracts';

/**
 * An error with an HTTP status and the body the client gets (DESIGN.md §4 shapes). A refusal (4xx) is an answer, not
 * a fault: it is made without a stack trace, which nobody reads and which was a fifth of a 401's cost (every request
 * to a protected path without a session makes one). A 5xx keeps its stack for the log.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;

  constructor(statusCode: number, body: Record<string, unknown>) {
    const stackTraceLimit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(typeof body._error === 'string' ? body._error : `HTTP ${statusCode}`);
    Error.stackTraceLimit = stackTraceLimit;
    this.statusCode = statusCode;
    this.body = body;
  }
}

export const badRequest = (fields: Record<string, string>, general?: string) =>
  new HttpError(400, general ? { ...fields, _error: general } : fields);
export const unauthorized = (key: string = ERROR.unauthorized, extra: Record<string, unknown> = {}) =>
  new HttpError(401, { _error: key, ...extra });
export const forbidden = (key: string = ERROR.accessDenied) => new HttpError(403, { _error: key });
export const notFound = (key: string = ERROR.notFound) => new HttpError(404, { _error: key });
export const conflict = (key: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, { _error: key, ...extra });
