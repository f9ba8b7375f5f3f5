import { describe, expect, it, vi } from 'vitest';
import { LOT_BIDS_HEADERS } from '@portal/contracts/bidding';
import { readLotBidsHeaders } from './get-lot-bids';

// The API client reads the session cookie when it loads: give it an empty browser-like world first.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '' } });
});

const SERVER = '2026-05-01T10:00:00.000Z';

describe('the headers of a lot_bids answer', () => {
  it('give the caller’s kind and the clock sample of the request from the server’s time', () => {
    const headers = new Headers({ [LOT_BIDS_HEADERS.serverTime]: SERVER, [LOT_BIDS_HEADERS.viewer]: 'BIDDER' });
    const sentAt = Date.parse(SERVER) - 5_000;
    const read = readLotBidsHeaders(headers, sentAt, sentAt + 200);
    expect(read.viewer).toBe('BIDDER');
    // The server read its clock at the request's midpoint: 100 ms after it was sent, 4.9 s ahead of this machine.
    expect(read.sample).toEqual({ offset: 4_900, roundTrip: 200, midpoint: sentAt + 100 });
  });

  it('without them (or unreadable) the view is read-only and the clock learns nothing', () => {
    expect(readLotBidsHeaders(new Headers(), 0, 10)).toEqual({ viewer: 'VISITOR', sample: null });
    const odd = new Headers({ [LOT_BIDS_HEADERS.serverTime]: 'soon', [LOT_BIDS_HEADERS.viewer]: 'ADMIN' });
    expect(readLotBidsHeaders(odd, 0, 10)).toEqual({ viewer: 'VISITOR', sample: null });
  });
});
