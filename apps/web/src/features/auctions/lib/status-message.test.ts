import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStatusMessage } from './status-message';

describe('readStatusMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the id and status of an auction’s push', () => {
    expect(readStatusMessage({ id: 7, status: 'PUBLISHED' })).toEqual({ id: 7, status: 'PUBLISHED' });
  });

  it('passes over a lot’s push quietly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const lotPush = { lotId: 3, auctionId: 7, status: 'SOLD', highestBid: 120, endTime: null };
    expect(readStatusMessage(lotPush)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores and logs a push that fits no message of the topic', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const body of ['PUBLISHED', null, { id: '7', status: 'PUBLISHED' }, { id: 7.5, status: 'PUBLISHED' }]) {
      expect(readStatusMessage(body)).toBeNull();
    }
    expect(readStatusMessage({ id: 7, status: 'SOLD' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('/topic/auction/all'),
      expect.arrayContaining([expect.anything()]),
    );
  });
});
