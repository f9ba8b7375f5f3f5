import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@portal/contracts/attachments';
import type { ErrorBody } from '@portal/contracts';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import { ApiError, isApiError } from '@/shared/api/api-error';
import { API_BASE, apiClient } from '@/shared/api/client';
import { getToken } from '@/shared/session/token';

export type CompanyImageKind = 'signature' | 'stamp';

const IMAGE_PATHS = {
  signature: '/get_company_signature/{companyId}',
  stamp: '/get_company_stamp/{companyId}',
} as const satisfies Record<CompanyImageKind, ApiPathTemplate>;

/** `GET /get_company_{kind}/{companyId}`: the current image, or null when there is none (404). */
export async function getCompanyFile(
  kind: CompanyImageKind,
  companyId: number,
  signal?: AbortSignal,
): Promise<Attachment | null> {
  try {
    return await apiClient.get<Attachment>(apiPath(IMAGE_PATHS[kind], { companyId }), { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const companyFileQueryOptions = (kind: CompanyImageKind, companyId: number) =>
  queryOptions({
    queryKey: ['company-files', kind, companyId],
    queryFn: ({ signal }) => getCompanyFile(kind, companyId, signal),
  });

/** Asked only when the company has the file (`exists`): a missing one would answer 404 in the browser's console. */
export const useCompanyFile = (kind: CompanyImageKind, companyId: number, exists: boolean) =>
  useQuery({ ...companyFileQueryOptions(kind, companyId), enabled: exists });

async function fetchImage(id: number, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const response = await fetch(`${API_BASE}${apiPath('/attachments/{id}', { id })}`, {
    headers: token ? { 'X-Auth-Token': token } : {},
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, (await response.json().catch(() => ({}))) as ErrorBody);
  return response.blob();
}

/** A blob as a `data:` URL (the CSP allows data: images); no object URL to revoke later. */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL leaves a string in result.
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** An image attachment for an `<img>` (a plain src cannot carry the token), fetched once per attachment id. */
export function useAttachmentImageUrl(id: number | undefined): { url: string | null; failed: boolean } {
  const image = useQuery({
    queryKey: ['attachment-image', id],
    queryFn: async ({ signal }) => dataUrlOf(await fetchImage(id!, signal)),
    enabled: id !== undefined,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  return { url: image.data ?? null, failed: image.isError };
}
