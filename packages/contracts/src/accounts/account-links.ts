// Without zod: the sign-in and recovery pages, on a visitor's first download, use these.

/**
 * The pages mailed account links open, and the name of the secret each carries. The secret travels in the
 * fragment (`/login#code=…`): a browser never sends a fragment, so no proxy or server log and no Referer holds it;
 * the page reads it, posts it and takes it out of the address bar. Links mailed before carried it in the query
 * string (`/login?code=…`), which the pages still read.
 */
export const ACCOUNT_LINKS = {
  confirmation: { path: '/login', secret: 'code' },
  passwordReset: { path: '/forgotten_password', secret: 'token' },
} as const;
export type AccountLinkKind = keyof typeof ACCOUNT_LINKS;
export type AccountLinkSecret = (typeof ACCOUNT_LINKS)[AccountLinkKind]['secret'];

/** The link of a mail: the portal's address, the page, the secret in the fragment. */
export function accountLink(publicUrl: string, kind: AccountLinkKind, secret: string): string {
  const { path, secret: name } = ACCOUNT_LINKS[kind];
  return `${publicUrl}${path}#${name}=${encodeURIComponent(secret)}`;
}

/** The secret of an account link in an address: from its fragment, else (links mailed before) its query string. */
export function accountLinkSecret(address: { hash: string; search: string }, name: AccountLinkSecret): string | null {
  const fromHash = new URLSearchParams(address.hash.replace(/^#/, '')).get(name);
  return fromHash || new URLSearchParams(address.search).get(name) || null;
}
