import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAccount, FACTORY_PASSWORD, lastMailTo, statusOf } from '../../../test/factories';
import { buildTestApp, form } from '../../../test/harness';
import { users } from '../../users/tables';
import { apiPath } from '../../../test/api-client';

describe('approval of companies and individuals', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const registry = await t.loginAs('registry');
  const trader = await t.loginAs('trader');
  const signIn = (username: string, password = FACTORY_PASSWORD) =>
    t.app.inject({ method: 'POST', url: apiPath('/user/authenticate'), ...form({ username, password }) });
  const ref = (username: string) => ({ registeredUser: { username } });

  it('approves a company awaiting approval: status, mail, log, and the user signs in', async () => {
    const { user } = await buildAccount(db);
    expect((await signIn(user.username)).json()._error).toBe('login.status_pending_approval');

    const res = await registry.post(apiPath('/registered_users/approve'), ref(user.username));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: user.username, status: 'APPROVED' });
    expect((await statusOf(db, user.id)).status).toBe('APPROVED');
    const mail = await lastMailTo(db, user.email!);
    expect(mail.template).toBe('account_approved');
    expect(mail.lang).toBe('en');

    const log = await registry.get(`${apiPath('/users/log')}?code=${user.username}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().content[0]).toMatchObject({
      action: 'user.approve',
      actorUsername: 'registry',
      status: 'APPROVED',
    });
    expect((await signIn(user.username)).statusCode).toBe(200);
  });

  it('approves by id as well, and refuses an unknown account with 404', async () => {
    const { user } = await buildAccount(db, { kind: 'individual' });
    const res = await registry.post(apiPath('/registered_users/approve'), { registeredUser: { id: user.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await registry.post(apiPath('/registered_users/approve'), ref('nobody.here'))).statusCode).toBe(404);
    expect(
      (
        await registry.post(apiPath('/registered_users/approve'), {
          registeredUser: { id: user.id, username: 'other' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await registry.post(apiPath('/registered_users/approve'), { registeredUser: {} })).statusCode).toBe(400);
  });

  it.each([
    ['APPROVED', 'approve'],
    ['PENDING_CONFIRMATION', 'approve'],
    ['REJECTED', 'approve'],
    ['APPROVED', 'reject'],
    ['BLOCKED', 'block'],
    ['PENDING_APPROVAL', 'block'],
  ] as const)('refuses a %s account the %s action with 409', async (status, action) => {
    const { user } = await buildAccount(db, { status });
    const body =
      action === 'reject'
        ? { ...ref(user.username), rejectReason: 'x' }
        : action === 'block'
          ? { ...ref(user.username), blockReason: 'x' }
          : ref(user.username);
    const res = await registry.post(apiPath(`/registered_users/${action}`), body);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ _error: 'user.action_not_allowed', status });
    expect((await statusOf(db, user.id)).status).toBe(status);
  });

  it.each([
    ['PENDING_APPROVAL', 'enable', {}],
    ['APPROVED', 'enable', {}],
    ['PENDING_APPROVAL', 'disable', { days: 3 }],
    ['BLOCKED', 'disable', { days: 3 }],
  ] as const)('refuses a %s account the %s action with 409', async (status, action, extra) => {
    const { user } = await buildAccount(db, { status });
    const res = await registry.post(apiPath(`/registered_users/${action}`), { username: user.username, ...extra });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()._error).toBe('user.action_not_allowed');
  });

  it('rejects with a required reason, mailed; the user cannot sign in', async () => {
    const { user } = await buildAccount(db, { kind: 'individual' });
    for (const rejectReason of [undefined, '', '   ']) {
      const res = await registry.post(apiPath('/registered_users/reject'), { ...ref(user.username), rejectReason });
      expect(res.statusCode).toBe(400);
      expect(res.json().rejectReason).toBe('generic.required');
    }
    expect(
      (
        await registry.post(apiPath('/registered_users/reject'), {
          ...ref(user.username),
          rejectReason: 'x'.repeat(1001),
        })
      ).statusCode,
    ).toBe(400);
    const res = await registry.post(apiPath('/registered_users/reject'), {
      ...ref(user.username),
      rejectReason: 'Documents missing',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'REJECTED', rejectReason: 'Documents missing' });
    const mail = await lastMailTo(db, user.email!);
    expect(mail.template).toBe('account_rejected');
    expect(mail.textBody).toContain('Documents missing');
    const signed = await signIn(user.username);
    expect(signed.statusCode).toBe(401);
    expect(signed.json()).toMatchObject({ _error: 'login.status_rejected', reason: 'Documents missing' });
    const log = (await registry.get(`${apiPath('/users/log')}?code=${user.username}`)).json();
    // Newest first: the refused sign-in came after the rejection.
    expect(log.content.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([
      'login.refused_status',
      'user.reject',
    ]);
    expect(log.content[1]).toMatchObject({
      actorUsername: 'registry',
      reason: 'Documents missing',
      status: 'REJECTED',
    });
  });

  it('blocks with a required reason: the open session ends and sign-in is refused; enable lets them back', async () => {
    const { user } = await buildAccount(db, { status: 'APPROVED' });
    const session = await t.loginAs(user.username, FACTORY_PASSWORD);
    expect((await session.get(apiPath('/user'))).statusCode).toBe(200);

    expect((await registry.post(apiPath('/registered_users/block'), ref(user.username))).json().blockReason).toBe(
      'generic.required',
    );
    const res = await registry.post(apiPath('/registered_users/block'), {
      ...ref(user.username),
      blockReason: 'Fraud suspected',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'BLOCKED', blockReason: 'Fraud suspected' });
    expect((await session.get(apiPath('/user'))).statusCode).toBe(401);
    const signed = await signIn(user.username);
    expect(signed.json()).toMatchObject({ _error: 'login.status_blocked', reason: 'Fraud suspected' });
    expect((await lastMailTo(db, user.email!)).template).toBe('account_blocked');

    const enabled = await registry.post(apiPath('/registered_users/enable'), { username: user.username });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ status: 'APPROVED', blockReason: null });
    expect((await lastMailTo(db, user.email!)).template).toBe('account_enabled');
    expect((await signIn(user.username)).statusCode).toBe(200);
  });

  it.each([0, 3651, -1, 1.5, 'abc', null])('refuses disabling for %s days with 400', async (days) => {
    const { user } = await buildAccount(db, { status: 'APPROVED' });
    const res = await registry.post(apiPath('/registered_users/disable'), { username: user.username, days });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().days).toBeDefined();
    expect((await statusOf(db, user.id)).status).toBe('APPROVED');
  });

  it('disables for a number of days: session ends, sign-in refused until the date, then allowed', async () => {
    const { user } = await buildAccount(db, { status: 'APPROVED', kind: 'individual' });
    const session = await t.loginAs(user.username, FACTORY_PASSWORD);
    const res = await registry.post(apiPath('/registered_users/disable'), { username: user.username, days: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(res.json().disabledTo).getTime();
    expect(Math.abs(until - (Date.now() + 3 * 86_400_000))).toBeLessThan(60_000);
    expect(res.json().status).toBe('DISABLED');
    expect((await session.get(apiPath('/user'))).statusCode).toBe(401);
    const refused = await signIn(user.username);
    expect(refused.json()).toMatchObject({ _error: 'login.status_disabled', disabledTo: res.json().disabledTo });
    const mail = await lastMailTo(db, user.email!);
    expect(mail.template).toBe('account_disabled');
    const log = (await registry.get(`${apiPath('/users/log')}?code=${user.username}&count=1&page=2`)).json();
    expect(log.totalElements).toBeGreaterThanOrEqual(2);
    expect(log.content).toHaveLength(1);
    expect(log.content[0]).toMatchObject({
      action: 'user.disable',
      status: 'DISABLED',
      disabledTo: res.json().disabledTo,
    });

    // The date passes: sign-in enables the account again.
    await db
      .update(users)
      .set({ disabledTo: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await signIn(user.username)).statusCode).toBe(200);
    expect((await statusOf(db, user.id)).status).toBe('APPROVED');
  });

  it('enables a disabled account before its date', async () => {
    const { user } = await buildAccount(db, { status: 'APPROVED' });
    expect(
      (await registry.post(apiPath('/registered_users/disable'), { username: user.username, days: 10 })).statusCode,
    ).toBe(200);
    const res = await registry.post(apiPath('/registered_users/enable'), { username: user.username });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APPROVED', disabledTo: null });
  });

  it('refuses staff acting on their own account', async () => {
    const res = await registry.post(apiPath('/registered_users/disable'), { username: 'registry', days: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()._error).toBe('user.own_account');
  });

  it('refuses a trader every approval route with 403', async () => {
    const { user } = await buildAccount(db);
    const calls = [
      trader.get(apiPath('/registered_users/companies_for_approval')),
      trader.get(apiPath('/registered_users/individuals_for_approval')),
      trader.get(apiPath('/registered_users/{id}', { id: user.id })),
      trader.get(`${apiPath('/users/log')}?code=${user.username}`),
      trader.post(apiPath('/registered_users/approve'), ref(user.username)),
      trader.post(apiPath('/registered_users/reject'), { ...ref(user.username), rejectReason: 'x' }),
      trader.post(apiPath('/registered_users/block'), { ...ref(user.username), blockReason: 'x' }),
      trader.post(apiPath('/registered_users/enable'), { username: user.username }),
      trader.post(apiPath('/registered_users/disable'), { username: user.username, days: 1 }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(403);
    expect((await statusOf(db, user.id)).status).toBe('PENDING_APPROVAL');
  });

  it('shows the detail: account, company, allowed actions and log', async () => {
    const { user, company } = await buildAccount(db, { name: 'Detail Trade' });
    const res = await registry.get(apiPath('/registered_users/{id}', { id: user.id }));
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.user.username).toBe(user.username);
    expect(detail.company).toMatchObject({ id: company!.id, companyName: 'Detail Trade' });
    expect(detail.individual).toBeNull();
    expect(detail.allowedActions).toEqual(['approve', 'reject']);
    expect(detail.log).toEqual([]);
    expect(detail.bankGuarantees).toEqual([]);
    expect(detail.licences).toEqual([]);
    expect((await registry.get(apiPath('/registered_users/{id}', { id: 999999 }))).statusCode).toBe(404);
  });
});
