import { useEffect, useState } from 'react';
import { apiPath } from '@portal/contracts/api-paths';
import { API_BASE } from '@/shared/api/client';
import { getToken } from '@/shared/session/token';

/** The address of a product photo; photos of products on offer are public, so an <img> can load them. */
export const pictureUrl = (attachmentId: number) => `${API_BASE}${apiPath('/attachments/{id}', { id: attachmentId })}`;

/**
 * An address for a photo an <img> cannot load by itself (staff see the photos of withdrawn
 * products with their token): the bytes are fetched with the token and shown from an object URL.
 */
export function useAuthorizedPictureUrl(attachmentId: number): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const headers: Record<string, string> = {};
    const token = getToken();
    if (token) headers['X-Auth-Token'] = token;
    fetch(pictureUrl(attachmentId), { headers, signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ url: objectUrl, failed: false });
      })
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [attachmentId]);
  return state;
}
