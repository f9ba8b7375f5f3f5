import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the server are believed (`TRUST_PROXY`): none (`false`, the socket's address is the
 * client's), the nearest N hops (a number: `1` is one nginx in front), or the proxies at these addresses, CIDR ranges
 * and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | readonly string[];

/** Whether the hop'th address from the server (0: the socket's peer) is a proxy whose `X-Forwarded-*` is believed. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** More hops than a CDN, a load balancer and nginx is a mistake; a large count would believe what clients write. */
export const MAX_PROXY_HOPS = 5;

const PROXY_ADDR_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const OFF = ['', '0', 'false', 'no', 'off'];
const EVERY_HOP = ['true', 'yes', 'on'];

/** Reads `TRUST_PROXY`; throws a message for the start's refusal on anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (OFF.includes(text.toLowerCase())) return false;
  if (EVERY_HOP.includes(text.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${text} would believe every X-Forwarded-For entry, and clients write the first ones themselves: ` +
        'give the number of proxies in front of the server (1 for one nginx) or their addresses (CIDR ranges allowed)',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_PROXY_HOPS)
      throw new Error(`TRUST_PROXY must be at most ${MAX_PROXY_HOPS} proxies (hops), got ${text}`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new Error(
        'TRUST_PROXY must be off, a number of proxies (1 for one nginx) or a comma-separated list of proxy addresses, ' +
          `CIDR ranges and ${PROXY_ADDR_NAMES.join(', ')}; "${entry}" is none of them`,
      );
    }
  }
  return entries;
}

/** A name, or an address in its usual form (proxy-addr would take `1.5` for 1.0.0.5) with a valid range if any. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDR_NAMES.includes(entry)) return true;
  const slash = entry.lastIndexOf('/');
  if (net.isIP(slash === -1 ? entry : entry.slice(0, slash)) === 0) return false;
  try {
    proxyAddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

/** The trust function of a setting: the one rule of Fastify's `request.ip` and of `clientAddress`. */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === false) return () => false;
  // Fastify 5.12.1 dropped its numeric trustProxy (a count cannot tell the proxy from a client that connects directly,
  // so it now believes nothing): the count is this function, for instances that only the proxy can reach.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}

/** Fastify's `trustProxy` option for a setting: off, or the same trust function `clientAddress` is given. */
export function fastifyTrustProxy(setting: TrustProxy): false | ProxyTrust {
  return setting === false ? false : proxyTrust(setting);
}

/**
 * The client's address, as Fastify's `request.ip` reads it with the same trust function: the `X-Forwarded-For`
 * entries are walked from the right (the nearest proxy's), and the first address that is not a trusted proxy is the
 * client's. Entries left of it were written by the client or by proxies nobody vouches for, and are ignored.
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(request, trust) ?? 'unknown';
}
