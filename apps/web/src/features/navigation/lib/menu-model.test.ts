import type { Navigation, Page, PageGroup } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  isCustomsPortalPath,
  menuAt,
  productCategories,
  selectedMenuPage,
  systemOfPath,
} from './menu-model';

const t = (key: string, fallback: string) => (key === 'page.home' ? 'Ballina' : fallback);

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
const group = (id: number, name: string, weight: number, extra: Partial<PageGroup> = {}): PageGroup => ({
  id,
  name,
  label: name,
  icon: 'SettingOutlined',
  weight,
  system: 'ALL',
  ...extra,
});

const navigation: Navigation = {
  pageGroups: [
    group(2, 'admin_auth', 70, { system: 'GENERAL' }),
    group(1, 'information', 50),
    group(3, 'admin_auctions', 60, { system: 'AUCTION' }),
    group(1_000_001, 'category.VEHICLES', 1000, {
      labels: { sq: 'Automjete', en: 'Vehicles', sr: 'Vozila' },
      icon: 'CarOutlined',
    }),
  ],
  pages: [
    page(10, '/', { name: 'page.home', weight: 0 }),
    page(12, '/admin/auth/users', { group: { id: 2 }, weight: 20, system: 'GENERAL' }),
    page(11, '/admin/auth/pages', { group: { id: 2 }, weight: 10, system: 'GENERAL' }),
    page(13, '/admin/auth/secret', { group: { id: 2 }, hidden: true, system: 'GENERAL' }),
    page(14, '/user_info/faq_{lang}', { group: { id: 1 } }),
    page(15, '/admin/auctions/lots', { group: { id: 3 }, system: 'AUCTION' }),
    page(1_000_005, '/subcategory/5/products', {
      group: { id: 1_000_001 },
      labels: { sq: 'Kamionë', en: 'Trucks', sr: 'Kamioni' },
    }),
  ],
};

describe('buildMenu', () => {
  const menu = buildMenu(navigation, 'GENERAL', 'en', t);

  it('orders loose pages and groups by weight and translates labels', () => {
    expect(menu.map((entry) => entry.label)).toEqual(['Ballina', 'information', 'admin_auth', 'Vehicles']);
  });

  it('orders the pages of a group by weight and leaves hidden pages out', () => {
    const admin = menu.find((entry) => entry.kind === 'group' && entry.key === 'group-2');
    expect(admin?.kind === 'group' && admin.pages.map((p) => p.url)).toEqual([
      '/admin/auth/pages',
      '/admin/auth/users',
    ]);
  });

  it('shows only the pages and groups of the system', () => {
    expect(buildMenu(navigation, 'AUCTION', 'en', t).some((e) => e.key === 'group-2')).toBe(false);
    expect(buildMenu(navigation, 'AUCTION', 'en', t).some((e) => e.key === 'group-3')).toBe(true);
  });

  it('leaves out pages and groups the client has no route for (they would lead home)', () => {
    const portal: Navigation = {
      // Pages an administrator may add whose url no screen of the client answers.
      pageGroups: [group(4, 'legacy_reports', 100), group(5, 'web_portal', 30)],
      pages: [
        page(20, '/legacy_reports/office_locations', { group: { id: 4 } }),
        page(21, '/web_portal/no_such_screen', { group: { id: 5 } }),
        page(22, '/web_portal/documents_templates_page', { group: { id: 5 } }),
      ],
    };
    const entries = buildMenu(portal, 'COUNTER', 'en', t);
    expect(entries.map((entry) => entry.key)).toEqual(['group-5']);
    expect(entries[0].kind === 'group' && entries[0].pages.map((p) => p.url)).toEqual([
      '/web_portal/documents_templates_page',
    ]);
  });

  it('puts the language into {lang} urls', () => {
    const info = menu.find((entry) => entry.key === 'group-1');
    expect(info?.kind === 'group' && info.pages[0].url).toBe('/user_info/faq_en');
  });

  it('finds the product categories with their localised subcategories', () => {
    const [vehicles] = productCategories(buildMenu(navigation, 'GENERAL', 'sq', t));
    expect(vehicles.label).toBe('Automjete');
    expect(vehicles.pages).toMatchObject([{ url: '/subcategory/5/products', label: 'Kamionë' }]);
  });

  it('leaves the product categories out on the customs portal’s pages only', () => {
    const entries = buildMenu(navigation, 'GENERAL', 'sq', t);
    expect(productCategories(menuAt(entries, '/'))).toHaveLength(1);
    expect(productCategories(menuAt(entries, '/subcategory/5/products'))).toHaveLength(1);
    for (const path of [
      '/web_portal/bti_search',
      '/web_portal/movement_certificate_display',
      '/web_portal_processing/case_queue',
    ]) {
      expect(productCategories(menuAt(entries, path)), path).toEqual([]);
      expect(menuAt(entries, path).length, path).toBe(entries.length - 1);
    }
    expect(isCustomsPortalPath('/web_portals')).toBe(false);
    expect(isCustomsPortalPath('/web_portal')).toBe(true);
  });
});

describe('selectedMenuPage', () => {
  const menu = buildMenu(navigation, 'GENERAL', 'en', t);

  it('selects the page whose url starts the path, in its group', () => {
    expect(selectedMenuPage(menu, '/admin/auth/users/7')).toMatchObject({
      page: { url: '/admin/auth/users' },
      groupKey: 'group-2',
    });
  });

  it('selects home only for / itself', () => {
    expect(selectedMenuPage(menu, '/')?.page.url).toBe('/');
    expect(selectedMenuPage(menu, '/nowhere')).toBeNull();
  });
});

describe('systemOfPath', () => {
  it('reads the system of a page from its address alone', () => {
    expect(systemOfPath('/web_portal/my_cases')).toBe('COUNTER');
    expect(systemOfPath('/web_portal_processing/case_queue')).toBe('COUNTER');
    expect(systemOfPath('/ecounter_home')).toBe('COUNTER');
    expect(systemOfPath('/user_auctions/lot/3/4')).toBe('AUCTION');
    expect(systemOfPath('/admin/auctions/lots')).toBe('AUCTION');
    expect(systemOfPath('/eauction_home')).toBe('AUCTION');
    expect(systemOfPath('/subcategory/7/products')).toBe('AUCTION');
  });

  it('leaves the pages every system shares to the last choice', () => {
    for (const path of ['/', '/user/profile', '/admin/auth/users', '/user_auctionsX', '/web_portalx']) {
      expect(systemOfPath(path)).toBeNull();
    }
  });
});
