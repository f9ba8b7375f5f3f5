import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import type { MailMessage } from '../types';

/** `POST /mail_outbox/{id}/retry`: a FAILED message goes back in the queue (409 `mail.not_failed` otherwise). */
export const retryMail = (id: number) => apiClient.post<MailMessage>(apiPath('/mail_outbox/{id}/retry', { id }));

export function useRetryMail(options: { onSuccess?: (message: MailMessage) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: async (message) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all('mail_outbox') });
      options.onSuccess?.(message);
    },
  });
}
