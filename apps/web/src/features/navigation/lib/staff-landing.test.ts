import type { CurrentUser, Navigation, Page } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { isStaff, staffLanding } from './staff-landing';

const page = (id: number, url: string, extra: Partial<Page> = {}): Page => ({
  id,
  url,
  system: 'ALL',
  hidden: false,
  name: `page.${id}`,
  label: `Page ${id}`,
  weight: id,
  icon: null,
  group: null,
  ...extra,
});

const navigation: Navigation = {
  pageGroups: [
    { id: 1, name: 'admin_auth', label: 'a', icon: null, weight: 70, system: 'GENERAL' },
    { id: 2, name: 'admin_auctions', label: 'b', icon: null, weight: 60, system: 'AUCTION' },
    { id: 3, name: 'eauction', label: 'c', icon: null, weight: 10, system: 'AUCTION' },
    { id: 4, name: 'my_account', label: 'd', icon: null, weight: 5, system: 'ALL' },
  ],
  pages: [
    page(10, '/', { weight: 0 }),
    page(11, '/user/profile', { group: { id: 4 } }),
    page(12, '/user_auctions/published_auctions', { system: 'AUCTION', group: { id: 3 } }),
    page(13, '/user_auctions/requests', { system: 'AUCTION', group: { id: 3 } }),
    page(20, '/admin/auth/pages', { system: 'GENERAL', group: { id: 1 } }),
    page(31, '/admin/auctions/lots', { system: 'AUCTION', group: { id: 2 }, weight: 5 }),
    page(30, '/admin/auctions/auctions', { system: 'AUCTION', group: { id: 2 }, weight: 1 }),
  ],
};

type Holder = Pick<CurrentUser, 'company' | 'individual' | 'rolePages' | 'userPages'>;
const held = (urls: string[], extra: Partial<Holder> = {}): Holder => ({
  company: null,
  individual: null,
  rolePages: urls.map((url, id) => ({ id, url, system: 'AUCTION' as const })),
  userPages: [],
  ...extra,
});

describe('staffLanding', () => {
  it('lands a staff member on the first page of the auction menu they hold', () => {
    // The profile (ALL) and a group mixing public pages (eauction) come first in the menu but are no landing.
    const admin = held([
      '/user/profile',
      '/user_auctions/requests',
      '/admin/auth/pages',
      '/admin/auctions/lots',
      '/admin/auctions/auctions',
    ]);
    expect(staffLanding(admin, navigation, 'en')).toEqual({ system: 'AUCTION', url: '/admin/auctions/auctions' });
  });

  it('falls back to the next system that holds a page of theirs', () => {
    expect(staffLanding(held(['/user/profile', '/admin/auth/pages']), navigation, 'en')).toEqual({
      system: 'GENERAL',
      url: '/admin/auth/pages',
    });
  });

  it('gives no landing to traders, persons or staff without pages', () => {
    const company = { id: 1, companyName: 'C', administrator: true, hasSignature: false, hasStamp: false };
    const individual = { id: 1, firstName: 'A', lastName: 'B' };
    expect(staffLanding(held(['/admin/auctions/lots'], { company }), navigation, 'en')).toBeNull();
    expect(staffLanding(held(['/admin/auctions/lots'], { individual }), navigation, 'en')).toBeNull();
    expect(staffLanding(held([]), navigation, 'en')).toBeNull();
    expect(isStaff({ company: null, individual: null })).toBe(true);
  });
});
