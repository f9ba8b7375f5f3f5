const RETURN_PATH_KEY = 'returnPath';

// Pages a user is sent to because of the session itself are never a place to return to.
const NOT_A_RETURN_PATH = ['/login', '/expired_password', '/access_denied', '/404'];

/** Remembers where to go after signing in, unless a return path is already set (spec §8, 401). */
export function rememberReturnPath(path: string): void {
  const pathname = path.split(/[?#]/)[0];
  if (NOT_A_RETURN_PATH.includes(pathname)) return;
  if (sessionStorage.getItem(RETURN_PATH_KEY) === null) sessionStorage.setItem(RETURN_PATH_KEY, path);
}

/** The remembered path, removed so it is used once; only same-site paths are returned. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_PATH_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : null;
}

export function clearReturnPath(): void {
  sessionStorage.removeItem(RETURN_PATH_KEY);
}
