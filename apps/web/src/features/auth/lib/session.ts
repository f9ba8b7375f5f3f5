import type { QueryClient } from '@tanstack/react-query';
import { clearToken } from '@/shared/session/token';

/**
 * Forgets the session on this side (spec §4, logout): the token cookie, the current user and
 * every answer cached with the token, the navigation included, so the public one loads again.
 */
export function endSessionLocally(queryClient: QueryClient): void {
  clearToken();
  void queryClient.cancelQueries();
  queryClient.removeQueries();
}
