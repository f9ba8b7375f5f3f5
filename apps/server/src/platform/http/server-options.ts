import type { Config } from '../config';
import { fastifyTrustProxy } from './client-address';

/** The server's Fastify options that decide whom it believes: the trust in proxies (the socket limit's rule too). */
export function serverOptions(config: Pick<Config, 'trustProxy'>) {
  return { trustProxy: fastifyTrustProxy(config.trustProxy) };
}
