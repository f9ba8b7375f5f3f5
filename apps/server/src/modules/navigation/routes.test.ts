import type { Navigation } from '@portal/contracts';
import { COMPANY_ADMINISTRATOR_PAGES } from '@portal/contracts/companies';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { PAGES } from './catalogue';
import { CATEGORY_ID_OFFSET } from './service';
import { apiPath } from '../../test/api-client';

const groupNames = (nav: Navigation) => nav.pageGroups.map((g) => g.name);

describe('navigation', async () => {
  const t = await buildTestApp();
  const { app } = t;

  it('anonymous visitors get public pages and product subcategories grouped by category', async () => {
    const nav: Navigation = (await app.inject({ url: apiPath('/pages/navigation') })).json();
    const categories = nav.pageGroups.filter((g) => g.id > CATEGORY_ID_OFFSET);
    expect(categories.map((c) => c.name)).toContain('category.VEHICLES');
    expect(categories[0].labels).toEqual({ sq: expect.any(String), en: expect.any(String), sr: expect.any(String) });
    const subPages = nav.pages.filter((p) => p.url.startsWith('/subcategory/'));
    expect(subPages.length).toBeGreaterThan(5);
    expect(subPages.every((p) => categories.some((c) => c.id === p.group?.id))).toBe(true);
    expect(nav.pages.some((p) => p.url.startsWith('/admin'))).toBe(false);
    expect(nav.pages.map((p) => p.url)).toContain('/');
  });

  it('filters by system: AUCTION shows auction pages, not counter ones', async () => {
    const nav: Navigation = (await app.inject({ url: `${apiPath('/pages/navigation/system')}?system=AUCTION` })).json();
    const urls = nav.pages.map((p) => p.url);
    expect(urls).toContain('/user_auctions/published_auctions');
    expect(urls).not.toContain('/ecounter_home');
  });

  it('an admin sees the administration groups in GENERAL; a trader does not', async () => {
    const admin = await t.loginAs('admin');
    const adminNav: Navigation = (await admin.get(`${apiPath('/pages/navigation/system')}?system=GENERAL`)).json();
    expect(groupNames(adminNav)).toEqual(expect.arrayContaining(['admin_auth', 'admin_misc', 'admin_vocabularies']));
    expect(adminNav.pages.some((p) => p.hidden)).toBe(false);
    const weights = adminNav.pageGroups.map((g) => g.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));

    const trader = await t.loginAs('trader');
    const traderNav: Navigation = (await trader.get(`${apiPath('/pages/navigation/system')}?system=GENERAL`)).json();
    expect(groupNames(traderNav)).not.toContain('admin_auth');
    expect(traderNav.pages.map((p) => p.url)).toContain('/user/company_users');
  });

  it("the company administrator's pages are in a company administrator's menu only, not in the administrator's", async () => {
    const menuOf = async (username: string) => {
      const session = await t.loginAs(username);
      const nav: Navigation = (await session.get(`${apiPath('/pages/navigation/system')}?system=ALL`)).json();
      return nav.pages.map((p) => p.url).filter((url) => COMPANY_ADMINISTRATOR_PAGES.includes(url));
    };
    // The administrator holds the pages (every page that is not public) yet administers no company.
    expect(await menuOf('admin')).toEqual([]);
    expect((await menuOf('trader')).sort()).toEqual([...COMPANY_ADMINISTRATOR_PAGES].sort());
  });

  it('the operator sees auction administration in AUCTION', async () => {
    const operator = await t.loginAs('operator');
    const nav: Navigation = (await operator.get(`${apiPath('/pages/navigation/system')}?system=AUCTION`)).json();
    expect(groupNames(nav)).toContain('admin_auctions');
    expect(groupNames(nav)).not.toContain('admin_auth');
  });

  it('system=ALL answers the menus of every system at once; anything else is 400', async () => {
    const operator = await t.loginAs('operator');
    const all: Navigation = (await operator.get(`${apiPath('/pages/navigation')}?system=ALL`)).json();
    const urls = new Set(all.pages.map((p) => p.url));
    for (const system of ['GENERAL', 'AUCTION', 'COUNTER'] as const) {
      const one: Navigation = (await operator.get(`${apiPath('/pages/navigation')}?system=${system}`)).json();
      for (const page of one.pages) expect(urls.has(page.url), `${system} ${page.url}`).toBe(true);
      for (const group of one.pageGroups) expect(groupNames(all)).toContain(group.name);
    }
    expect(urls).toContain('/admin/auctions/auctions');
    expect(urls).toContain('/ecounter_home');
    expect(all.pages.some((p) => p.hidden || p.url.startsWith('/admin/auth'))).toBe(false);
    const visitor: Navigation = (await app.inject({ url: `${apiPath('/pages/navigation/system')}?system=ALL` })).json();
    const visitorUrls = visitor.pages.map((p) => p.url);
    expect(visitorUrls).toEqual(expect.arrayContaining(['/eauction_home', '/ecounter_home', '/']));
    expect(visitorUrls.some((u) => u.startsWith('/admin'))).toBe(false);
    for (const bad of ['all', 'NONE', 'ALL%00']) {
      const res = await app.inject({ url: `${apiPath('/pages/navigation')}?system=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('system');
    }
  });

  it("caches the visitor's menu for every visitor, never a signed-in caller's, and drops it when a page changes", async () => {
    const url = `${apiPath('/pages/navigation/system')}?system=ALL`;
    const visit = async () => {
      const res = await app.inject({ url });
      return { nav: res.json<Navigation>(), cache: res.headers['x-cache'] };
    };
    await visit();
    const cached = await visit();
    expect(cached.cache).toBe('hit');
    // A signed-in caller asks the same URL and gets their own pages, never the visitor's cached menu.
    const admin = await t.loginAs('admin');
    const own = await admin.get(url);
    expect(own.headers['x-cache']).toBeUndefined();
    expect(own.json<Navigation>().pages.some((p) => p.url.startsWith('/admin'))).toBe(true);
    expect((await admin.get(url)).headers['x-cache']).toBeUndefined();

    const home = cached.nav.pages.find((p) => p.url === '/')!;
    const page = (await admin.get(apiPath('/pages/{id}', { id: home.id }))).json();
    expect((await admin.post(apiPath('/pages'), { ...page, label: 'Home of the portal' })).statusCode).toBe(200);
    const after = await visit();
    expect(after.cache).toBe('miss');
    expect(after.nav.pages.find((p) => p.url === '/')?.label).toBe('Home of the portal');
    await admin.post(apiPath('/pages'), page);
  });

  it('seeds a page for every catalogue route, idempotently', async () => {
    const admin = await t.loginAs('admin');
    const user = (await admin.get(apiPath('/user'))).json();
    const held = new Set(user.rolePages.map((p: { url: string }) => p.url));
    for (const page of PAGES.filter((p) => !p.public)) expect(held.has(page.url), page.url).toBe(true);
    const { seed } = await import('../../seed');
    await seed(t.platform.db, t.platform.config);
    const again = (await admin.get(apiPath('/user'))).json();
    expect(again.rolePages).toHaveLength(user.rolePages.length);
  });
});
