import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Whether a browser page from `origin` may open the socket (DESIGN.md §6): no Origin header
 * (a non-browser client) is allowed; otherwise the origin's host must be the request's Host or
 * the origin must be in the configured allowlist. `null` and unparsable origins are refused.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const parsed = parseOrigin(origin);
  if (!parsed) return false;
  if (host !== undefined && parsed.host === host.toLowerCase()) return true;
  return allowedOrigins.some((allowed) => parseOrigin(allowed)?.origin === parsed.origin);
}

function parseOrigin(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The path of an upgrade request, without its query string. */
export function requestPath(request: IncomingMessage): string {
  const url = request.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Answers an upgrade request with a bare HTTP status before any handshake, then drops the socket. */
export function refuseUpgrade(socket: Duplex, status: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
