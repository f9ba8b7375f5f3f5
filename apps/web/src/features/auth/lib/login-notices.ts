/**
 * The translation keys the login page shows from its `error` and `info` query parameters (spec §2, §8). Anything
 * else in the address is ignored: a link must not be able to put its own words in the portal's toasts.
 */
export const LOGIN_ERROR_KEYS: ReadonlySet<string> = new Set([
  'unauthorized',
  'password_expired',
  'access_denied',
  'too_many_requests',
  'registration.code_invalid',
  'registration.token_invalid',
  'login.status_blocked',
  'login.status_disabled',
  'login.status_rejected',
  'login.status_pending_approval',
  'login.status_pending_confirmation',
]);

export const LOGIN_INFO_KEYS: ReadonlySet<string> = new Set([
  'registration.account_confirmed',
  'recovery.password_sent',
  'recovery.username_sent',
  'login.status_pending_approval',
  'login.status_pending_confirmation',
]);

export type LoginNotices = { error?: string; info?: string };

/** The query parameters the login page reads once and then takes out of the address. */
export const LOGIN_NOTICE_PARAMETERS: readonly string[] = ['error', 'info'];

/** The `error` and `info` keys of the login address that may be shown; unknown values are dropped. */
export function loginNotices(params: URLSearchParams): LoginNotices {
  const error = params.get('error');
  const info = params.get('info');
  return {
    ...(error && LOGIN_ERROR_KEYS.has(error) ? { error } : {}),
    ...(info && LOGIN_INFO_KEYS.has(info) ? { info } : {}),
  };
}
