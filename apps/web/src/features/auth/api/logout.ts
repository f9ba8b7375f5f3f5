import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export function logout(): Promise<{ status: 'ok' }> {
  return apiClient.post<{ status: 'ok' }>(apiPath('/user/logout'));
}

/** Ends the session on the server; the caller clears the client side whatever the answer. */
export function useLogout(options: { onSettled?: () => void } = {}) {
  return useMutation({
    mutationFn: logout,
    // Signing out of a session that has already ended is still signing out.
    meta: { handledStatuses: 'all' },
    onSettled: options.onSettled,
  });
}
