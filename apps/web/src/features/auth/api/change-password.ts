import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/** Answers a new token: every other session of the user was revoked. */
export function changePassword(input: ChangePassword): Promise<{ token: string }> {
  return apiClient.post<{ token: string }>(apiPath('/user/change_password'), { json: input });
}

export function useChangePassword(options: { onSuccess?: (result: { token: string }) => Promise<void> | void } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: options.onSuccess });
}
