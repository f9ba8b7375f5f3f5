import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isOriginAllowed, requestPath } from './upgrade-guard';

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

describe('requestPath', () => {
  it('drops the query string', () => {
    const request = { headers: {}, url: '/portal/bidding?a=1' } as unknown as IncomingMessage;
    expect(requestPath(request)).toBe('/portal/bidding');
  });
});
