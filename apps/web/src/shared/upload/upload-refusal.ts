import { formatFileSize } from '@portal/contracts/text';
import { splitErrorBody } from '@portal/contracts/validation-messages';

export type UploadRefusal = { key: string; values: Record<string, string | number> };

/**
 * What to tell the user about a refused upload: the first field message (400) or the general key
 * (409 over a quota), with the limit the server sent as `{{limit}}` and, read as bytes, `{{size}}`.
 */
export function uploadRefusal(body: Record<string, unknown>): UploadRefusal | null {
  const reasons = splitErrorBody(body);
  const key = Object.values(reasons.fields)[0] ?? reasons.general;
  if (!key) return null;
  const limit = body.limit;
  return {
    key,
    values: typeof limit === 'number' && Number.isFinite(limit) ? { limit, size: formatFileSize(limit) } : {},
  };
}
