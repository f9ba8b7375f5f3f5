import type { Challenge } from 'altcha-lib';
import { apiClient } from '@/shared/api/client';

/** A proof-of-work challenge for the sign-in and registration captcha (altcha-lib v2). Fetched by the widget itself. */
export function getCaptchaChallenge(signal?: AbortSignal): Promise<Challenge> {
  return apiClient.get<Challenge>('/captcha/challenge', { signal });
}
