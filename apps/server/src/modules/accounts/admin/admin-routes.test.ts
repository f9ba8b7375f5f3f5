import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { buildAccount } from '../../../test/factories';
import { buildTestApp } from '../../../test/harness';
import { apiPath } from '../../../test/api-client';

describe('users, persons and traders administration', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const admin = await t.loginAs('admin');
  const registry = await t.loginAs('registry');
  const trader = await t.loginAs('trader');

  it('lists accounts paged, filtered and sorted', async () => {
    const res = await admin.get(`${apiPath('/users/paged')}?filter[username]=reg&sort=username,desc`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.map((u: { username: string }) => u.username)).toEqual(['registry']);
    expect(res.json().content[0]).not.toHaveProperty('passwordHash');
    const approved = await admin.get(`${apiPath('/users/paged')}?filter[status]=APPROVED&count=2`);
    expect(approved.json().content).toHaveLength(2);
    expect(approved.json().totalElements).toBeGreaterThanOrEqual(6);
    expect((await admin.get(`${apiPath('/users/paged')}?filter[status]=NOPE`)).statusCode).toBe(400);
    expect((await admin.get(`${apiPath('/users/paged')}?sort=passwordHash,asc`)).statusCode).toBe(400);
  });

  it('reads one account by id and by username', async () => {
    const byName = await admin.get(apiPath('/users/by_username/{username}', { username: 'TRADER' }));
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ username: 'trader', companyAdministrator: true });
    const byId = await admin.get(apiPath('/users/{id}', { id: byName.json().id }));
    expect(byId.json().username).toBe('trader');
    expect((await admin.get(apiPath('/users/{id}', { id: 999999 }))).statusCode).toBe(404);
    expect((await admin.get(apiPath('/users/by_username/{username}', { username: 'nobody' }))).statusCode).toBe(404);
  });

  it('lets staff change e-mail, phone and language, audited; a taken address is refused', async () => {
    const { user } = await buildAccount(db, { status: 'APPROVED' });
    const res = await admin.post(apiPath('/users/{id}', { id: user.id }), {
      email: 'new.address@example.com',
      phone: '+355 69 000',
      lang: 'sr',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'new.address@example.com',
      phone: '+355 69 000',
      lang: 'sr',
      status: 'APPROVED',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.updated'), eq(auditLog.entityId, String(user.id))))
      .orderBy(desc(auditLog.id));
    expect(audit.actorUsername).toBe('admin');
    expect(audit.before).toMatchObject({ email: user.email });

    const taken = await admin.post(apiPath('/users'), { id: user.id, email: 'TRADER@demo.portal.test', lang: 'sq' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: 'registration.email_taken' });
    expect(
      (await admin.post(apiPath('/users/{id}', { id: user.id }), { email: 'not-an-address', lang: 'sq' })).json().email,
    ).toBe('validation.email');
    expect(
      (await admin.post(apiPath('/users/{id}', { id: user.id }), { email: 'a@b.cd', lang: 'de' })).statusCode,
    ).toBe(400);
    expect(
      (await admin.post(apiPath('/users/{id}', { id: user.id }), { id: user.id + 1, email: 'a@b.cd', lang: 'sq' }))
        .statusCode,
    ).toBe(400);
    expect((await admin.post(apiPath('/users'), { email: 'a@b.cd', lang: 'sq' })).statusCode).toBe(400);
    expect((await admin.post(apiPath('/users/{id}', { id: 999999 }), { email: 'x@b.cd', lang: 'sq' })).statusCode).toBe(
      404,
    );
  });

  it('keeps users to staff holding the page: registry and trader get 403', async () => {
    for (const session of [registry, trader]) {
      expect((await session.get(apiPath('/users/paged'))).statusCode).toBe(403);
      expect((await session.post(apiPath('/users/{id}', { id: 1 }), { email: 'x@y.zz', lang: 'sq' })).statusCode).toBe(
        403,
      );
    }
    expect((await trader.get(`${apiPath('/users/log')}?code=trader`)).statusCode).toBe(403);
    expect((await trader.get(apiPath('/individuals/paged'))).statusCode).toBe(403);
    expect((await trader.get(apiPath('/companies/paged'))).statusCode).toBe(403);
    expect((await trader.post(apiPath('/companies/update'), { id: 1, companyName: 'Mine now' })).statusCode).toBe(403);
    expect(
      (await trader.post(apiPath('/individuals/update'), { id: 1, firstName: 'A', lastName: 'B' })).statusCode,
    ).toBe(403);
  });

  it('lists and edits persons, audited; the personal number stays', async () => {
    const { individual } = await buildAccount(db, { kind: 'individual', name: 'Liridona' });
    const list = await registry.get(`${apiPath('/individuals/paged')}?filter[name]=lirid`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().content).toHaveLength(1);
    expect(list.json().content[0].fieldProperties.personalNumber.disabled).toBe(true);

    const res = await registry.post(apiPath('/individuals/update'), {
      id: individual!.id,
      personalNumber: 'CHANGED1',
      firstName: 'Liridona',
      lastName: 'Hoxha',
      dateOfBirth: '02.03.1985',
      city: 'Durrës',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      personalNumber: individual!.personalNumber,
      lastName: 'Hoxha',
      dateOfBirth: '1985-03-02',
    });
    expect((await registry.get(apiPath('/individuals/{id}', { id: individual!.id }))).json().city).toBe('Durrës');
    const bad = await registry.post(apiPath('/individuals'), {
      id: individual!.id,
      firstName: '',
      lastName: 'X',
      dateOfBirth: '31.02.1990',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ firstName: 'generic.required', dateOfBirth: 'registration.date_invalid' });
    expect(
      (await registry.post(apiPath('/individuals/update'), { id: 999999, firstName: 'A', lastName: 'B' })).statusCode,
    ).toBe(404);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'individual.updated'), eq(auditLog.entityId, String(individual!.id))));
    expect(audit.actorUsername).toBe('registry');
  });

  it('lists and edits traders, audited; the unique number stays', async () => {
    const { company } = await buildAccount(db, { name: 'Traders Screen Sh.p.k.' });
    const list = await registry.get(`${apiPath('/companies/paged')}?filter[companyName]=traders screen`);
    expect(list.json().content.map((c: { id: number }) => c.id)).toEqual([company!.id]);
    const res = await registry.post(apiPath('/companies/update'), {
      id: company!.id,
      companyName: 'Traders Screen Renamed',
      isIntermediary: true,
      constitutionDate: '2010-01-05',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Traders Screen Renamed',
      isIntermediary: true,
      companyUniqueNumber: company!.companyUniqueNumber,
    });
    expect(
      (await registry.get(`${apiPath('/companies/paged')}?filter[isIntermediary]=true`))
        .json()
        .content.map((c: { id: number }) => c.id),
    ).toContain(company!.id);
    expect((await registry.post(apiPath('/companies'), { id: company!.id, companyName: '' })).json()).toMatchObject({
      companyName: 'generic.required',
    });
    expect((await registry.get(apiPath('/companies/{id}', { id: 999999 }))).statusCode).toBe(404);
  });
});
