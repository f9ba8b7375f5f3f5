import { ERROR } from '@portal/contracts';

/** An error with an HTTP status and the body the client gets (DESIGN.md §4 shapes). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body._error === 'string' ? body._error : `HTTP ${statusCode}`);
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
