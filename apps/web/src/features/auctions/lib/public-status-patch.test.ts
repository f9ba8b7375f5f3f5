import { describe, expect, it } from 'vitest';
import type { PublicAuction, PublicLot } from '@portal/contracts/public-auctions';
import { patchPublicStatus } from './public-status-patch';

const auction = (id: number, status: PublicAuction['status'] = 'PUBLISHED'): PublicAuction => ({
  id,
  auctionNumber: `A-${id}`,
  startDate: '2026-01-01T10:00:00Z',
  endDate: '2026-01-02T10:00:00Z',
  status,
  notes: null,
  detail: { auctionId: id, valueEN: '', valueSQ: '', valueSR: '' },
  nextSteps: { paymentTermDays: 8 } as PublicAuction['nextSteps'],
  lotCount: 1,
});
const lot = (id: number, auctionId: number): PublicLot =>
  ({ id, code: `L-${id}`, auction: { ...auction(auctionId), status: 'PUBLISHED' } }) as unknown as PublicLot;

describe('patchPublicStatus', () => {
  it('changes the status of the matching auction in a page and leaves the others', () => {
    const page = { content: [auction(1), auction(2)], totalElements: 2 };
    const patched = patchPublicStatus(page, { id: 2, status: 'RUNNING' });
    expect(patched.content.map((a) => a.status)).toEqual(['PUBLISHED', 'RUNNING']);
    expect(patched.content[0]).toBe(page.content[0]);
    expect(page.content[1].status).toBe('PUBLISHED');
  });

  it('changes the auction of lots in a page and in a plain list', () => {
    const page = { content: [lot(10, 1), lot(11, 2)], totalElements: 2 };
    const patched = patchPublicStatus(page, { id: 1, status: 'CANCELLED' });
    expect(patched.content.map((l) => l.auction.status)).toEqual(['CANCELLED', 'PUBLISHED']);
    const list = patchPublicStatus([lot(12, 1)], { id: 1, status: 'RUNNING' });
    expect(list[0].auction.status).toBe('RUNNING');
  });

  it('does not take a lot whose own id matches for the auction', () => {
    const patched = patchPublicStatus([lot(5, 9)], { id: 5, status: 'RUNNING' });
    expect(patched[0].auction.status).toBe('PUBLISHED');
  });

  it('patches the three promoted lists and a single auction', () => {
    const promoted = { upcoming: [auction(1)], running: [auction(2, 'RUNNING')], canceled: [] };
    const patched = patchPublicStatus(promoted, { id: 1, status: 'RUNNING' });
    expect(patched.upcoming[0].status).toBe('RUNNING');
    expect(patched.running[0]).toBe(promoted.running[0]);
    expect(patchPublicStatus(auction(3), { id: 3, status: 'FINISHED' }).status).toBe('FINISHED');
  });

  it('returns undefined and unknown shapes unchanged', () => {
    expect(patchPublicStatus(undefined, { id: 1, status: 'RUNNING' })).toBeUndefined();
    const other = { foo: 1 };
    expect(patchPublicStatus(other, { id: 1, status: 'RUNNING' })).toBe(other);
  });
});
