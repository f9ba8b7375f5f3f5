import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildAccount, FACTORY_PASSWORD } from '../../test/factories';
import { buildTestApp, type Session } from '../../test/harness';
import { companies } from '../companies/tables';
import { createCompany } from '../companies/service';
import { createIndividual } from '../individuals/service';
import { individuals } from '../individuals/tables';
import { users } from '../users/tables';
import { apiPath } from '../../test/api-client';

describe('who a case is about: finders and records of intermediaries', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, person: Session, agent: Session, flagged: Session, officer: Session;

  const findIndividual = (s: Session, personalNumber: string) =>
    s.get(
      `${apiPath('/registered_users/find_individual_from_personal_number')}?personalNumber=${encodeURIComponent(personalNumber)}`,
    );
  const findCompany = (s: Session, companyUniqueNumber: string) =>
    s.get(
      `${apiPath('/registered_users/find_company_from_unique_number')}?companyUniqueNumber=${encodeURIComponent(companyUniqueNumber)}`,
    );
  const individualBody = (over: Record<string, unknown> = {}) => ({
    personalNumber: 'NEW00012345',
    firstName: 'Dren',
    lastName: 'Krasniqi',
    dateOfBirth: '12.04.1985',
    city: 'Prizren',
    ...over,
  });
  const companyBody = (over: Record<string, unknown> = {}) => ({
    companyUniqueNumber: 'NEWCO12345',
    companyName: 'Client Import L.L.C.',
    fiscalNumber: '600123456',
    placeName: 'Pejë',
    ...over,
  });

  beforeAll(async () => {
    const agentAccount = await buildAccount(db, { status: 'APPROVED', name: 'Subjects Agent' });
    await db.update(companies).set({ isIntermediary: true }).where(eq(companies.id, agentAccount.company!.id));
    // A person whose own flag makes them an intermediary.
    const flaggedAccount = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
    await db.update(users).set({ intermediary: true }).where(eq(users.id, flaggedAccount.user.id));
    await createIndividual(db, { personalNumber: 'FREE0001', firstName: 'Lule', lastName: 'Pa Llogari' });
    await createCompany(db, { companyUniqueNumber: 'FREECO0001', companyName: 'Pa Llogari Sh.p.k.' });
    [trader, person, agent, flagged, officer] = await Promise.all([
      t.loginAs('trader'),
      t.loginAs('person'),
      t.loginAs(agentAccount.user.username, FACTORY_PASSWORD),
      t.loginAs(flaggedAccount.user.username, FACTORY_PASSWORD),
      t.loginAs('officer'),
    ]);
  });

  it('refuses the finders and the records to filers who are not intermediaries (409)', async () => {
    for (const res of [
      await findIndividual(trader, 'J00101001A'),
      await findCompany(person, 'L61234567A'),
      await trader.post(apiPath('/complaint_cases/individuals'), individualBody()),
      await person.post(apiPath('/complaint_cases/companies'), companyBody()),
      await officer.post(apiPath('/complaint_cases/companies'), companyBody()),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()._error).toBe('portal.only_intermediaries_file_for_others');
    }
  });

  it('finds an individual: one with an account, one without, one not on file', async () => {
    const registered = await findIndividual(agent, 'J00101001A');
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toMatchObject({
      existsInDatabase: true,
      hasUser: true,
      individual: { personalNumber: 'J00101001A', firstName: 'Arta', lastName: 'Demo' },
    });
    expect((await findIndividual(flagged, 'FREE0001')).json()).toMatchObject({
      existsInDatabase: true,
      hasUser: false,
      individual: { firstName: 'Lule' },
    });
    expect((await findIndividual(agent, 'NOBODY0001')).json()).toEqual({
      existsInDatabase: false,
      individual: null,
      hasUser: false,
    });
    const bad = await findIndividual(agent, 'x!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ personalNumber: 'registration.personal_number_invalid' });
  });

  it('finds a company: one with an account, one without, one not on file', async () => {
    expect((await findCompany(agent, 'L61234567A')).json()).toMatchObject({
      existsInDatabase: true,
      hasUser: true,
      company: { companyName: 'Demo Trade Sh.p.k.' },
    });
    expect((await findCompany(agent, 'FREECO0001')).json()).toMatchObject({ existsInDatabase: true, hasUser: false });
    expect((await findCompany(agent, 'NOCO00001')).json()).toEqual({
      existsInDatabase: false,
      company: null,
      hasUser: false,
    });
    expect((await findCompany(agent, '')).statusCode).toBe(400);
  });

  it('records an individual once; the same number again edits the record on file, empty fields keeping it', async () => {
    const res = await agent.post(apiPath('/complaint_cases/individuals'), individualBody());
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      personalNumber: 'NEW00012345',
      dateOfBirth: '1985-04-12',
      city: 'Prizren',
      title: null,
    });
    // Another intermediary edits it (spec: only a record a user holds is locked) and reads back what identifies it;
    // the fields it left empty keep what is on file, which it never sees.
    const again = await flagged.post(
      apiPath('/complaint_cases/individuals'),
      individualBody({ firstName: 'Other', city: '', dateOfBirth: null }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ ...saved, firstName: 'Other', title: null, city: null, dateOfBirth: null });
    const mine = await agent.post(
      apiPath('/complaint_cases/individuals'),
      individualBody({ lastName: 'Gashi', city: '' }),
    );
    expect(mine.json()).toEqual({ ...saved, lastName: 'Gashi' });
    const rows = await db.select().from(individuals).where(eq(individuals.personalNumber, 'NEW00012345'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Dren', lastName: 'Gashi', city: 'Prizren', dateOfBirth: '1985-04-12' });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'individual'), eq(auditLog.entityId, String(saved.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'portal.subject_individual_created',
      'portal.subject_individual_updated',
      'portal.subject_individual_updated',
    ]);
    // It is then found, without an account.
    expect((await findIndividual(agent, 'NEW00012345')).json()).toMatchObject({
      existsInDatabase: true,
      hasUser: false,
    });
  });

  it('refuses to record an individual or a company an account holds (409), and bad input (400)', async () => {
    const held = await agent.post(
      apiPath('/complaint_cases/individuals'),
      individualBody({ personalNumber: 'J00101001A' }),
    );
    expect(held.statusCode).toBe(409);
    expect(held.json()._error).toBe('portal.subject_has_user');
    const heldCompany = await agent.post(
      apiPath('/complaint_cases/companies'),
      companyBody({ companyUniqueNumber: 'L61234567A' }),
    );
    expect(heldCompany.statusCode).toBe(409);
    expect(heldCompany.json()._error).toBe('portal.subject_has_user');
    const bad = await agent.post(
      apiPath('/complaint_cases/individuals'),
      individualBody({ personalNumber: 'a b', firstName: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      personalNumber: 'registration.personal_number_invalid',
      firstName: 'generic.required',
    });
    const future = await agent.post(
      apiPath('/complaint_cases/individuals'),
      individualBody({ dateOfBirth: '01.01.2999' }),
    );
    expect(future.statusCode).toBe(400);
    const badCompany = await agent.post(
      apiPath('/complaint_cases/companies'),
      companyBody({ companyUniqueNumber: '1' }),
    );
    expect(badCompany.json()).toMatchObject({ companyUniqueNumber: 'registration.company_unique_number_invalid' });
  });

  it('records a company once, never as an intermediary, and edits the one on file after', async () => {
    const res = await agent.post(apiPath('/complaint_cases/companies'), companyBody({ isIntermediary: true }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ companyUniqueNumber: 'NEWCO12345', isIntermediary: false, placeName: 'Pejë' });
    const again = await agent.post(
      apiPath('/complaint_cases/companies'),
      companyBody({ companyName: 'Changed', placeName: '', isIntermediary: true }),
    );
    expect(again.json()).toEqual({ ...res.json(), companyName: 'Changed' });
    const back = await agent.post(apiPath('/complaint_cases/companies'), companyBody());
    expect(back.json()).toEqual(res.json());
    const free = await agent.post(
      apiPath('/complaint_cases/companies'),
      companyBody({ companyUniqueNumber: 'FREECO0001' }),
    );
    // A company left by a deleted account holds no account either: it is edited too.
    expect(free.json()).toMatchObject({ companyUniqueNumber: 'FREECO0001', companyName: 'Client Import L.L.C.' });
    // And the intermediary files a case about it.
    const created = await agent.post(apiPath('/general_cases/create_general_case'), {
      aboutCompanyId: res.json().id,
      subTypeId: (await agent.get(apiPath('/cases/submit_filters')))
        .json()
        .subTypes.find((s: { code: string }) => s.code === 'GEN_VALUATION').id,
      subject: 'Valuation',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ aboutCompany: { name: 'Client Import L.L.C.' }, filerCompany: null });
  });
});
