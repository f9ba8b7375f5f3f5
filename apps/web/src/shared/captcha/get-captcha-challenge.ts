import type { Challenge } from 'altcha-lib';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/**
 * A proof-of-work challenge for the sign-in and registration captcha (altcha-lib v2). Fetched by the widget itself;
 * with the username about to sign in, the server asks for more work after failed attempts.
 */
export function getCaptchaChallenge(signal?: AbortSignal, username?: string): Promise<Challenge> {
  return apiClient.get<Challenge>(apiPath('/captcha/challenge'), {
    signal,
    query: username ? { username } : undefined,
  });
}
