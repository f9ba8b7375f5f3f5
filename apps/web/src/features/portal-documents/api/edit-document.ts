import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import { apiClient } from '@/shared/api/client';
import { documentKeys } from '@/shared/portal/query-keys';

export type EditDocumentInput = { id: number; typeId: number; description: string | null };

/** `GET /portal_documents/edit_portal_document?id=&description=&typeId=` (spec §7: the call is a GET). */
export function editDocument({ id, typeId, description }: EditDocumentInput): Promise<PortalDocument> {
  return apiClient.get<PortalDocument>(apiPath('/portal_documents/edit_portal_document'), {
    query: { id, typeId, description: description ?? '' },
  });
}

export function useEditDocument(caseId: number, options: { onSuccess?: (saved: PortalDocument) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDocument,
    // Field messages are shown on the form.
    meta: { handledStatuses: [400] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.byCase(caseId) }),
    onSuccess: (saved) => options.onSuccess?.(saved),
  });
}
