import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientAddress, fastifyTrustProxy, parseTrustProxy, proxyTrust, type TrustProxy } from './client-address';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'no', 'OFF']) expect(parseTrustProxy(value)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('takes a number of proxies (hops) or a list of proxy addresses, CIDR ranges and names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.0/255.255.255.0,fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.0/255.255.255.0',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
  });

  it('refuses every other value at start with a message that says what to give', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would believe every X-Forwarded-For entry.*1 for one nginx/,
    );
    for (const value of ['yes', 'on', 'TRUE']) expect(() => parseTrustProxy(value)).toThrow(/would believe every/);
    expect(() => parseTrustProxy('6')).toThrow('TRUST_PROXY must be at most 5 proxies (hops), got 6');
    for (const [value, entry] of [
      ['nginx', 'nginx'],
      ['10.0.0.1, 10.0.0.300', '10.0.0.300'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['10.0.0.0/0', '10.0.0.0/0'],
      ['-1', '-1'],
      ['1.5', '1.5'],
      ['10.0.0.1,', ''],
    ]) {
      expect(() => parseTrustProxy(value), value).toThrow(
        `TRUST_PROXY must be off, a number of proxies (1 for one nginx) or a comma-separated list of proxy addresses, CIDR ranges and loopback, linklocal, uniquelocal; "${entry}" is none of them`,
      );
    }
  });
});

describe("the client's address", () => {
  /** What Fastify's request.ip and request.protocol answer with the server's trust option. */
  async function fastifySees(setting: TrustProxy, remoteAddress: string, headers: Record<string, string>) {
    const app = Fastify({ trustProxy: fastifyTrustProxy(setting) });
    app.get('/', (request) => ({ ip: request.ip, protocol: request.protocol }));
    const res = await app.inject({ method: 'GET', url: '/', remoteAddress, headers });
    await app.close();
    return res.json<{ ip: string; protocol: string }>();
  }
  const upgrade = (remoteAddress: string, headers: Record<string, string>) =>
    ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

  // nginx at 10.0.0.5 appending to what a client at 203.0.113.7 wrote ($proxy_add_x_forwarded_for), or replacing it.
  const appended = { 'x-forwarded-for': '198.51.100.99, 203.0.113.7', 'x-forwarded-proto': 'https' };
  const replaced = { 'x-forwarded-for': '203.0.113.7' };
  const cases: Array<[TrustProxy, string, Record<string, string>, string]> = [
    [false, '10.0.0.5', appended, '10.0.0.5'],
    [1, '10.0.0.5', appended, '203.0.113.7'],
    [1, '10.0.0.5', replaced, '203.0.113.7'],
    [1, '10.0.0.5', {}, '10.0.0.5'],
    // A CDN in front of nginx: two hops, the client as the CDN saw it.
    [2, '10.0.0.5', { 'x-forwarded-for': '198.51.100.99, 203.0.113.7, 192.0.2.1' }, '203.0.113.7'],
    [['10.0.0.0/8'], '10.0.0.5', appended, '203.0.113.7'],
    [['10.0.0.0/8'], '10.0.0.5', { 'x-forwarded-for': '10.0.0.9, 10.0.0.8' }, '10.0.0.9'],
    // Not from a listed proxy: the socket's address, whatever the headers say.
    [['10.0.0.0/8'], '203.0.113.50', appended, '203.0.113.50'],
    [['loopback'], '127.0.0.1', appended, '203.0.113.7'],
  ];

  it.each(cases)('trusting %j, from %s with %j, is %s for Fastify and for the socket limit', async (...c) => {
    const [setting, remoteAddress, headers, expected] = c;
    expect((await fastifySees(setting, remoteAddress, headers)).ip).toBe(expected);
    expect(clientAddress(upgrade(remoteAddress, headers), proxyTrust(setting))).toBe(expected);
  });

  it('honours X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await fastifySees(1, '10.0.0.5', appended)).protocol).toBe('https');
    expect((await fastifySees(['10.0.0.0/8'], '10.0.0.5', appended)).protocol).toBe('https');
    expect((await fastifySees(['10.0.0.0/8'], '203.0.113.50', appended)).protocol).toBe('http');
    expect((await fastifySees(false, '10.0.0.5', appended)).protocol).toBe('http');
  });
});
