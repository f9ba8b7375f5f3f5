import { apiPath } from '@portal/contracts/api-paths';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import { postMultipart } from '@/shared/upload/post-multipart';

export type AddDocumentInput = { caseId: number; typeId: number; description: string | null; file: File };

/**
 * `POST /portal_documents?caseId=&typeId=&description=` with one file (the spec's uploads take one file per
 * request): an outgoing document and its file, saved together or not at all; `onProgress` gets 0–100.
 */
export function addDocument(
  { caseId, typeId, description, file }: AddDocumentInput,
  onProgress: (percent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<PortalDocument> {
  const query = new URLSearchParams({ caseId: String(caseId), typeId: String(typeId) });
  if (description) query.set('description', description);
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart<PortalDocument>(`${apiPath('/portal_documents')}?${query.toString()}`, body, onProgress, signal);
}
