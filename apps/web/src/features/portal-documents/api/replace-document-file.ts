import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { PORTAL_DOCUMENT_BEAN } from '@portal/contracts/portal-documents';
import { uploadFiles } from '@/shared/upload/upload-files';
import { documentKeys } from '@/shared/portal/query-keys';

/**
 * `POST /portal_attachments/{documentId}` with one file: replaces the document's file (a document holds one),
 * with progress (0–100).
 */
export function replaceDocumentFile(documentId: number, file: File, onProgress?: (percent: number) => void) {
  return uploadFiles(
    {
      bean: PORTAL_DOCUMENT_BEAN,
      objectId: documentId,
      files: [file],
      path: apiPath('/portal_attachments/{objectId}', { objectId: documentId }),
    },
    onProgress,
  );
}

export function useReplaceDocumentFile(caseId: number, options: { onProgress?: (percent: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, file }: { documentId: number; file: File }) =>
      replaceDocumentFile(documentId, file, options.onProgress),
    // The dialog tells what was refused (the file's type, size or content).
    meta: { handledStatuses: [400, 413, 415] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.byCase(caseId) }),
  });
}
