import { createExternalStore, useExternalStore } from '@/shared/lib/external-store';
import { deleteCookie, readCookie, writeCookie } from '@/shared/lib/cookies';

const TOKEN_COOKIE = 'token';
// Whether the session was opened with "remember me": a new token after a password change keeps it.
const REMEMBER_KEY = 'rememberMe';
/** Lifetime of a remembered sign-in cookie; the server's own expiry is the one that counts. */
export const REMEMBER_ME_DAYS = 30;

const tokenStore = createExternalStore<string | null>(readCookie(TOKEN_COOKIE));

export function getToken(): string | null {
  return tokenStore.get();
}

export function setToken(token: string, rememberMe?: boolean): void {
  const remember = rememberMe ?? localStorage.getItem(REMEMBER_KEY) === '1';
  if (remember) localStorage.setItem(REMEMBER_KEY, '1');
  else localStorage.removeItem(REMEMBER_KEY);
  writeCookie(TOKEN_COOKIE, token, remember ? { maxAgeDays: REMEMBER_ME_DAYS } : {});
  tokenStore.set(token);
}

export function clearToken(): void {
  deleteCookie(TOKEN_COOKIE);
  localStorage.removeItem(REMEMBER_KEY);
  tokenStore.set(null);
}

export const subscribeToken = tokenStore.subscribe;

export function useToken(): string | null {
  return useExternalStore(tokenStore);
}
