import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestApp } from '../../test/harness';
import { users } from '../users/tables';
import { sessions } from './tables';
import { apiPath } from '../../test/api-client';

describe('sessions', async () => {
  const t = await buildTestApp();
  const { app, platform } = t;

  it('GET /user answers the user with the pages it holds', async () => {
    const trader = await t.loginAs('trader');
    const res = await trader.get(apiPath('/user'));
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'trader',
      lang: 'sq',
      status: 'APPROVED',
      roles: ['TRADER'],
      passwordExpired: false,
    });
    expect(user.company).toEqual({
      id: expect.any(Number),
      companyName: 'Demo Trade Sh.p.k.',
      administrator: true,
      hasSignature: false,
      hasStamp: false,
    });
    const urls = user.rolePages.map((p: { url: string }) => p.url);
    expect(urls).toContain('/user/company_users');
    expect(urls).not.toContain('/admin/auth/users');
    expect(user.rolePages[0]).toEqual({ id: expect.any(Number), url: expect.any(String), system: expect.any(String) });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('logout revokes the token', async () => {
    const s = await t.loginAs('operator');
    expect((await s.post(apiPath('/user/logout'))).json()).toEqual({ status: 'ok' });
    const after = await s.get(apiPath('/user'));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ _error: 'unauthorized' });
  });

  it('refuses unknown, malformed and idle-expired tokens', async () => {
    for (const token of ['x', 'a'.repeat(43), 'a'.repeat(5000), '%%%%']) {
      const res = await app.inject({ url: apiPath('/user'), headers: { 'x-auth-token': token } });
      expect(res.statusCode).toBe(401);
    }
    const s = await t.loginAs('officer');
    await platform.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) });
    expect((await s.get(apiPath('/user'))).statusCode).toBe(401);
  });

  it('ends a session when the account is blocked', async () => {
    const s = await t.loginAs('person');
    await platform.db.update(users).set({ status: 'BLOCKED' }).where(eq(users.username, 'person'));
    expect((await s.get(apiPath('/user'))).statusCode).toBe(401);
    await platform.db.update(users).set({ status: 'APPROVED' }).where(eq(users.username, 'person'));
  });

  it('an expired password allows only the user, the password change and logout', async () => {
    const s = await t.loginAs('registry');
    await platform.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(users.username, 'registry'));
    expect((await s.get(apiPath('/users/check_password_expiration'))).json()).toBe(true);
    expect((await s.get(apiPath('/user'))).json().passwordExpired).toBe(true);
    const other = await s.get('/data/rest/test/authenticated');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ _error: 'password_expired' });

    const changed = await s.post(apiPath('/user/change_password'), {
      username: 'registry',
      oldPassword: 'Demo#2026!',
      password: 'New#Password-2026',
      confirmPassword: 'New#Password-2026',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect((await s.get(apiPath('/user'))).statusCode).toBe(401);
    const res = await app.inject({
      url: apiPath('/users/check_password_expiration'),
      headers: { 'x-auth-token': fresh },
    });
    expect(res.json()).toBe(false);
    expect(
      (await app.inject({ url: '/data/rest/test/authenticated', headers: { 'x-auth-token': fresh } })).statusCode,
    ).toBe(200);
  });

  it('a password change checks the old password and the confirmation, and revokes other sessions', async () => {
    const a = await t.loginAs('operator');
    const b = await t.loginAs('operator');
    const body = { username: 'operator', oldPassword: 'Demo#2026!', password: 'Another#Pass-99' };
    expect((await a.post(apiPath('/user/change_password'), { ...body, oldPassword: 'wrong' })).json()).toEqual({
      oldPassword: 'profile.wrong_old_password',
    });
    expect((await a.post(apiPath('/user/change_password'), { ...body, confirmPassword: 'different' })).json()).toEqual({
      confirmPassword: 'eauction.confirm_password_missmatch',
    });
    expect((await a.post(apiPath('/user/change_password'), { ...body, password: 'short' })).json()).toEqual({
      password: 'validation.password_too_short',
    });
    expect((await a.post(apiPath('/user/change_password'), { ...body, username: 'admin' })).statusCode).toBe(403);
    const ok = await a.post(apiPath('/user/change_password'), body);
    expect(ok.statusCode).toBe(200);
    expect((await b.get(apiPath('/user'))).statusCode).toBe(401);
    await t.loginAs('operator', 'Another#Pass-99');
  });

  app.get('/data/rest/test/authenticated', { config: { access: 'authenticated' } }, async () => ({ ok: true }));
});

describe('sessions survive a restart', () => {
  it('a token issued before a restart still works after it', async () => {
    const pg = Boolean(process.env.TEST_PG_URL);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
    const first = await buildTestApp(pg ? {} : { inMemory: false, dataDir });
    const s = await first.loginAs('trader');
    await first.app.close();
    const second = await buildApp(first.platform.config);
    try {
      const res = await second.app.inject({ url: apiPath('/user'), headers: { 'x-auth-token': s.token } });
      expect(res.statusCode).toBe(200);
      expect(res.json().username).toBe('trader');
    } finally {
      await second.app.close();
      await first.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
