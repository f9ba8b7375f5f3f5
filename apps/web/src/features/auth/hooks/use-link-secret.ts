import { useEffect, useState } from 'react';
import { accountLinkSecret, type AccountLinkSecret } from '@portal/contracts/account-links';
import { useLocation, useNavigate } from 'react-router';

/**
 * The secret of a mailed account link (`#code=…`, or `?code=…` in links mailed before), read when the page opens and
 * whenever the address brings one (a link opened in a tab already on the page changes only the fragment). The
 * address bar loses it at once (with the other query parameters named in `alsoRemove`), so it is not in the history,
 * a bookmark, a shared screen or the Referer of the page's requests; the page keeps the newest one.
 */
export function useLinkSecret(name: AccountLinkSecret, alsoRemove: readonly string[] = []): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const found = accountLinkSecret(location, name);
  const [secret, setSecret] = useState(found);
  // A newer secret in the address replaces the kept one (during render: the page shows it at once).
  if (found && found !== secret) setSecret(found);
  const removeKey = alsoRemove.join('&');
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    const removed = [name, ...removeKey.split('&').filter(Boolean)].filter((key) => search.has(key));
    const carried = accountLinkSecret(location, name);
    if (!carried && removed.length === 0) return;
    for (const key of removed) search.delete(key);
    const rest = search.toString();
    const hash = carried && new URLSearchParams(location.hash.replace(/^#/, '')).has(name) ? '' : location.hash;
    void navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [location, name, removeKey, navigate]);
  return secret;
}
