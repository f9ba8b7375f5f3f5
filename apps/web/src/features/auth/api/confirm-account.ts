import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/** Confirms the e-mail address of a new account with the code mailed to it. */
export function confirmAccount(code: string): Promise<{ status: string }> {
  return apiClient.post<{ status: string }>(apiPath('/registered_users/confirm'), { json: { code } });
}

export function useConfirmAccount() {
  // The login page says what happened; the global handler stays silent.
  return useMutation({ mutationFn: confirmAccount, meta: { handledStatuses: 'all' } });
}
