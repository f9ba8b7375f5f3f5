import { describe, expect, it } from 'vitest';
import { AUCTION_STATUSES, LOT_STATUSES } from '@portal/contracts/auction-status';
import { auctionViewerOf, lotRequestAction } from './lot-registration';

const page = (url: string) => ({ url, system: 'AUCTION' }) as never;
const user = (roles: string[], urls: string[] = ['/user_auctions/requests']) => ({
  roles,
  rolePages: urls.map(page),
  userPages: [],
});

describe('auctionViewerOf', () => {
  it('is a visitor without a user', () => {
    expect(auctionViewerOf(null)).toBe('visitor');
  });
  it('is a requester for traders, company users and individuals holding the my-requests page', () => {
    for (const role of ['TRADER', 'COMPANY_USER', 'INDIVIDUAL'])
      expect(auctionViewerOf(user([role]))).toBe('requester');
  });
  it('is not a requester for staff, even with a requester role or the page', () => {
    expect(auctionViewerOf(user(['AUCTION_OPERATOR']))).toBe('other');
    expect(auctionViewerOf(user(['ADMIN', 'TRADER']))).toBe('other');
  });
  it('is not a requester without the my-requests page', () => {
    expect(auctionViewerOf(user(['TRADER'], ['/user/profile']))).toBe('other');
  });
});

describe('lotRequestAction', () => {
  const open = { auctionStatus: 'PUBLISHED', lotStatus: 'ASSIGNED' } as const;

  it('offers a requester without a request to send one while the auction is published and the lot assigned', () => {
    expect(lotRequestAction({ viewer: 'requester', ...open, request: null })).toBe('request');
  });
  it('shows the status of an existing request, in any auction status', () => {
    for (const auctionStatus of AUCTION_STATUSES)
      for (const status of ['PENDING', 'APPROVED', 'REJECTED'] as const)
        expect(lotRequestAction({ viewer: 'requester', auctionStatus, lotStatus: 'ACTIVE', request: { status } })).toBe(
          'status',
        );
  });
  it('offers nothing to send in any other auction or lot status', () => {
    for (const auctionStatus of AUCTION_STATUSES)
      for (const lotStatus of LOT_STATUSES) {
        if (auctionStatus === 'PUBLISHED' && lotStatus === 'ASSIGNED') continue;
        expect(lotRequestAction({ viewer: 'requester', auctionStatus, lotStatus, request: undefined })).toBe('none');
        expect(lotRequestAction({ viewer: 'visitor', auctionStatus, lotStatus, request: null })).toBe('none');
      }
  });
  it('asks a visitor to sign in where a request could be sent', () => {
    expect(lotRequestAction({ viewer: 'visitor', ...open, request: null })).toBe('sign-in');
  });
  it('offers staff nothing', () => {
    expect(lotRequestAction({ viewer: 'other', ...open, request: null })).toBe('none');
    expect(lotRequestAction({ viewer: 'other', ...open, request: { status: 'PENDING' } })).toBe('none');
  });
});
