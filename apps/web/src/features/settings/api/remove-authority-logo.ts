import { apiPath } from '@portal/contracts/api-paths';
import type { PublicSettings } from '@portal/contracts/public-settings';
import { apiClient } from '@/shared/api/client';

/** `DELETE /authority/logo`: letterheads go on without a logo. */
export function removeAuthorityLogo(): Promise<PublicSettings['authority']> {
  return apiClient.delete<PublicSettings['authority']>(apiPath('/authority/logo'));
}
