import { useEffect, useRef, useState } from 'react';
import { accountLinkSecret, type AccountLinkSecret } from '@portal/contracts/account-links';
import { useLocation, useNavigate } from 'react-router';

/**
 * The secret of a mailed account link (`#code=…`, or `?code=…` in links mailed before), read once when the page
 * opens; the address bar loses it at once (with the other query parameters named in `alsoRemove`), so it is not
 * in the history, a bookmark, a shared screen or the Referer of the page's requests.
 */
export function useLinkSecret(name: AccountLinkSecret, alsoRemove: readonly string[] = []): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [secret] = useState(() => accountLinkSecret(location, name));
  const [initial] = useState(location);
  const cleaned = useRef(false);
  useEffect(() => {
    if (cleaned.current) return;
    cleaned.current = true;
    const search = new URLSearchParams(initial.search);
    const removed = [name, ...alsoRemove].filter((key) => search.has(key));
    if (!secret && removed.length === 0) return;
    for (const key of removed) search.delete(key);
    const rest = search.toString();
    const hash = secret && initial.hash.length > 1 ? '' : initial.hash;
    void navigate({ pathname: initial.pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [initial, name, alsoRemove, secret, navigate]);
  return secret;
}
