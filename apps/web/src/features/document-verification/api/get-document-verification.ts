import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { DocumentVerification } from '@portal/contracts/document-verification';
import { apiClient } from '@/shared/api/client';

export const documentVerificationKeys = {
  code: (code: string) => ['document_verifications', code] as const,
};

/** `GET /document_verifications/{code}` (public): an official PDF's register entry; 404 for an unknown code. */
export function getDocumentVerification(code: string, signal?: AbortSignal): Promise<DocumentVerification> {
  return apiClient.get<DocumentVerification>(apiPath('/document_verifications/{code}', { code }), { signal });
}

export const documentVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: documentVerificationKeys.code(code),
    queryFn: ({ signal }) => getDocumentVerification(code, signal),
    enabled: code !== '',
    retry: false,
    meta: { handledStatuses: [404, 429] },
  });
