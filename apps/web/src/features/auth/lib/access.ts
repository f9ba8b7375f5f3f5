import type { CurrentUser } from '@portal/contracts/auth';
import { pathGrantedByPages } from '@portal/contracts/navigation';
import { isPublicPath } from '@portal/contracts/routes';
import { OPEN_TO_EVERY_SIGNED_IN } from '@portal/contracts/notifications';

/** Urls of every page the user holds, through a role or directly. */
export function grantedPageUrls(user: CurrentUser): string[] {
  return [...user.rolePages, ...user.userPages].map((page) => page.url);
}

// Where a user with an expired password may still go: the profile holds the password change.
const OPEN_WITH_EXPIRED_PASSWORD = ['/user/profile'];

export type AccessDecision = 'allow' | 'sign-in' | 'password-expired' | 'denied';

/**
 * Spec §2 access control: public routes are open; any other path needs a signed-in user holding
 * a page whose url starts the path; `/` is always allowed, and the user's own notices to every signed-in user.
 */
export function decideAccess(path: string, user: CurrentUser | null): AccessDecision {
  if (path === '/' || isPublicPath(path)) return 'allow';
  if (!user) return 'sign-in';
  if (user.passwordExpired && !OPEN_WITH_EXPIRED_PASSWORD.includes(path)) return 'password-expired';
  // Every account has its own notices: no page grants them.
  if (OPEN_TO_EVERY_SIGNED_IN.includes(path)) return 'allow';
  return pathGrantedByPages(path, grantedPageUrls(user)) ? 'allow' : 'denied';
}
