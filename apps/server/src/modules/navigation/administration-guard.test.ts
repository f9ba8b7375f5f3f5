import { describe, expect, it } from 'vitest';
import { buildAccount, statusOf } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { addCompanyUser } from '../company-accounts/test-support';
import { findUserByUsername } from '../users/service';
import { apiPath, type ApiUrl } from '../../test/api-client';

const LAST = { _error: 'role.last_administrator' };
const USERS_PAGE = '/admin/auth/users';
const ROLE_PAGES_PAGE = '/admin/auth/user_role_pages';

/**
 * Someone must always be able to give access back: no change may leave no active account that reaches
 * both /admin/auth/user_role_pages and /admin/auth/users (409 role.last_administrator), whichever call makes it.
 */
describe('the last administration access is kept', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const [admin, registry, trader] = await Promise.all(['admin', 'registry', 'trader'].map((u) => t.loginAs(u)));
  const del = (session: Session, url: ApiUrl) =>
    t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
  const pageId = async (url: string) =>
    (await admin.get(`${apiPath('/pages/paged')}?filter[url]=${encodeURIComponent(url)}&count=100`))
      .json()
      .content.find((p: { url: string }) => p.url === url).id as number;
  const adminRoleId = (await admin.get(`${apiPath('/user_roles/paged')}?filter[code]=ADMIN`)).json().content[0]
    .id as number;
  const usersPageId = await pageId(USERS_PAGE);
  const rolePagesPageId = await pageId(ROLE_PAGES_PAGE);
  const adminPages = (await admin.get(apiPath('/user_roles/{id}/pages', { id: adminRoleId }))).json<number[]>();
  const adminId = (await findUserByUsername(db, 'admin'))!.id;
  const stillAdministers = async (session: Session) => {
    expect((await session.get(apiPath('/users/paged'))).statusCode).toBe(200);
    expect((await session.get(apiPath('/user_roles/{id}/pages', { id: adminRoleId }))).statusCode).toBe(200);
  };
  const usersPageHolders = async () =>
    (await admin.get(apiPath('/pages/{id}/assigned_roles', { id: usersPageId }))).json();

  it('an administrator cannot take the ADMIN role’s own pages away (POST /user_roles/pages)', async () => {
    for (const pageIds of [
      [],
      adminPages.filter((id) => id !== rolePagesPageId),
      adminPages.filter((id) => id !== usersPageId),
    ]) {
      const res = await admin.post(apiPath('/user_roles/pages'), { roleId: adminRoleId, pageIds });
      expect([res.statusCode, res.json()]).toEqual([409, LAST]);
    }
    await stillAdministers(admin);
    expect((await admin.get(apiPath('/user_roles/{id}/pages', { id: adminRoleId }))).json()).toEqual(adminPages);
    // Other pages of the role still change.
    const fewer = adminPages.filter((id) => id !== adminPages.find((p) => p !== usersPageId && p !== rolePagesPageId));
    expect((await admin.post(apiPath('/user_roles/pages'), { roleId: adminRoleId, pageIds: fewer })).statusCode).toBe(
      200,
    );
    expect(
      (await admin.post(apiPath('/user_roles/pages'), { roleId: adminRoleId, pageIds: adminPages })).statusCode,
    ).toBe(200);
  });

  it('nor through a page’s assignment (POST /pages/assign)', async () => {
    const before = await usersPageHolders();
    const res = await admin.post(apiPath('/pages/assign'), { pageId: usersPageId, roleIds: [] });
    expect([res.statusCode, res.json()]).toEqual([409, LAST]);
    const other = await admin.post(apiPath('/pages/assign'), {
      pageId: rolePagesPageId,
      roleIds: before.filter((id: number) => id !== adminRoleId),
    });
    expect([other.statusCode, other.json()]).toEqual([409, LAST]);
    expect(await usersPageHolders()).toEqual(before);
    await stillAdministers(admin);
  });

  it('nor by taking the ADMIN role from the last account that holds it (POST /users/roles)', async () => {
    const res = await admin.post(apiPath('/users/roles'), { userId: adminId, roleIds: [] });
    expect([res.statusCode, res.json()]).toEqual([409, LAST]);
    // With a second administrator the first one may lose the role, and the second then may not.
    const { user: second } = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    expect((await admin.post(apiPath('/users/roles'), { userId: second.id, roleIds: [adminRoleId] })).statusCode).toBe(
      200,
    );
    expect((await admin.post(apiPath('/users/roles'), { userId: adminId, roleIds: [] })).statusCode).toBe(200);
    expect((await admin.get(apiPath('/users/paged'))).statusCode).toBe(403);
    const secondSession = await t.loginAs(second.username, 'Factory#Pass2026');
    const refused = await secondSession.post(apiPath('/users/roles'), { userId: second.id, roleIds: [] });
    expect([refused.statusCode, refused.json()]).toEqual([409, LAST]);
    expect(
      (await secondSession.post(apiPath('/users/roles'), { userId: adminId, roleIds: [adminRoleId] })).statusCode,
    ).toBe(200);
    expect((await admin.post(apiPath('/users/roles'), { userId: second.id, roleIds: [] })).statusCode).toBe(200);
    await stillAdministers(admin);
  });

  it('of two administrators removed at the same time, one stays (the commands are serialised)', async () => {
    const { user: second } = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    expect((await admin.post(apiPath('/users/roles'), { userId: second.id, roleIds: [adminRoleId] })).statusCode).toBe(
      200,
    );
    const secondSession = await t.loginAs(second.username, 'Factory#Pass2026');
    // Each takes the role from the other: on PostgreSQL both transactions run at once.
    const answers = await Promise.all([
      admin.post(apiPath('/users/roles'), { userId: second.id, roleIds: [] }),
      secondSession.post(apiPath('/users/roles'), { userId: adminId, roleIds: [] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [kept] = await Promise.all([admin.get(apiPath('/users/paged')), secondSession.get(apiPath('/users/paged'))]);
    if (kept.statusCode !== 200) {
      expect(
        (await secondSession.post(apiPath('/users/roles'), { userId: adminId, roleIds: [adminRoleId] })).statusCode,
      ).toBe(200);
    }
    expect((await admin.post(apiPath('/users/roles'), { userId: second.id, roleIds: [] })).statusCode).toBe(200);
    await stillAdministers(admin);
  });

  describe('when an account outside the ADMIN role is the one left to administer', () => {
    // The ADMIN role loses /admin/auth/users; an approved person holds both pages directly.
    const setUp = async () => {
      const keeper = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
      const holders = await usersPageHolders();
      expect(
        (await admin.post(apiPath('/user_pages'), { userId: keeper.user.id, pageIds: [usersPageId, rolePagesPageId] }))
          .statusCode,
      ).toBe(200);
      const res = await admin.post(apiPath('/pages/assign'), { pageId: usersPageId, roleIds: [] });
      expect(res.statusCode, res.body).toBe(200);
      const restore = async () => {
        expect((await admin.post(apiPath('/pages/assign'), { pageId: usersPageId, roleIds: holders })).statusCode).toBe(
          200,
        );
        expect((await admin.post(apiPath('/user_pages'), { userId: keeper.user.id, pageIds: [] })).statusCode).toBe(
          200,
        );
      };
      return { keeper: keeper.user, restore };
    };

    it('their direct pages cannot be taken (POST /user_pages)', async () => {
      const { keeper, restore } = await setUp();
      for (const pageIds of [[], [usersPageId]]) {
        const res = await admin.post(apiPath('/user_pages'), { userId: keeper.id, pageIds });
        expect([res.statusCode, res.json()]).toEqual([409, LAST]);
      }
      await restore();
    });

    it('they cannot be blocked, disabled or rejected by the registry (registered_users)', async () => {
      const { keeper, restore } = await setUp();
      const ref = { registeredUser: { username: keeper.username } };
      for (const res of [
        await registry.post(apiPath('/registered_users/block'), { ...ref, blockReason: 'x' }),
        await registry.post(apiPath('/registered_users/disable'), { username: keeper.username, days: 3 }),
      ]) {
        expect([res.statusCode, res.json()]).toEqual([409, LAST]);
      }
      expect((await statusOf(db, keeper.id)).status).toBe('APPROVED');
      await restore();
      // Once the role has the page again the same action goes through.
      expect((await registry.post(apiPath('/registered_users/block'), { ...ref, blockReason: 'x' })).statusCode).toBe(
        200,
      );
    });

    it('a company administrator cannot deactivate, disable or block them (company users)', async () => {
      const companyId = (await findUserByUsername(db, 'trader'))!.companyId!;
      const member = await addCompanyUser(db, companyId, `keeper.${Date.now().toString(36)}`);
      const holders = await usersPageHolders();
      await admin.post(apiPath('/user_pages'), { userId: member.id, pageIds: [usersPageId, rolePagesPageId] });
      expect((await admin.post(apiPath('/pages/assign'), { pageId: usersPageId, roleIds: [] })).statusCode).toBe(200);
      for (const [path, body] of [
        ['deactivate_company_user', { username: member.username }],
        ['disable_company_user', { username: member.username, days: 2 }],
        ['block_company_user', { username: member.username, blockReason: 'x' }],
      ] as const) {
        const res = await trader.post(apiPath(`/registered_users/${path}`), body);
        expect([path, res.statusCode, res.json()]).toEqual([path, 409, LAST]);
      }
      expect((await statusOf(db, member.id)).status).toBe('APPROVED');
      await admin.post(apiPath('/pages/assign'), { pageId: usersPageId, roleIds: holders });
      await admin.post(apiPath('/user_pages'), { userId: member.id, pageIds: [] });
    });

    it('a page that grants the administration by its prefix cannot be deleted or moved', async () => {
      const keeper = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
      const prefix = await admin.post(apiPath('/pages'), {
        url: '/admin/auth',
        name: 'page.admin_auth',
        label: 'All access',
      });
      expect(prefix.statusCode, prefix.body).toBe(200);
      const holders = await usersPageHolders();
      await admin.post(apiPath('/user_pages'), { userId: keeper.user.id, pageIds: [prefix.json().id] });
      expect((await admin.post(apiPath('/pages/assign'), { pageId: usersPageId, roleIds: [] })).statusCode).toBe(200);
      const moved = await admin.post(apiPath('/pages'), { ...prefix.json<object>(), url: '/admin/authx' });
      expect([moved.statusCode, moved.json()]).toEqual([409, LAST]);
      const deleted = await del(admin, apiPath('/pages/{id}', { id: prefix.json().id }));
      expect([deleted.statusCode, deleted.json()]).toEqual([409, LAST]);
      await admin.post(apiPath('/pages/assign'), { pageId: usersPageId, roleIds: holders });
      expect((await del(admin, apiPath('/pages/{id}', { id: prefix.json().id }))).statusCode).toBe(200);
    });
  });

  it('the administrator still administers after every refusal', async () => {
    await stillAdministers(admin);
    expect((await admin.get(apiPath('/user_roles/{id}/pages', { id: adminRoleId }))).json()).toEqual(adminPages);
  });
});
