import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@portal/contracts/attachments';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { attachmentsQueryOptions } from './get-attachments';

export function deleteAttachment(id: number): Promise<{ status: 'ok' }> {
  return apiClient.delete<{ status: 'ok' }>(apiPath('/attachments/{id}', { id }));
}

export function useDeleteAttachment(options: { onSuccess?: (attachment: Attachment) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachment: Attachment) => deleteAttachment(attachment.id),
    onSuccess: async (_result, attachment) => {
      await queryClient.invalidateQueries({
        queryKey: attachmentsQueryOptions(attachment.bean, attachment.objectId).queryKey,
      });
      options.onSuccess?.(attachment);
    },
  });
}
