import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app';
import { buildTestApp } from '../../test/harness';
import { users } from '../users/tables';
import { accessAt } from './service';
import { pages, rolePages, roles, userPages, userRoles } from './tables';
import { apiPath } from '../../test/api-client';

const GUARDED = '/data/rest/test/users-page-guarded';
/** The page the guarded route asks for; the trader does not hold it. */
const PAGE = '/admin/auth/users';

describe('access version', async () => {
  const queries: string[] = [];
  const t = await buildTestApp({}, { onQuery: (query) => queries.push(query) });
  const { db } = t.platform;
  t.app.get(GUARDED, { config: { access: { pages: [PAGE] } } }, async () => ({ ok: true }));

  // A second instance on the same database, with a cache of its own: on PostgreSQL its own pool, on the embedded
  // database another handle over the one connection (the cache is kept per handle).
  const config = t.platform.config;
  const second: BuiltApp = config.databaseUrl
    ? await buildApp(config)
    : await buildApp(config, {
        database: { ...t.platform.database, db: Object.create(t.platform.database.db) as typeof db },
        seeded: t.seedResult,
      });
  second.app.get(GUARDED, { config: { access: { pages: [PAGE] } } }, async () => ({ ok: true }));
  afterAll(() => second.app.close());

  const version = async () => {
    const result = await db.execute(sql`select version from access_state where id = 1`);
    return Number((result as { rows: Array<{ version: string | number }> }).rows[0].version);
  };
  const ids = async () => {
    const [trader] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'trader'));
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'TRADER'));
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.url, PAGE));
    return { userId: trader.id, roleId: role.id, pageId: page.id };
  };
  const statusOn = async (app: BuiltApp, token: string) =>
    (await app.app.inject({ url: GUARDED, headers: { 'x-auth-token': token } })).statusCode;
  const accessReads = () => queries.filter((q) => q.includes('"role_pages"')).length;

  it('reads a user’s roles and pages once while they stand, not on every request', async () => {
    const trader = await t.loginAs('trader');
    expect((await trader.get(apiPath('/user'))).statusCode).toBe(200);
    queries.length = 0;
    for (let i = 0; i < 5; i++) expect((await trader.get(apiPath('/pages/navigation'))).statusCode).toBe(200);
    // The navigation reads the user's pages itself; the session's access is not read again.
    const perRequest = accessReads() / 5;
    queries.length = 0;
    await db.execute(sql`update roles set name = name where code = 'TRADER'`);
    expect((await trader.get(apiPath('/pages/navigation'))).statusCode).toBe(200);
    expect(accessReads()).toBe(perRequest + 1);
  });

  it('raises the version with every change to roles, pages and who holds them, and not for a rolled-back one', async () => {
    const { userId, roleId, pageId } = await ids();
    const changes = [
      sql`insert into ${userPages} (user_id, page_id) values (${userId}, ${pageId})`,
      sql`delete from ${userPages} where ${userPages.userId} = ${userId} and ${userPages.pageId} = ${pageId}`,
      sql`insert into ${rolePages} (role_id, page_id) values (${roleId}, ${pageId})`,
      sql`delete from ${rolePages} where ${rolePages.roleId} = ${roleId} and ${rolePages.pageId} = ${pageId}`,
      sql`delete from ${userRoles} where ${userRoles.userId} = ${userId}`,
      sql`insert into ${userRoles} (user_id, role_id) values (${userId}, ${roleId})`,
      sql`update ${roles} set name = name where ${roles.id} = ${roleId}`,
      sql`update ${pages} set url = url where ${pages.id} = ${pageId}`,
    ];
    for (const change of changes) {
      const before = await version();
      await db
        .transaction(async (tx) => {
          await tx.execute(change);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      expect(await version()).toBe(before);
      await db.execute(change);
      expect(await version()).toBe(before + 1);
    }
  });

  it('a grant or a withdrawal shows on the next request, in this instance and another on the same database', async () => {
    const { userId, roleId, pageId } = await ids();
    const trader = await t.loginAs('trader');
    // Both instances have read the trader's access before each change.
    const expectEverywhere = async (status: number) => {
      expect(await statusOn(t, trader.token)).toBe(status);
      expect(await statusOn(second, trader.token)).toBe(status);
    };
    await expectEverywhere(403);
    await db.insert(userPages).values({ userId, pageId });
    await expectEverywhere(200);
    await db.delete(userPages).where(eq(userPages.userId, userId));
    await expectEverywhere(403);
    await db.insert(rolePages).values({ roleId, pageId });
    await expectEverywhere(200);
    await db.delete(userRoles).where(eq(userRoles.userId, userId));
    await expectEverywhere(403);
    await db.insert(userRoles).values({ userId, roleId });
    await expectEverywhere(200);
    await db
      .update(pages)
      .set({ url: `${PAGE}-moved` })
      .where(eq(pages.id, pageId));
    await expectEverywhere(403);
    await db.update(pages).set({ url: PAGE }).where(eq(pages.id, pageId));
    await db.delete(rolePages).where(and(eq(rolePages.roleId, roleId), eq(rolePages.pageId, pageId)));
    await expectEverywhere(403);
  });

  it('keeps per user: one user’s access is never another’s', async () => {
    const version = '1';
    const { userId } = await ids();
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    // Read, then kept: the second round comes from the copies kept under the same version.
    for (let round = 0; round < 2; round++) {
      const traderAccess = await accessAt(db, userId, version);
      const adminAccess = await accessAt(db, admin.id, version);
      expect(traderAccess.roles).toEqual(['TRADER']);
      expect(adminAccess.roles).toContain('ADMIN');
      expect(adminAccess.urls).toContain(PAGE);
      expect(traderAccess.urls).not.toContain(PAGE);
      expect(Object.isFrozen(traderAccess.urls)).toBe(true);
    }
  });
});
