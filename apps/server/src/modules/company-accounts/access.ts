import { pathGrantedByPages } from '@portal/contracts';
import { forbidden } from '../../platform/errors';
import type { SignedInContext } from '../../platform/http/context';
import type { AuthContext } from '../../platform/http/access';
import { COMPANY_ERROR } from '@portal/contracts/companies';

/** Staff pages whose holders see every company's signature, stamp and licences. */
export const COMPANY_STAFF_PAGES = ['/admin/auth/traders', '/admin/auth/companies_for_approval'] as const;
/** Operators deciding participation requests also see the requester's licences (DESIGN §5). */
export const LICENCE_STAFF_PAGES = [...COMPANY_STAFF_PAGES, '/admin/auctions/auction_participation_requests'] as const;

/** Who acts, for the ownership checks and the audit log. */
export type CompanyActor = { auth: AuthContext; ip: string };

/** The company actor of a signed-in caller: its account and address. */
export const companyActorOf = ({ caller }: SignedInContext): CompanyActor => ({
  auth: caller.account,
  ip: caller.address,
});

export const auditActorOf = (actor: CompanyActor): { actorId: number; actorUsername: string; ip: string } => ({
  actorId: actor.auth.userId,
  actorUsername: actor.auth.username,
  ip: actor.ip,
});

export function holdsAnyPage(auth: AuthContext | null, pages: readonly string[]): boolean {
  return Boolean(auth && pages.some((url) => pathGrantedByPages(url, auth.pageUrls)));
}

/** The company the caller administers; 403 for anyone who is not a company administrator. */
export function administeredCompany(auth: AuthContext): number {
  if (!auth.companyId || !auth.companyAdministrator) throw forbidden(COMPANY_ERROR.notAdministrator);
  return auth.companyId;
}

/**
 * Whether the caller may see a company's files and licences: its own users, and staff holding one
 * of `staffPages`. Another company's user gets 404 (the object is hidden), anyone else 403.
 */
export function companyReadPermission(
  auth: AuthContext | null,
  companyId: number,
  staffPages: readonly string[],
): true | false | 'not_found' {
  if (!auth) return false;
  if (auth.companyId === companyId || holdsAnyPage(auth, staffPages)) return true;
  return auth.companyId ? 'not_found' : false;
}

/** Only the company's administrator changes its files and licences; another company's user gets 404. */
export function companyWritePermission(auth: AuthContext | null, companyId: number): true | false | 'not_found' {
  if (!auth) return false;
  if (auth.companyId === companyId) return auth.companyAdministrator;
  return auth.companyId ? 'not_found' : false;
}
