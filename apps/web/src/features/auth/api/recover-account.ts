import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

type Ok = { status: 'ok' };

/** Mails a password-reset link when the account exists; the answer is the same when it does not. */
export const requestPasswordReset = (username: string) =>
  apiClient.post<Ok>(apiPath('/user/renew_password'), { json: { username } });

/** Sets a new password with the token of the mailed link. */
export const resetPassword = (input: { token: string; password: string; confirmPassword: string }) =>
  apiClient.post<Ok>(apiPath('/user/reset_password'), { json: input });

/** Mails the usernames registered with an address; the answer is the same when there are none. */
export const remindUsername = (email: string) =>
  apiClient.post<Ok>(apiPath('/user/remind_username'), { json: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { handledStatuses: [400] } });
export const useRemindUsername = () => useMutation({ mutationFn: remindUsername });
