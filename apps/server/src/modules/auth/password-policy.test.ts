import fs from 'node:fs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { resolveRecoveryRequests } from '../registration/test-support';
import { mailOutbox } from '../mail/tables';
import { seedAdmin } from '../accounts/seed/seed';
import { findUserByUsername, updateUser } from '../users/service';
import { users } from '../users/tables';
import { isPasswordTooCommon } from './password-policy';
import { apiPath } from '../../test/api-client';

const COMMON = { code: 400, body: { password: 'password_too_common' } };

describe('password rules (ASVS 2.1.7)', async () => {
  const t = await buildTestApp({ publicUrl: 'https://portal.example' });
  const { app, platform } = t;
  const db = platform.db;
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as never });

  it('the list is the 10,000 most common passwords of at least 8 characters', () => {
    const list = fs
      .readFileSync(new URL('./common-passwords/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
    expect(list.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });

  it('refuses common passwords in any case and passwords containing the username', () => {
    for (const password of ['password', 'PassWord', 'iloveyou', 'qwertyuiop', 'sunshine', 'trustno1'])
      expect(isPasswordTooCommon(password, 'someone'), password).toBe(true);
    expect(isPasswordTooCommon('My-Trader-2026', 'trader')).toBe(true);
    expect(isPasswordTooCommon('x#TRADER#y', 'Trader')).toBe(true);
    expect(isPasswordTooCommon('Str0ng#Password', 'reg.user1')).toBe(false);
    expect(isPasswordTooCommon('Demo#2026!', 'trader')).toBe(false);
    // A username of one or two characters is part of too many good passwords to refuse them.
    expect(isPasswordTooCommon('Labyrinth#42', 'ab')).toBe(false);
  });

  it('change password refuses them with 400 password_too_common', async () => {
    const trader = await t.loginAs('trader');
    const change = (password: string) =>
      trader.post(apiPath('/user/change_password'), { username: 'trader', oldPassword: 'Demo#2026!', password });
    for (const password of ['iloveyou', 'Football', 'trader.2026!', 'MyTRADERpass']) {
      const res = await change(password);
      expect({ code: res.statusCode, body: res.json() }, password).toEqual(COMMON);
    }
    expect((await change('Kestrel-Orchard-57')).statusCode).toBe(200);
  });

  it('the password reset refuses them, and the link still works afterwards', async () => {
    const person = (await db.select().from(users).where(eq(users.username, 'person')))[0];
    expect((await post(apiPath('/user/renew_password'), { username: 'person' })).statusCode).toBe(200);
    await resolveRecoveryRequests(t);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, person.email!))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const token = /\/forgotten_password#token=([A-Za-z0-9_-]+)/.exec(mail.textBody)![1];
    const reset = (password: string) =>
      post(apiPath('/user/reset_password'), { token, password, confirmPassword: password });
    const common = await reset('baseball');
    expect({ code: common.statusCode, body: common.json() }).toEqual(COMMON);
    const withName = await reset('person-1234');
    expect({ code: withName.statusCode, body: withName.json() }).toEqual(COMMON);
    expect((await reset('Kestrel-Orchard-58')).statusCode).toBe(200);
  });

  it('registration refuses them on user.password', async () => {
    const challenge = (await app.inject({ method: 'GET', url: apiPath('/captcha/challenge') })).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const res = await post(apiPath('/registered_users/register_individual'), {
      user: {
        username: 'common.pw',
        email: 'common.pw@example.com',
        confirmEmail: 'common.pw@example.com',
        password: 'sunshine',
        confirmPassword: 'sunshine',
        lang: 'en',
        altcha,
      },
      individual: {
        personalNumber: 'P900000001',
        firstName: 'Arta',
        lastName: 'Krasniqi',
        dateOfBirth: '14.03.1990',
        city: 'Tiranë',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'user.password': 'password_too_common' });
    expect(await db.select().from(users).where(eq(users.username, 'common.pw'))).toHaveLength(0);
  });

  it('a company administrator cannot give a company user one', async () => {
    const trader = await t.loginAs('trader', 'Kestrel-Orchard-57');
    const res = await trader.post(apiPath('/registered_users/create_company_user'), {
      username: 'common.member',
      email: 'common.member@example.com',
      password: 'qwertyuiop',
      confirmPassword: 'qwertyuiop',
      phone: '+355 69 000 0000',
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(COMMON.body);
  });

  it('the first administrator’s ADMIN_PASSWORD may not be one', async () => {
    // `admin` exists in the demo data: the password given is not used, so it is not checked.
    await expect(seedAdmin(db, 'password')).resolves.toBeUndefined();
    // Renamed through the users module, which writes the name's key with it.
    const admin = (await findUserByUsername(db, 'admin'))!;
    await updateUser(db, admin.id, { username: 'admin-old' });
    await expect(seedAdmin(db, 'password')).rejects.toThrow(/ADMIN_PASSWORD is one of the 10,000 most common/);
    await expect(seedAdmin(db, 'my-admin-password')).rejects.toThrow(/contains the username/);
    await updateUser(db, admin.id, { username: 'admin' });
  });
});
