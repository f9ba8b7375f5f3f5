import type { CurrentUser } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access';

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  username: 'operator',
  email: null,
  phone: null,
  lang: 'sq',
  status: 'APPROVED',
  roles: ['AUCTION_OPERATOR'],
  rolePages: [{ id: 1, url: '/admin/auctions/auctions', system: 'AUCTION' }],
  userPages: [{ id: 2, url: '/user/profile', system: 'ALL' }],
  passwordExpired: false,
  passwordChangedAt: '2026-01-01T00:00:00Z',
  company: null,
  individual: null,
  intermediary: false,
  ...overrides,
});

describe('decideAccess (spec §2)', () => {
  it('opens public routes and / to everyone', () => {
    expect(decideAccess('/', null)).toBe('allow');
    expect(decideAccess('/login', null)).toBe('allow');
    expect(decideAccess('/user_auctions/lot/3/4', null)).toBe('allow');
  });

  it('sends a visitor to sign in for any other path', () => {
    expect(decideAccess('/admin/auctions/auctions', null)).toBe('sign-in');
  });

  it('allows paths that start with a role page or a user page', () => {
    expect(decideAccess('/admin/auctions/auctions/12', user())).toBe('allow');
    expect(decideAccess('/user/profile', user())).toBe('allow');
  });

  it('denies paths no page grants', () => {
    expect(decideAccess('/admin/auth/users', user())).toBe('denied');
    expect(decideAccess('/admin/auctions/auctions_export', user())).toBe('denied');
  });

  it('sends a user with an expired password to change it first, except to the profile', () => {
    expect(decideAccess('/user/company_users', user({ passwordExpired: true }))).toBe('password-expired');
    expect(decideAccess('/user/profile', user({ passwordExpired: true }))).toBe('allow');
  });
});
