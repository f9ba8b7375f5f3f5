import { apiPath } from '@portal/contracts/api-paths';
import type { PublicSettings } from '@portal/contracts/public-settings';
import { postMultipart } from '@/shared/upload/post-multipart';

/** `POST /authority/logo` with one PNG or SVG (field `file`): the authority's new logo, re-encoded by the server. */
export function uploadAuthorityLogo(file: File): Promise<PublicSettings['authority']> {
  const body = new FormData();
  body.append('file', file, file.name);
  return postMultipart<PublicSettings['authority']>(apiPath('/authority/logo'), body);
}
