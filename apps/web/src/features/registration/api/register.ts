import { useMutation } from '@tanstack/react-query';
import type { RegistrationResult } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/** Registers a person (`individual`) or a company and its administrator; the server mails the confirmation link. */
export const register = (record: 'individual' | 'company', body: Record<string, unknown>) =>
  apiClient.post<RegistrationResult>(
    apiPath(record === 'individual' ? '/registered_users/register_individual' : '/registered_users/register_company'),
    { json: body, auth: false },
  );

// A 409 (the record has a user already) is said on the number field by the form.
export const useRegister = (record: 'individual' | 'company') =>
  useMutation({
    mutationFn: (body: Record<string, unknown>) => register(record, body),
    meta: { handledStatuses: [409] },
  });
