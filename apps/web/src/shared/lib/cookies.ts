/** Reads, writes and removes the SPA's cookies (token, systemToken, lang): Path=/, SameSite=Strict, Secure on https. */

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** `maxAgeDays` makes the cookie persistent; without it the cookie ends with the browser session. */
export function writeCookie(name: string, value: string, options: { maxAgeDays?: number } = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Strict'];
  if (options.maxAgeDays !== undefined) parts.push(`Max-Age=${Math.round(options.maxAgeDays * 86_400)}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; SameSite=Strict; Max-Age=0`;
}
