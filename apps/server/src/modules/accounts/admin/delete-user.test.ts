import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { buildAccount, FACTORY_PASSWORD } from '../../../test/factories';
import { buildTestApp, type Session } from '../../../test/harness';
import { buildFixture } from '../../auctions/test-support';
import { findCompanyById } from '../../companies/service';
import { assignRoles } from '../../navigation/seed';
import { pages, userPages, userRoles } from '../../navigation/tables';
import { participationRequests } from '../../participation-requests/tables';
import { publishedAuction } from '../../participation-requests/test-support';
import { findUserByUsername } from '../../users/service';
import { users } from '../../users/tables';
import { apiPath } from '../../../test/api-client';

describe('DELETE /users/{id}: an account without history', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const admin = await t.loginAs('admin');
  const registry = await t.loginAs('registry');
  const remove = (session: Session | null, id: number | string) =>
    t.app.inject({
      method: 'DELETE',
      url: apiPath('/users/{id}', { id }),
      headers: session ? { 'x-auth-token': session.token } : {},
    });
  const exists = async (id: number) => (await db.select().from(users).where(eq(users.id, id))).length === 1;

  it('deletes an account that never did anything, audited; its company record stays', async () => {
    const { user, company } = await buildAccount(db);
    const list = await admin.get(`${apiPath('/users/paged')}?filter[username]=${user.username}`);
    expect(list.json().content[0]).toMatchObject({ id: user.id, deletable: true });
    const res = await remove(admin, user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await exists(user.id)).toBe(false);
    expect(await findCompanyById(db, company!.id)).toBeDefined();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.deleted'), eq(auditLog.entityId, String(user.id))));
    expect(audit).toMatchObject({ actorUsername: 'admin', before: { username: user.username } });
    expect((await remove(admin, user.id)).statusCode).toBe(404);
  });

  it('refuses an account with history (a decision, a sign-in, a request): 409 user_has_history', async () => {
    const decided = await buildAccount(db, { kind: 'individual' });
    expect(
      (await registry.post(apiPath('/registered_users/approve'), { registeredUser: { id: decided.user.id } }))
        .statusCode,
    ).toBe(200);
    const signedIn = await buildAccount(db, { status: 'APPROVED' });
    await t.loginAs(signedIn.user.username, FACTORY_PASSWORD);
    const requester = await buildAccount(db, { status: 'APPROVED' });
    const target = await publishedAuction(await buildFixture(t));
    await db.insert(participationRequests).values({
      lotId: target.lot.id,
      auctionId: target.auction.id,
      userId: requester.user.id,
      username: requester.user.username,
    });
    const list = await admin.get(`${apiPath('/users/paged')}?count=100&sort=id,desc`);
    const row = (id: number) => list.json().content.find((u: { id: number }) => u.id === id);
    for (const { user } of [decided, signedIn, requester]) {
      expect(row(user.id).deletable).toBe(false);
      expect((await admin.get(apiPath('/users/{id}', { id: user.id }))).json().deletable).toBe(false);
      const res = await remove(admin, user.id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ _error: 'user_has_history' });
      expect(await exists(user.id)).toBe(true);
    }
  });

  it('refuses the caller’s own account, other pages, anonymous callers and bad ids', async () => {
    const me = (await findUserByUsername(db, 'admin'))!;
    expect((await remove(admin, me.id)).json()).toEqual({ _error: 'user.own_account' });
    const { user } = await buildAccount(db);
    expect((await remove(registry, user.id)).statusCode).toBe(403);
    expect((await remove(null, user.id)).statusCode).toBe(401);
    expect(await exists(user.id)).toBe(true);
    for (const bad of ['abc', '0', '-1', '2147483648', '1.5']) {
      const res = await remove(admin, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('id');
    }
    expect((await remove(admin, 2_147_000_000)).statusCode).toBe(404);
  });

  it('never deletes the last account reaching user and role administration: 409 role.last_administrator', async () => {
    // X holds ADMIN and has no history; Y may delete accounts but not administer roles; the demo admin steps down.
    const x = await buildAccount(db, { status: 'APPROVED' });
    await db.delete(userRoles).where(eq(userRoles.userId, x.user.id));
    await assignRoles(db, x.user.id, ['ADMIN']);
    const y = await buildAccount(db, { status: 'APPROVED' });
    const [usersPage] = await db.select().from(pages).where(eq(pages.url, '/admin/auth/users'));
    await db.insert(userPages).values({ userId: y.user.id, pageId: usersPage.id });
    const me = (await findUserByUsername(db, 'admin'))!;
    await db.delete(userRoles).where(eq(userRoles.userId, me.id));
    const ySession = await t.loginAs(y.user.username, FACTORY_PASSWORD);
    const res = await remove(ySession, x.user.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ _error: 'role.last_administrator' });
    expect(await exists(x.user.id)).toBe(true);
  });
});
