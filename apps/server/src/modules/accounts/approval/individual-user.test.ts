import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { buildAccount } from '../../../test/factories';
import { buildTestApp } from '../../../test/harness';
import { findIndividualById } from '../../individuals/service';
import { assignRoles } from '../../navigation/seed';
import { findUserById, findUserByUsername } from '../../users/service';
import { apiPath } from '../../../test/api-client';

const URL = apiPath('/registered_users/edit_individual_user');

const individual = {
  title: 'Dr.',
  firstName: 'Arta',
  lastName: 'Krasniqi',
  parentName: 'Ilir',
  address: 'Rruga e Durrësit 5',
  city: 'Tiranë',
  dateOfBirth: '02.03.1980',
  cityOfLivingName: 'Durrës',
};

describe('POST registered_users/edit_individual_user', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const registry = await t.loginAs('registry');
  const trader = await t.loginAs('trader');

  it('corrects a registered person’s contact data and record (never the personal number), audited', async () => {
    const { user, individual: record } = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    const res = await registry.post(URL, {
      registeredUser: { username: user.username },
      user: { email: 'arta.k@example.com', phone: '+355 68 111', lang: 'sr' },
      individual: { ...individual, personalNumber: 'CHANGED1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: user.id, email: 'arta.k@example.com', phone: '+355 68 111', lang: 'sr', status: 'APPROVED' },
      individual: { ...individual, dateOfBirth: '1980-03-02', personalNumber: record!.personalNumber },
    });
    expect((await findIndividualById(db, record!.id))!.firstName).toBe('Arta');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.edit_individual_user'), eq(auditLog.entityId, String(user.id))));
    expect(audit).toMatchObject({
      actorUsername: 'registry',
      before: { email: user.email, individual: { firstName: record!.firstName } },
      after: { email: 'arta.k@example.com', individual: { firstName: 'Arta' } },
    });
  });

  it('answers 400 with field keys and changes nothing', async () => {
    const { user } = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    const bad = await registry.post(URL, {
      registeredUser: { id: user.id },
      user: { email: 'not-an-address', lang: 'de' },
      individual: { ...individual, firstName: '', dateOfBirth: '31.02.1990' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      'user.email': 'validation.email',
      'individual.firstName': 'generic.required',
      'individual.dateOfBirth': 'registration.date_invalid',
    });
    expect(bad.json()).toHaveProperty(['user.lang']);
    const nul = await registry.post(URL, {
      registeredUser: { id: user.id },
      user: { email: 'a@b.cd', lang: 'sq' },
      individual: { ...individual, city: 'a\u0000b' },
    });
    expect(nul.json()).toEqual({ 'individual.city': 'validation.invalid_characters' });
    const taken = await registry.post(URL, {
      registeredUser: { id: user.id },
      user: { email: 'TRADER@demo.portal.test', lang: 'sq' },
      individual,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ 'user.email': 'registration.email_taken' });
    expect((await findUserById(db, user.id))!.email).toBe(user.email);
  });

  it('reaches registered persons only: a company user or a staff person is 404, own account 409', async () => {
    const body = (id: number) => ({
      registeredUser: { id },
      user: { email: `x${id}@example.com`, lang: 'sq' },
      individual,
    });
    const company = await buildAccount(db, { kind: 'company', status: 'APPROVED' });
    expect((await registry.post(URL, body(company.user.id))).statusCode).toBe(404);
    const staffPerson = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    await assignRoles(db, staffPerson.user.id, ['CUSTOMS_OFFICER']);
    expect((await registry.post(URL, body(staffPerson.user.id))).json()).toEqual({ _error: 'not_found' });
    expect((await registry.post(URL, body(2_147_000_000))).statusCode).toBe(404);
    const me = (await findUserByUsername(db, 'registry'))!;
    expect((await registry.post(URL, body(me.id))).json()).toEqual({ _error: 'user.own_account' });
    const person = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    expect((await trader.post(URL, body(person.user.id))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: body(person.user.id) })).statusCode).toBe(401);
  });

  it('does not correct a rejected registration: 409 user.action_not_allowed', async () => {
    const { user } = await buildAccount(db, { kind: 'individual', status: 'REJECTED' });
    const res = await registry.post(URL, {
      registeredUser: { id: user.id },
      user: { email: 'late@example.com', lang: 'sq' },
      individual,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ _error: 'user.action_not_allowed', status: 'REJECTED' });
    expect((await findUserById(db, user.id))!.email).toBe(user.email);
  });
});
