import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are secrets or capabilities: account confirmation codes and reset tokens of links
 * mailed before they moved into the fragment, session tokens and captcha solutions should a client put them there,
 * and a movement certificate's unguessable `urlNumber` (the spec's public display link). Compared without case.
 * `code` is also the plain parameter of a few look-ups (`users/log`, `by_code`); those lose it in the log too:
 * a rule per name cannot miss a secret a new route calls `code`.
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'code',
  'token',
  'x-auth-token',
  'access_token',
  'password',
  'altcha',
  'urlnumber',
]);

/** Path segments that are capabilities: the public certificate display's `urlNumber`, a document's verification code. */
const SECRET_PATH_SEGMENTS: readonly RegExp[] = [
  /(\/movement_certificates\/movement_certificate_display\/)[^/?#]+/,
  /(\/document_verifications\/)[^/?#]+/,
];

export const REDACTED = '[REDACTED]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL as the log may show it: the values of secret-bearing query parameters and path segments replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  let path = mark === -1 ? url : url.slice(0, mark);
  for (const segment of SECRET_PATH_SEGMENTS) path = path.replace(segment, `$1${REDACTED}`);
  if (mark === -1) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_PARAMETERS.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * The `req` of a request's log line (Fastify's own fields) with its URL redacted: a reverse proxy's log is the
 * operator's to configure, this server's log never holds a mailed code or token.
 */
export function redactedRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
