import type { Navigation } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { apiPath, type ApiUrl } from '../../test/api-client';

describe('pages and roles administration', async () => {
  const t = await buildTestApp();
  const { app } = t;
  const admin = await t.loginAs('admin');
  const post = (url: ApiUrl, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'x-auth-token': admin.token },
      payload: payload as object,
    });
  const del = (url: ApiUrl) => app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': admin.token } });
  const pageIdOf = async (url: string) =>
    (await admin.get(`${apiPath('/pages/paged')}?filter[url]=${encodeURIComponent(url)}&count=100`))
      .json()
      .content.find((p: { url: string }) => p.url === url).id as number;
  const traderId = (await (await t.loginAs('trader')).get(apiPath('/user'))).json().id;

  it('a new role with a page, given to a user, shows in their menu and access at the next request', async () => {
    const trader = await t.loginAs('trader');
    const nav = async (): Promise<Navigation> =>
      (await trader.get(`${apiPath('/pages/navigation/system')}?system=GENERAL`)).json();
    expect((await nav()).pages.map((p) => p.url)).not.toContain('/admin/misc/translations');
    expect((await trader.get(apiPath('/translations/paged'))).statusCode).toBe(403);

    const role = await post(apiPath('/user_roles'), {
      code: 'TRANSLATOR',
      name: 'Translator',
      description: 'Edits texts',
    });
    expect(role.statusCode).toBe(200);
    const roleId = role.json().id;
    const pageId = await pageIdOf('/admin/misc/translations');
    const assigned = await post(apiPath('/pages/assign'), {
      pageId,
      roleIds: [...(await admin.get(apiPath('/pages/{id}/assigned_roles', { id: pageId }))).json(), roleId],
    });
    expect(assigned.json()).toContain(roleId);
    const currentRoles = (await admin.get(apiPath('/users/{id}/roles', { id: traderId }))).json();
    expect(
      (await post(apiPath('/users/roles'), { userId: traderId, roleIds: [...currentRoles, roleId] })).statusCode,
    ).toBe(200);

    expect((await nav()).pages.map((p) => p.url)).toContain('/admin/misc/translations');
    expect((await trader.get(apiPath('/translations/paged'))).statusCode).toBe(200);
    expect((await trader.get(apiPath('/user'))).json().roles).toEqual(['TRADER', 'TRANSLATOR']);

    expect((await del(apiPath('/user_roles/{id}', { id: roleId }))).json()).toEqual({ _error: 'role.in_use' });
    await post(apiPath('/users/roles'), { userId: traderId, roleIds: currentRoles });
    expect((await trader.get(apiPath('/translations/paged'))).statusCode).toBe(403);
    expect((await del(apiPath('/user_roles/{id}', { id: roleId }))).json()).toEqual({ status: 'ok' });
  });

  it('pages directly granted to a user take effect too', async () => {
    const trader = await t.loginAs('trader');
    const pageId = await pageIdOf('/admin/misc/languages');
    expect((await post(apiPath('/user_pages'), { userId: traderId, pageIds: [pageId] })).json()).toEqual([pageId]);
    expect((await trader.get(apiPath('/languages/paged'))).statusCode).toBe(200);
    expect((await admin.get(apiPath('/user_pages/{id}', { id: traderId }))).json()).toEqual([pageId]);
    await post(apiPath('/user_pages'), { userId: traderId, pageIds: [] });
    expect((await trader.get(apiPath('/languages/paged'))).statusCode).toBe(403);
  });

  it('creates, edits and deletes pages and groups; seeded ones keep their identity', async () => {
    const group = await post(apiPath('/page_groups'), {
      name: 'reports',
      label: 'Reports',
      icon: 'BarChartOutlined',
      weight: 95,
      system: 'GENERAL',
    });
    expect(group.json()).toMatchObject({
      name: 'reports',
      pageCount: 0,
      fieldProperties: { name: { disabled: false } },
    });
    const page = await post(apiPath('/pages'), {
      url: '/admin/reports/monthly',
      name: 'page.admin_reports_monthly',
      label: 'Monthly report',
      groupId: group.json().id,
    });
    expect(page.statusCode).toBe(200);
    expect(
      (await admin.get(apiPath('/page_groups/pages/by_group/{id}', { id: group.json().id })))
        .json()
        .map((p: { url: string }) => p.url),
    ).toEqual(['/admin/reports/monthly']);
    expect((await post(apiPath('/pages'), { url: '/admin/reports/monthly', name: 'x', label: 'dup' })).json()).toEqual({
      url: 'page.url_exists',
    });
    expect((await del(apiPath('/page_groups/pages/{id}', { id: page.json().id }))).json().groupId).toBeNull();
    expect(
      (await post(apiPath('/page_groups/pages/add'), { groupId: group.json().id, pageId: page.json().id })).json()
        .groupId,
    ).toBe(group.json().id);
    expect((await del(apiPath('/page_groups/{id}', { id: group.json().id }))).json()).toEqual({ status: 'ok' });
    expect((await admin.get(apiPath('/pages/{id}', { id: page.json().id }))).json().groupId).toBeNull();
    expect((await del(apiPath('/pages/{id}', { id: page.json().id }))).json()).toEqual({ status: 'ok' });

    const usersPage = (await admin.get(apiPath('/pages/{id}', { id: await pageIdOf('/admin/auth/users') }))).json();
    expect(usersPage.fieldProperties.url.disabled).toBe(true);
    expect((await post(apiPath('/pages'), { ...usersPage, url: '/admin/auth/people' })).json()).toEqual({
      url: 'page.built_in_fixed',
    });
    expect((await post(apiPath('/pages'), { ...usersPage, label: 'All users', weight: 5 })).json()).toMatchObject({
      label: 'All users',
      weight: 5,
    });
    expect((await del(apiPath('/pages/{id}', { id: usersPage.id }))).json()).toEqual({ _error: 'page.built_in' });
    const adminRole = (await admin.get(`${apiPath('/user_roles/paged')}?filter[code]=ADMIN`)).json().content[0];
    expect((await del(apiPath('/user_roles/{id}', { id: adminRole.id }))).json()).toEqual({ _error: 'role.built_in' });
    expect((await post(apiPath('/user_roles'), { ...adminRole, code: 'BOSS' })).json()).toEqual({
      code: 'role.built_in_fixed',
    });
  });

  it('keeps at least one administrator', async () => {
    const me = (await admin.get(apiPath('/user'))).json();
    expect((await post(apiPath('/users/roles'), { userId: me.id, roleIds: [] })).json()).toEqual({
      _error: 'role.last_administrator',
    });
  });

  it('serves the text of public information pages', async () => {
    const helpId = await pageIdOf('/user_info/help');
    const help = (await admin.get(apiPath('/pages/{id}', { id: helpId }))).json();
    await post(apiPath('/pages'), { ...help, content: '# Ndihmë\n\nSi të regjistroheni.' });
    const res = await app.inject({ url: `${apiPath('/pages/content')}?url=/user_info/help` });
    expect(res.json()).toEqual({ url: '/user_info/help', content: '# Ndihmë\n\nSi të regjistroheni.' });
    expect((await app.inject({ url: `${apiPath('/pages/content')}?url=/admin/auth/users` })).statusCode).toBe(404);
  });

  it('validates and refuses', async () => {
    expect((await post(apiPath('/pages/assign'), { pageId: 999999, roleIds: [] })).statusCode).toBe(404);
    expect(
      (await post(apiPath('/pages/assign'), { pageId: await pageIdOf('/admin/auth/users'), roleIds: [999999] })).json(),
    ).toEqual({ roleIds: 'validation.not_found' });
    expect((await post(apiPath('/users/roles'), { userId: 999999, roleIds: [] })).statusCode).toBe(404);
    expect((await post(apiPath('/user_roles'), { code: 'lower case', name: '' })).json()).toEqual({
      code: 'validation.invalid_format',
      name: 'generic.required',
    });
    expect((await post(apiPath('/pages'), { url: 'no-slash', name: 'a', label: 'b' })).json()).toEqual({
      url: 'validation.invalid_format',
    });
    expect((await admin.get(`${apiPath('/pages/paged')}?filter[nope]=1`)).json()).toEqual({
      'filter[nope]': 'validation.unknown_field',
    });
    const trader = await t.loginAs('trader');
    expect((await trader.get(apiPath('/pages/paged'))).statusCode).toBe(403);
    expect((await app.inject({ url: apiPath('/user_roles/paged') })).statusCode).toBe(401);
  });

  it('pages a large table on the server', async () => {
    const res = (await admin.get(`${apiPath('/pages/paged')}?page=2&count=5&sort=url,desc`)).json();
    expect(res.content).toHaveLength(5);
    expect(res.totalElements).toBeGreaterThan(60);
    const urls = res.content.map((p: { url: string }) => p.url);
    expect(urls).toEqual([...urls].sort().reverse());
  });
});
