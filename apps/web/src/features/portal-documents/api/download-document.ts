import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalDocumentFile } from '@portal/contracts/portal-documents';
import { downloadFile } from '@/shared/upload/download-attachment';

/** `GET /portal_attachments/get/{id}` (spec §7 "Downloads"): a document's file under its stored name. */
export function downloadDocumentFile(file: Pick<PortalDocumentFile, 'id' | 'fileName'>): Promise<void> {
  return downloadFile(apiPath('/portal_attachments/get/{id}', { id: file.id }), file.fileName);
}

export function useDownloadDocumentFile() {
  return useMutation({ mutationFn: downloadDocumentFile });
}
