import { useMutation } from '@tanstack/react-query';
import type { LoginForm } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export type AuthenticateInput = {
  username: string;
  password: string;
  rememberMe: boolean;
  /** base64 of `{ challenge, solution }` when a captcha is due. */
  altcha?: string;
};

export function authenticate(input: AuthenticateInput): Promise<{ token: string }> {
  const form: LoginForm = {
    username: input.username.trim(),
    password: input.password,
    rememberMe: input.rememberMe,
    altcha: input.altcha,
  };
  return apiClient.post<{ token: string }>(apiPath('/user/authenticate'), {
    form: { ...form, rememberMe: input.rememberMe ? 'true' : 'false' },
  });
}

/** Sign-in; the login page shows its own refusals (401 and 429), not the session handler. */
export function useAuthenticate(
  options: { onSuccess?: (result: { token: string }, input: AuthenticateInput) => void } = {},
) {
  return useMutation({
    mutationFn: authenticate,
    meta: { handledStatuses: [401, 429] },
    onSuccess: options.onSuccess,
  });
}
