import { describe, expect, it } from 'vitest';
import { API_PATHS, apiPath } from './api-paths';

describe('apiPath', () => {
  it('answers a template without placeholders as it is', () => {
    expect(apiPath('/auction/send_bid')).toBe('/auction/send_bid');
  });

  it('fills every placeholder, encoding the values', () => {
    expect(apiPath('/auctions/{id}/lots', { id: 7 })).toBe('/auctions/7/lots');
    expect(apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: 1, lotId: 2 })).toBe('/auctions/bids/1/2');
    expect(apiPath('/attachments/{bean}/{objectId}', { bean: 'a/b c', objectId: 3 })).toBe('/attachments/a%2Fb%20c/3');
    expect(apiPath('/languages/{lang}/export', { lang: '../x?y' })).toBe('/languages/..%2Fx%3Fy/export');
  });

  it('takes exactly the placeholders of the template (checked by the compiler)', () => {
    // @ts-expect-error a template with placeholders needs its params
    expect(() => apiPath('/auctions/{id}/lots')).toThrow('missing parameter "id"');
    // @ts-expect-error a missing param
    expect(() => apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: 1 })).toThrow('"lotId"');
    // @ts-expect-error an extra param
    expect(apiPath('/auctions/{id}/lots', { id: 1, lotId: 2 })).toBe('/auctions/1/lots');
    // @ts-expect-error a template without placeholders takes no params
    expect(apiPath('/user', { id: 1 })).toBe('/user');
    // @ts-expect-error a path that is not in the registry
    expect(apiPath('/no/such/path')).toBe('/no/such/path');
  });

  it('holds each template once, written with a leading slash and named placeholders', () => {
    expect(new Set(API_PATHS).size).toBe(API_PATHS.length);
    for (const template of API_PATHS) expect(template).toMatch(/^(\/([a-z_]+|\{[a-zA-Z]+\}))+$/);
  });
});
