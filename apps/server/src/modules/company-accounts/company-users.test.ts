import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, form } from '../../test/harness';
import { sessions } from '../auth/tables';
import { mailOutbox } from '../mail/tables';
import { roles, userRoles } from '../navigation/tables';
import { users } from '../users/tables';
import { findUserByUsername } from '../users/service';
import { addCompanyUser, otherCompany } from './test-support';
import { apiPath } from '../../test/api-client';

const PASSWORD = 'Str0ng#Password';

describe('company users', async () => {
  const t = await buildTestApp();
  const { app, platform } = t;
  const db = platform.db;
  const trader = await t.loginAs('trader');
  const demoCompanyId = (await findUserByUsername(db, 'trader'))!.companyId!;
  const other = await otherCompany(db, 'other');

  let seq = 0;
  const newUser = (overrides: Record<string, unknown> = {}) => {
    seq++;
    return {
      username: `staff.member${seq}`,
      email: `staff.member${seq}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '+355 69 000 0000',
      lang: 'en',
      ...overrides,
    };
  };
  const signIn = (username: string, password = PASSWORD) =>
    app.inject({ method: 'POST', url: apiPath('/user/authenticate'), ...form({ username, password }) });
  const lastMail = async (to: string) =>
    (
      await db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
        .orderBy(desc(mailOutbox.id))
        .limit(1)
    )[0];
  const openSessions = async (userId: number) =>
    (
      await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    ).length;

  it('adds an APPROVED company user with the COMPANY_USER role, who can sign in at once', async () => {
    const input = newUser();
    const res = await trader.post(apiPath('/registered_users/create_company_user'), input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      username: input.username,
      email: input.email,
      status: 'APPROVED',
      companyAdministrator: false,
      actions: ['deactivate', 'disable', 'block'],
    });
    const row = (await findUserByUsername(db, input.username))!;
    expect(row.companyId).toBe(demoCompanyId);
    expect(row.passwordHash).not.toContain(PASSWORD);
    const roleCodes = await db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, row.id));
    expect(roleCodes).toEqual([{ code: 'COMPANY_USER' }]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company_user.create'), eq(auditLog.entityId, String(row.id))));
    expect(audit.actorUsername).toBe('trader');
    expect(JSON.stringify(audit.after)).not.toContain(PASSWORD);
    expect((await signIn(input.username)).statusCode).toBe(200);
  });

  it('lists the users of the caller’s own company only, paged and filtered', async () => {
    await trader.post(apiPath('/registered_users/create_company_user'), newUser());
    const res = await trader.get(`${apiPath('/registered_users/company_users')}?page=1&count=100`);
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().content.map((u: { username: string }) => u.username);
    expect(names).toContain('trader');
    expect(names).not.toContain('other.user');
    const self = res.json().content.find((u: { username: string }) => u.username === 'trader');
    expect(self.actions).toEqual([]);
    const paged = await trader.get(
      `${apiPath('/registered_users/company_users/paged')}?count=1&sort=username,asc&filter[status]=APPROVED`,
    );
    expect(paged.json().content).toHaveLength(1);
    expect(paged.json().totalElements).toBeGreaterThan(1);
    expect((await trader.get(`${apiPath('/registered_users/company_users')}?filter[nope]=1`)).statusCode).toBe(400);
  });

  it('refuses mismatched passwords with the spec’s key, and taken usernames and e-mails', async () => {
    const mismatch = await trader.post(
      apiPath('/registered_users/create_company_user'),
      newUser({ confirmPassword: 'Other#Password1' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ confirmPassword: 'eauction.confirm_password_missmatch' });
    const taken = await trader.post(
      apiPath('/registered_users/create_company_user'),
      newUser({ username: 'OTHER.user' }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ username: 'registration.username_taken' });
    const email = await trader.post(
      apiPath('/registered_users/create_company_user'),
      newUser({ email: 'TRADER@demo.portal.test' }),
    );
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ email: 'registration.email_taken' });
    const bad = await trader.post(
      apiPath('/registered_users/create_company_user'),
      newUser({ username: 'a', email: 'x', password: 'short' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['username', 'email', 'password']));
  });

  it('refuses every call of a user who is not a company administrator (403)', async () => {
    const member = await addCompanyUser(db, demoCompanyId, 'plain.member');
    const session = await t.loginAs(member.username);
    for (const [url, body] of [
      [apiPath('/registered_users/create_company_user'), newUser()],
      [apiPath('/registered_users/block_company_user'), { username: 'other.user', blockReason: 'x' }],
      [apiPath('/registered_users/enable_company_user'), { username: 'trader' }],
    ] as const) {
      expect((await session.post(url, body)).statusCode).toBe(403);
    }
    expect((await session.get(apiPath('/registered_users/company_users'))).statusCode).toBe(403);
    // A TRADER who is not the company's administrator holds the page but is still refused.
    const notAdmin = await addCompanyUser(db, demoCompanyId, 'trader.notadmin', { role: 'TRADER' });
    const s2 = await t.loginAs(notAdmin.username);
    const res = await s2.post(apiPath('/registered_users/create_company_user'), newUser());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ _error: 'companies.not_administrator' });
    const registry = await t.loginAs('registry');
    expect((await registry.post(apiPath('/registered_users/create_company_user'), newUser())).statusCode).toBe(403);
  });

  it('answers 404 for another company’s user and 409 for the administrator’s own account', async () => {
    for (const [action, extra] of [
      ['deactivate', {}],
      ['enable', {}],
      ['disable', { days: 2 }],
      ['block', { blockReason: 'fraud' }],
    ] as const) {
      const res = await trader.post(apiPath(`/registered_users/${action}_company_user` as const), {
        username: 'other.user',
        ...extra,
      });
      expect(res.statusCode, action).toBe(404);
      const self = await trader.post(apiPath(`/registered_users/${action}_company_user` as const), {
        username: 'trader',
        ...extra,
      });
      expect(self.statusCode, action).toBe(409);
      expect(self.json()).toEqual({ _error: 'companies.own_account' });
    }
    expect((await findUserByUsername(db, 'other.user'))!.status).toBe('APPROVED');
    const otherAdmin = await t.loginAs('other.admin');
    expect(
      (await otherAdmin.post(apiPath('/registered_users/disable_company_user'), { username: 'trader', days: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('disables for days: sessions revoked, mailed, sign-in refused with the date; enable brings the user back', async () => {
    const input = newUser();
    await trader.post(apiPath('/registered_users/create_company_user'), input);
    const member = await t.loginAs(input.username, PASSWORD);
    const row = (await findUserByUsername(db, input.username))!;
    expect(await openSessions(row.id)).toBe(1);

    const res = await trader.post(apiPath('/registered_users/disable_company_user'), {
      username: input.username,
      days: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const disabledTo = new Date(res.json().disabledTo).getTime();
    expect(disabledTo).toBeGreaterThan(Date.now() + 2 * 86_400_000 - 60_000);
    expect(res.json()).toMatchObject({ status: 'DISABLED', actions: ['deactivate', 'disable', 'block', 'enable'] });
    expect(await openSessions(row.id)).toBe(0);
    expect((await member.get(apiPath('/user'))).statusCode).toBe(401);
    const refused = await signIn(input.username);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()._error).toBe('login.status_disabled');
    expect((await lastMail(input.email)).template).toBe('account_disabled');

    for (const days of [0, 3651, 'x']) {
      const bad = await trader.post(apiPath('/registered_users/disable_company_user'), {
        username: input.username,
        days,
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json())).toEqual(['days']);
    }

    const enabled = await trader.post(apiPath('/registered_users/enable_company_user'), { username: input.username });
    expect(enabled.json()).toMatchObject({ status: 'APPROVED', disabledTo: null });
    expect((await lastMail(input.email)).template).toBe('account_enabled');
    expect((await signIn(input.username)).statusCode).toBe(200);
    // Enabling an approved user is a state that forbids the action.
    const again = await trader.post(apiPath('/registered_users/enable_company_user'), { username: input.username });
    expect(again.statusCode).toBe(409);
    expect(again.json()._error).toBe('companies.status_forbids_action');
  });

  it('blocks with a reason (mailed, shown at sign-in) and deactivates without an end', async () => {
    const input = newUser();
    await trader.post(apiPath('/registered_users/create_company_user'), input);
    const noReason = await trader.post(apiPath('/registered_users/block_company_user'), {
      username: input.username,
      blockReason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ blockReason: 'generic.required' });

    const blocked = await trader.post(apiPath('/registered_users/block_company_user'), {
      username: input.username,
      blockReason: 'Left us',
    });
    expect(blocked.json()).toMatchObject({ status: 'BLOCKED', blockReason: 'Left us', actions: ['enable'] });
    const refused = await signIn(input.username);
    expect(refused.json()).toMatchObject({ _error: 'login.status_blocked', reason: 'Left us' });
    expect((await lastMail(input.email)).template).toBe('account_blocked');
    expect(
      (await trader.post(apiPath('/registered_users/deactivate_company_user'), { username: input.username }))
        .statusCode,
    ).toBe(409);

    await trader.post(apiPath('/registered_users/enable_company_user'), { username: input.username });
    const deactivated = await trader.post(apiPath('/registered_users/deactivate_company_user'), {
      username: input.username,
    });
    expect(deactivated.json()).toMatchObject({
      status: 'DISABLED',
      disabledTo: null,
      actions: ['disable', 'block', 'enable'],
    });
    expect((await signIn(input.username)).json()._error).toBe('login.status_disabled');
    expect(
      (await trader.post(apiPath('/registered_users/deactivate_company_user'), { username: input.username }))
        .statusCode,
    ).toBe(409);
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String((await findUserByUsername(db, input.username))!.id)));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['company_user.block', 'company_user.enable', 'company_user.deactivate']),
    );
  });

  it('leaves the administrator and other companies untouched by a failed call', async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    await trader.post(apiPath('/registered_users/create_company_user'), newUser({ confirmPassword: 'x' }));
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0].n).toBe(before[0].n);
    expect(other.user.companyId).not.toBe(demoCompanyId);
  });
});
