import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { lastMailTo as lastMail } from '../../test/factories';
import { buildTestApp, form } from '../../test/harness';
import { ensureCompany } from '../companies/service';
import { ensureIndividual } from '../individuals/service';
import { mailOutbox } from '../mail/tables';
import { userRoles, roles } from '../navigation/tables';
import { users } from '../users/tables';
import { accountTokens } from './tables';
import { companyPart, individualPart, solvedCaptcha as solvedCaptchaOf } from './test-support';
import { apiPath } from '../../test/api-client';

describe('registration', async () => {
  const t = await buildTestApp({ publicUrl: 'https://portal.example' });
  const { app, platform } = t;
  const db = platform.db;

  const solvedCaptcha = () => solvedCaptchaOf(t);

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as never });

  let seq = 0;
  async function userPart(overrides: Record<string, unknown> = {}) {
    seq++;
    return {
      username: `reg.user${seq}`,
      email: `reg.user${seq}@example.com`,
      confirmEmail: `REG.user${seq}@example.com`,
      password: 'Str0ng#Password',
      confirmPassword: 'Str0ng#Password',
      lang: 'en',
      altcha: await solvedCaptcha(),
      ...overrides,
    };
  }
  const person = individualPart;
  const company = companyPart;

  const lastMailTo = (to: string) => lastMail(db, to);
  async function mailCount(to: string) {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`);
    return rows.length;
  }
  const codeIn = (text: string) => /\/login#code=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const userNamed = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];
  const signIn = (username: string, password: string) =>
    app.inject({ method: 'POST', url: apiPath('/user/authenticate'), ...form({ username, password }) });

  async function registerPerson(personalNumber: string) {
    const user = await userPart();
    const res = await post(apiPath('/registered_users/register_individual'), {
      user,
      individual: person(personalNumber),
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMailTo(user.email);
    return { user, code: codeIn(mail.textBody)! };
  }

  it('registers a person end to end: mail with link, confirm, pending approval', async () => {
    const user = await userPart();
    const res = await post(apiPath('/registered_users/register_individual'), {
      user,
      individual: person('P100000001'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ username: user.username, status: 'PENDING_CONFIRMATION' });
    expect(res.body).not.toContain('code');

    const row = await userNamed(user.username);
    expect(row.status).toBe('PENDING_CONFIRMATION');
    expect(row.email).toBe(user.email);
    expect(row.lang).toBe('en');
    expect(row.individualId).not.toBeNull();
    const roleCodes = await db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, row.id));
    expect(roleCodes.map((r) => r.code)).toEqual(['INDIVIDUAL']);

    const mail = await lastMailTo(user.email);
    expect(mail.template).toBe('account_confirmation');
    expect(mail.lang).toBe('en');
    // The code travels in the fragment, which no request carries: no proxy or server log sees it.
    const link = /https:\/\/\S+/.exec(mail.textBody)![0];
    expect(link).toMatch(/^https:\/\/portal\.example\/login#code=[A-Za-z0-9_-]{43}$/);
    expect(new URL(link).search).toBe('');
    expect(mail.htmlBody).toContain(`<a href="${link}">`);
    const code = codeIn(mail.textBody)!;
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    const tokens = await db.select().from(accountTokens).where(eq(accountTokens.userId, row.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].purpose).toBe('CONFIRMATION');
    expect(tokens[0].tokenHash).not.toBe(code);
    const hours = (tokens[0].expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    expect((await signIn(user.username, user.password)).json()._error).toBe('login.status_pending_confirmation');
    const confirmed = await post(apiPath('/registered_users/confirm'), { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'PENDING_APPROVAL' });
    expect((await userNamed(user.username)).status).toBe('PENDING_APPROVAL');
    const signed = await signIn(user.username, user.password);
    expect(signed.statusCode).toBe(401);
    expect(signed.json()._error).toBe('login.status_pending_approval');

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(row.id))));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['registration.individual', 'registration.confirmed']),
    );
  });

  it('registers a company with its administrator end to end', async () => {
    const user = await userPart({ lang: 'sr' });
    const res = await post(apiPath('/registered_users/register_company'), {
      user,
      company: company('C200000001', { isIntermediary: true }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await userNamed(user.username);
    expect(row.companyAdministrator).toBe(true);
    expect(row.companyId).not.toBeNull();
    const roleCodes = await db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, row.id));
    expect(roleCodes.map((r) => r.code)).toEqual(['TRADER']);
    const mail = await lastMailTo(user.email);
    expect(mail.lang).toBe('sr');
    const code = codeIn(mail.textBody)!;
    expect((await post(apiPath('/registered_users/confirm'), { code })).json()).toEqual({ status: 'PENDING_APPROVAL' });
    expect((await signIn(user.username, user.password)).json()._error).toBe('login.status_pending_approval');

    const check = await app.inject({
      url: `${apiPath('/registered_users/check_company_unique_number')}?companyUniqueNumber=C200000001`,
    });
    expect(check.json()).toEqual({ allowCreate: false, company: null, message: 'Company already exists' });
  });

  it('checks personal numbers: free, taken, and existing without a user (prefill for staff only)', async () => {
    const free = await app.inject({
      url: `${apiPath('/registered_users/check_personal_number')}?personalNumber=FREE12345`,
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ allowCreate: true, individual: null });

    await registerPerson('TAKEN1234');
    const taken = await app.inject({
      url: `${apiPath('/registered_users/check_personal_number')}?personalNumber=TAKEN1234`,
    });
    expect(taken.json()).toEqual({ allowCreate: false, individual: null, message: 'Individual already exists' });

    const subject = await ensureIndividual(db, {
      personalNumber: 'SUBJ12345',
      firstName: 'Besnik',
      lastName: 'Hoxha',
      dateOfBirth: '1980-01-02',
    });
    // A visitor learns only that the number may be registered; the registry sees the record (record-lookups.test).
    const visitor = await app.inject({
      url: `${apiPath('/registered_users/check_personal_number')}?personalNumber=SUBJ12345`,
    });
    expect(visitor.json()).toEqual({ allowCreate: true, individual: null });
    const prefill = await (
      await t.loginAs('registry')
    ).get(`${apiPath('/registered_users/check_personal_number')}?personalNumber=SUBJ12345`);
    expect(prefill.json()).toMatchObject({
      allowCreate: true,
      individual: { id: subject.id, firstName: 'Besnik', lastName: 'Hoxha', dateOfBirth: '1980-01-02' },
    });

    // Registering with that number links the existing record instead of creating another.
    const user = await userPart();
    const res = await post(apiPath('/registered_users/register_individual'), { user, individual: person('SUBJ12345') });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userNamed(user.username)).individualId).toBe(subject.id);
    const after = await app.inject({
      url: `${apiPath('/registered_users/check_personal_number')}?personalNumber=SUBJ12345`,
    });
    expect(after.json().allowCreate).toBe(false);

    const bad = await app.inject({
      url: `${apiPath('/registered_users/check_personal_number')}?personalNumber=${'x'.repeat(10_000)}`,
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ url: apiPath('/registered_users/check_personal_number') })).statusCode).toBe(400);
  });

  it('checks company numbers: the demo company has an administrator; one without prefills for staff', async () => {
    const demo = await app.inject({
      url: `${apiPath('/registered_users/check_company_unique_number')}?companyUniqueNumber=L61234567A`,
    });
    expect(demo.json()).toEqual({ allowCreate: false, company: null, message: 'Company already exists' });
    const existing = await ensureCompany(db, { companyUniqueNumber: 'NOADMIN01', companyName: 'No Admin Sh.p.k.' });
    const visitor = await app.inject({
      url: `${apiPath('/registered_users/check_company_unique_number')}?companyUniqueNumber=NOADMIN01`,
    });
    expect(visitor.json()).toEqual({ allowCreate: true, company: null });
    const prefill = await (
      await t.loginAs('registry')
    ).get(`${apiPath('/registered_users/check_company_unique_number')}?companyUniqueNumber=NOADMIN01`);
    expect(prefill.json()).toMatchObject({
      allowCreate: true,
      company: { id: existing.id, companyName: 'No Admin Sh.p.k.' },
    });
    const user = await userPart();
    const res = await post(apiPath('/registered_users/register_company'), { user, company: company('NOADMIN01') });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userNamed(user.username)).companyId).toBe(existing.id);
  });

  it('refuses a duplicate personal or company number with 409 and leaves nothing behind', async () => {
    await registerPerson('DUPL00001');
    const user = await userPart();
    const dupPerson = await post(apiPath('/registered_users/register_individual'), {
      user,
      individual: person('DUPL00001'),
    });
    expect(dupPerson.statusCode).toBe(409);
    expect(dupPerson.json()).toEqual({ _error: 'registration.individual_exists' });
    expect(await userNamed(user.username)).toBeUndefined();
    expect(await mailCount(user.email)).toBe(0);

    const user2 = await userPart();
    const dupCompany = await post(apiPath('/registered_users/register_company'), {
      user: user2,
      company: company('L61234567A'),
    });
    expect(dupCompany.statusCode).toBe(409);
    expect(dupCompany.json()).toEqual({ _error: 'registration.company_exists' });
    expect(await userNamed(user2.username)).toBeUndefined();
  });

  it('refuses a taken username with its field key', async () => {
    const first = await registerPerson('UNIQ00001');
    const sameName = await post(apiPath('/registered_users/register_individual'), {
      user: await userPart({ username: first.user.username.toUpperCase() }),
      individual: person('UNIQ00002'),
    });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json()).toEqual({ 'user.username': 'registration.username_taken' });
  });

  it('refuses mismatched e-mail and password confirmations', async () => {
    const emails = await post(apiPath('/registered_users/register_individual'), {
      user: await userPart({ confirmEmail: 'other@example.com' }),
      individual: person('MISM00001'),
    });
    expect(emails.statusCode).toBe(400);
    expect(emails.json()).toMatchObject({ 'user.confirmEmail': 'registration.email_mismatch' });
    const passwords = await post(apiPath('/registered_users/register_company'), {
      user: await userPart({ confirmPassword: 'Different#1' }),
      company: company('MISM00002'),
    });
    expect(passwords.statusCode).toBe(400);
    expect(passwords.json()).toMatchObject({ 'user.confirmPassword': 'eauction.confirm_password_missmatch' });
  });

  it('refuses a missing, forged or reused captcha with 400 captcha_error', async () => {
    const missing = await post(apiPath('/registered_users/register_individual'), {
      user: await userPart({ altcha: undefined }),
      individual: person('CAPT00001'),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ _error: 'captcha_error' });
    const forged = await post(apiPath('/registered_users/register_company'), {
      user: await userPart({ altcha: Buffer.from('{"x":1}').toString('base64') }),
      company: company('CAPT00002'),
    });
    expect(forged.json()).toEqual({ _error: 'captcha_error' });

    const altcha = await solvedCaptcha();
    expect(
      (
        await post(apiPath('/registered_users/register_individual'), {
          user: await userPart({ altcha }),
          individual: person('CAPT00003'),
        })
      ).statusCode,
    ).toBe(200);
    const reused = await post(apiPath('/registered_users/register_individual'), {
      user: await userPart({ altcha }),
      individual: person('CAPT00004'),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ _error: 'captcha_error' });
  });

  it('answers the same 400 for a used, expired or unknown code', async () => {
    const expected = { code: 'registration.code_invalid' };
    const used = await registerPerson('CODE00001');
    expect((await post(apiPath('/registered_users/confirm'), { code: used.code })).statusCode).toBe(200);
    const again = await post(apiPath('/registered_users/confirm'), { code: used.code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(expected);

    const expired = await registerPerson('CODE00002');
    const row = await userNamed(expired.user.username);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, row.id));
    const late = await post(apiPath('/registered_users/confirm'), { code: expired.code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(expected);
    expect((await userNamed(expired.user.username)).status).toBe('PENDING_CONFIRMATION');

    const unknown = await post(apiPath('/registered_users/confirm'), { code: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(expected);
  });

  it('lets staff resend confirmation links; the old code stops working', async () => {
    const { user, code: oldCode } = await registerPerson('RESEND001');
    const done = await registerPerson('RESEND002');
    await post(apiPath('/registered_users/confirm'), { code: done.code });

    const anonymous = await post(apiPath('/registered_users/manually_resend_confirmation_urls'), {
      username: user.username,
    });
    expect(anonymous.statusCode).toBe(401);
    const trader = await t.loginAs('trader');
    expect(
      (await trader.post(apiPath('/registered_users/manually_resend_confirmation_urls'), { username: user.username }))
        .statusCode,
    ).toBe(403);

    const registry = await t.loginAs('registry');
    const res = await registry.post(apiPath('/registered_users/manually_resend_confirmation_urls'), {
      usernames: [user.username, done.user.username, 'nobody-at-all'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1 });
    expect(await mailCount(user.email)).toBe(2);
    expect(await mailCount(done.user.email)).toBe(1);
    const newCode = codeIn((await lastMailTo(user.email)).textBody)!;
    expect(newCode).not.toBe(oldCode);

    expect((await post(apiPath('/registered_users/confirm'), { code: oldCode })).json()).toEqual({
      code: 'registration.code_invalid',
    });
    expect((await post(apiPath('/registered_users/confirm'), { code: newCode })).json()).toEqual({
      status: 'PENDING_APPROVAL',
    });

    const single = await registry.post(apiPath('/registered_users/manually_resend_confirmation_urls'), {
      username: user.username,
    });
    expect(single.json()).toEqual({ sent: 0 });
    expect((await registry.post(apiPath('/registered_users/manually_resend_confirmation_urls'), {})).statusCode).toBe(
      400,
    );
  });

  it('answers 400, never 500, to garbage', async () => {
    const long = 'x'.repeat(10_000);
    const bodies: unknown[] = [
      {},
      { user: long, individual: long },
      { user: { ...(await userPart()), username: long }, individual: person('GARB00001') },
      { user: { ...(await userPart()), email: long, confirmEmail: long }, individual: person('GARB00002') },
      { user: { ...(await userPart()), password: long, confirmPassword: long }, individual: person('GARB00003') },
      { user: await userPart(), individual: person(long) },
      { user: await userPart(), individual: person('GARB00004', { firstName: long }) },
      { user: await userPart(), individual: person('GARB00005', { dateOfBirth: '31.02.1990' }) },
      { user: await userPart(), individual: person('GARB00006', { dateOfBirth: '01.01.2999' }) },
      { user: await userPart(), individual: person('GARB00007', { firstName: 12, lastName: [] }) },
      { user: { ...(await userPart()), lang: 'de' }, individual: person('GARB00008') },
      { user: { ...(await userPart()), altcha: long }, individual: person('GARB00009') },
      [1, 2, 3],
    ];
    for (const payload of bodies) {
      const res = await post(apiPath('/registered_users/register_individual'), payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
    }
    const nullBody = await app.inject({
      method: 'POST',
      url: apiPath('/registered_users/register_individual'),
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(400);
    const companyBodies: unknown[] = [
      { user: await userPart(), company: company(long) },
      { user: await userPart(), company: company('GARBC0001', { isIntermediary: 'maybe' }) },
      { user: await userPart(), company: company('GARBC0002', { companyName: long }) },
      { user: await userPart(), company: company('GARBC0003', { constitutionDate: 'yesterday' }) },
    ];
    for (const payload of companyBodies) {
      expect((await post(apiPath('/registered_users/register_company'), payload)).statusCode).toBe(400);
    }
    for (const payload of [{ code: long }, { code: 5 }, {}, { code: '' }]) {
      expect((await post(apiPath('/registered_users/confirm'), payload)).statusCode).toBe(400);
    }
    const dob = await post(apiPath('/registered_users/register_individual'), {
      user: await userPart(),
      individual: person('GARB00010', { dateOfBirth: '01.01.2999' }),
    });
    expect(dob.json()).toEqual({ 'individual.dateOfBirth': 'registration.date_not_past' });
  });
});
