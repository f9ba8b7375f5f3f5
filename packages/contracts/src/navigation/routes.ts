/**
 * Client routes that need no sign-in (spec platform §2 "Public routes", portal §2). Patterns use
 * `:param` for a path segment and a trailing `*` for "and anything below".
 */
export const PUBLIC_ROUTES = [
  '/',
  '/ecounter_home',
  '/web_portal/ecounter_home',
  '/eauction_home',
  '/user_auctions/eauction_home',
  '/user_auctions/eauction_home_page',
  '/login',
  '/forgotten_password',
  '/expired_password',
  '/forgotten_username',
  '/register_person',
  '/register_trader',
  '/subcategory/:id/products',
  '/user_auctions/published_auctions',
  '/user_auctions/running_auctions',
  '/user_auctions/finished_auctions',
  '/user_auctions/available_products',
  '/user_auctions/auction/:auctionId',
  '/user_auctions/lot/:auctionId/:lotId',
  '/user_auctions/auction_bid/:auctionId',
  '/user_auctions/bid_receipt',
  '/user_info/*',
  '/web_portal/documents_templates_page',
  '/web_portal/movement_certificate_display',
  '/web_portal/bti_search',
  '/verify',
  '/404',
  '/access_denied',
] as const;

function patternMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  }
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return false;
  return p.every((part, i) => (part.startsWith(':') ? s[i] !== '' : part === s[i]));
}

export function isPublicPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1');
  return PUBLIC_ROUTES.some((pattern) => patternMatches(pattern, clean));
}
