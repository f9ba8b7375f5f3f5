import type { Config } from '../config';
import { fastifyTrustProxy } from './client-address';

/**
 * How often Node looks for requests past their headers or request timeout. Its default, 30 s, would let a request
 * run up to 30 s past its timeout; the check walks only the connections with a request in progress.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * No time limit on a plugin's registration (Fastify's default is 10 s). On a busy machine the start went past it
 * (`AVV_ERR_PLUGIN_EXEC_TIMEOUT`) and the server died half started; a slow start is a performance matter, and a
 * registration that never ends is a bug the tests would hang on. The supervisor's health probe sees a start that
 * does not finish.
 */
export const PLUGIN_TIMEOUT_MS = 0;

/**
 * The server's Fastify options that decide whom it believes and how long a client may take: the trust in proxies
 * (the same rule as the socket limit's, client-address.ts) and the timeouts, so a client that sends its headers or
 * its body a byte at a time is cut off instead of holding a connection forever. WebSocket connections are not
 * concerned: an upgraded socket is no longer an HTTP request, and `ws` clears its idle timeout.
 */
export function serverOptions(config: Pick<Config, 'trustProxy' | 'httpTimeouts'>) {
  const timeouts = config.httpTimeouts;
  return {
    trustProxy: fastifyTrustProxy(config.trustProxy),
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Given to http.createServer: Fastify sets the request timeout after it, the headers timeout only here.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_INTERVAL_MS, timeouts.headersMs),
    },
    pluginTimeout: PLUGIN_TIMEOUT_MS,
  };
}
