import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, isOriginAllowed, requestPath } from './upgrade-guard';

describe('isOriginAllowed', () => {
  it('allows a client without Origin, the same host, and listed origins only', () => {
    expect(isOriginAllowed(undefined, 'portal.gov:8080', [])).toBe(true);
    expect(isOriginAllowed('https://portal.gov:8080', 'Portal.gov:8080', [])).toBe(true);
    expect(isOriginAllowed('https://portal.gov', 'portal.gov:8080', [])).toBe(false);
    expect(isOriginAllowed('https://admin.portal.gov', 'portal.gov', ['https://admin.portal.gov/'])).toBe(true);
    expect(isOriginAllowed('http://admin.portal.gov', 'portal.gov', ['https://admin.portal.gov'])).toBe(false);
    expect(isOriginAllowed('null', 'portal.gov', ['null'])).toBe(false);
    expect(isOriginAllowed('file:///x', 'portal.gov', [])).toBe(false);
  });
});

describe('clientAddress and requestPath', () => {
  const request = (headers: Record<string, string>, url = '/portal/bidding?a=1') =>
    ({ headers, url, socket: { remoteAddress: '10.0.0.1' } }) as unknown as IncomingMessage;

  it('reads X-Forwarded-For only behind a trusted proxy', () => {
    const forwarded = request({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' });
    expect(clientAddress(forwarded, true)).toBe('203.0.113.9');
    expect(clientAddress(forwarded, false)).toBe('10.0.0.1');
    expect(clientAddress(request({}), true)).toBe('10.0.0.1');
  });

  it('drops the query string', () => {
    expect(requestPath(request({}))).toBe('/portal/bidding');
  });
});
