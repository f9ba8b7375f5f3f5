/** Error bodies of the API (DESIGN.md §4): field keys map to message keys, `_error` carries a general key. */
export type ErrorBody = { _error?: string } & Record<string, string | undefined>;

export const ERROR = {
  unauthorized: 'unauthorized',
  accessDenied: 'access_denied',
  passwordExpired: 'password_expired',
  notFound: 'not_found',
  captcha: 'captcha_error',
  invalidCredentials: 'invalid_credentials',
  tooManyRequests: 'too_many_requests',
  badRequest: 'bad_request',
  internal: 'internal_error',
  /** The database cannot be reached for a moment (a restart, a failover): try again shortly. */
  unavailable: 'service_unavailable',
} as const;
