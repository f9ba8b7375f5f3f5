import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { MyDecision } from '@portal/contracts/portal-decisions';
import { downloadFile } from '@/shared/upload/download-attachment';

/** `GET /portal_attachments/get/{id}`: the PDF of a document in My decisions, under its stored name. */
export function downloadDecisionFile(file: NonNullable<MyDecision['file']>): Promise<void> {
  return downloadFile(apiPath('/portal_attachments/get/{id}', { id: file.attachmentId }), file.fileName);
}

export const useDownloadDecisionFile = () => useMutation({ mutationFn: downloadDecisionFile });
