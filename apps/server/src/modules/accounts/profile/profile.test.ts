import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { buildTestApp } from '../../../test/harness';
import { hashPassword } from '../../auth/passwords';
import { assignRoles } from '../../navigation/seed';
import { DEMO_PASSWORD } from '../seed/seed';
import { createUser, findUserByUsername } from '../../users/service';
import { apiPath } from '../../../test/api-client';

describe('profile', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const lastAudit = async (action: string) =>
    (await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

  const person = await t.loginAs('person');
  const trader = await t.loginAs('trader');

  // A company user of the demo company who is not its administrator.
  const demoTrader = (await findUserByUsername(db, 'trader'))!;
  const clerk = await createUser(db, {
    username: 'demo.clerk',
    email: 'clerk@demo.portal.test',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    status: 'APPROVED',
    companyId: demoTrader.companyId,
  });
  await assignRoles(db, clerk.id, ['COMPANY_USER']);
  const companyUser = await t.loginAs('demo.clerk');

  const personFields = {
    title: 'Ms',
    firstName: 'Arta',
    lastName: 'Demo-Krasniqi',
    parentName: 'Petrit',
    address: 'Rruga e Kavajës 3',
    city: 'Durrës',
    dateOfBirth: '20.05.1990 00:00', // the transport format the web app sends
    cityOfLivingName: '',
  };
  const companyFields = {
    fiscalNumber: 'L61234567A',
    companyName: 'Demo Trade Sh.p.k. (renamed)',
    companyPhone: '+355 4 222 1111',
    address: 'Rruga e Durrësit 12',
    constitutionDate: '2020-03-15',
    placeName: 'Tiranë',
    registerNumber: 'QKB-2020-0001',
    isIntermediary: true,
  };

  describe('POST /user/update_data', () => {
    it('changes the own e-mail, phone and language, with the audit before and after', async () => {
      const res = await person.post(apiPath('/user/update_data'), {
        username: 'PERSON',
        email: 'arta.new@example.com',
        phone: '+355 69 123 4567',
        lang: 'en',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'person', email: 'arta.new@example.com', lang: 'en' });
      const me = (await person.get(apiPath('/user'))).json();
      expect(me).toMatchObject({ email: 'arta.new@example.com', phone: '+355 69 123 4567', lang: 'en' });
      const audit = await lastAudit('user.update_data');
      expect(audit).toMatchObject({
        actorUsername: 'person',
        before: { email: 'person@demo.portal.test', phone: null, lang: 'sq' },
        after: { email: 'arta.new@example.com', phone: '+355 69 123 4567', lang: 'en' },
      });
    });

    it('keeps the own e-mail and clears the phone', async () => {
      const res = await person.post(apiPath('/user/update_data'), {
        username: 'person',
        email: 'Arta.New@example.com',
        phone: '',
        lang: 'sq',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'Arta.New@example.com', phone: null, lang: 'sq' });
    });

    it('refuses an e-mail another user has, whatever its case', async () => {
      const res = await person.post(apiPath('/user/update_data'), {
        username: 'person',
        email: 'TRADER@demo.portal.test',
        lang: 'sq',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ email: 'registration.email_taken' });
      expect((await findUserByUsername(db, 'person'))?.email).toBe('Arta.New@example.com');
    });

    it('refuses another user’s username with 403 and changes nothing', async () => {
      const res = await person.post(apiPath('/user/update_data'), {
        username: 'trader',
        email: 'someone@example.com',
        lang: 'en',
      });
      expect(res.statusCode).toBe(403);
      expect((await findUserByUsername(db, 'trader'))?.email).toBe('trader@demo.portal.test');
    });

    it('answers 400 with the field keys of bad input', async () => {
      const res = await person.post(apiPath('/user/update_data'), {
        username: 'person',
        email: 'not-mail',
        lang: 'xx',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ email: expect.any(String), lang: expect.any(String) });
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: apiPath('/user/update_data'),
        payload: { username: 'person', email: 'x@example.com', lang: 'sq' },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('persons', () => {
    it('shows the individual the user is', async () => {
      const res = await person.get(apiPath('/persons/current'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ personalNumber: 'J00101001A', firstName: 'Arta', lastName: 'Demo' });
    });

    it('answers 404 to a user who is no individual', async () => {
      expect((await trader.get(apiPath('/persons/current'))).statusCode).toBe(404);
    });

    it('updates the own record but never the personal number, with the audit', async () => {
      const res = await person.post(apiPath('/persons/update_data'), { ...personFields, personalNumber: 'X99999999X' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        personalNumber: 'J00101001A',
        lastName: 'Demo-Krasniqi',
        city: 'Durrës',
        dateOfBirth: '1990-05-20',
        cityOfLivingName: null,
      });
      const audit = await lastAudit('individual.update_data');
      expect(audit).toMatchObject({
        actorUsername: 'person',
        before: { lastName: 'Demo', city: 'Tiranë' },
        after: { lastName: 'Demo-Krasniqi', city: 'Durrës' },
      });
    });

    it('refuses a user who is no individual with 403', async () => {
      expect((await trader.post(apiPath('/persons/update_data'), personFields)).statusCode).toBe(403);
    });

    it('answers 400 with the field keys of bad input', async () => {
      const res = await person.post(apiPath('/persons/update_data'), {
        ...personFields,
        firstName: ' ',
        dateOfBirth: '31.02.1990',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ firstName: 'generic.required', dateOfBirth: 'registration.date_invalid' });
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'POST', url: apiPath('/persons/update_data'), payload: personFields });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('traders', () => {
    it('shows the company to each of its users', async () => {
      for (const session of [trader, companyUser]) {
        const res = await session.get(apiPath('/traders/current'));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ companyUniqueNumber: 'L61234567A' });
      }
      expect((await person.get(apiPath('/traders/current'))).statusCode).toBe(404);
    });

    it('lets the company administrator update the company but not its unique number', async () => {
      const res = await trader.post(apiPath('/traders/update_data'), {
        ...companyFields,
        companyUniqueNumber: 'OTHER1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        companyUniqueNumber: 'L61234567A',
        companyName: 'Demo Trade Sh.p.k. (renamed)',
        isIntermediary: true,
      });
      const audit = await lastAudit('company.update_data');
      expect(audit).toMatchObject({
        actorUsername: 'trader',
        before: { companyName: 'Demo Trade Sh.p.k.', isIntermediary: false },
        after: { companyName: 'Demo Trade Sh.p.k. (renamed)', isIntermediary: true },
      });
    });

    it('refuses a person and a company user who is not the administrator with 403', async () => {
      const before = (await trader.get(apiPath('/traders/current'))).json();
      for (const session of [person, companyUser]) {
        const res = await session.post(apiPath('/traders/update_data'), { ...companyFields, companyName: 'Hijacked' });
        expect(res.statusCode).toBe(403);
      }
      expect((await trader.get(apiPath('/traders/current'))).json()).toEqual(before);
      const refused = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'company.update_data'), eq(auditLog.actorUsername, 'demo.clerk')));
      expect(refused).toHaveLength(0);
    });

    it('answers 400 with the field keys of bad input', async () => {
      const res = await trader.post(apiPath('/traders/update_data'), {
        ...companyFields,
        companyName: '',
        constitutionDate: '01.01.2999',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ companyName: 'generic.required', constitutionDate: 'registration.date_not_past' });
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: apiPath('/traders/current') });
      expect(res.statusCode).toBe(401);
    });
  });
});
